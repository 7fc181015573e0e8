/**
 * /admin/link-health: the list of every brand's link state, or one brand's checks when the
 * URL names it (`?edit=<brand id>`). Every staff role reads it; editors and admins may ask
 * for a check now.
 */
import { SectionPage } from '../components/section-page'
import { BrandChecks } from './brand-checks'
import { LinkHealthTable } from './link-health-table'
import { linkHealthSection } from './section'

export function LinkHealthPage() {
  return <SectionPage section={linkHealthSection} content={LinkHealthTable} form={BrandChecks} />
}

/**
 * /admin/compliance: three views, each a list whose rows open their form on the same URL
 * (`?edit=<id>`, `?edit=new`): the markets (`?view=markets`, the default; a market's form
 * also lists its regions, whose own form is `&region=<id>`), the regulators
 * (`?view=regulators`), the blacklist (`?view=blacklist`) and what each market's visitors
 * saw per build (`?view=evidence`, read-only for everyone). Editors and admins write;
 * analysts see every view read-only.
 */
import { Link, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { EDIT_PARAM } from '../components/edit-links'
import { SectionPage } from '../components/section-page'
import { BlacklistForm } from './blacklist-form'
import { BlacklistTable } from './blacklist-table'
import { EvidenceView } from './evidence/evidence-view'
import { MarketForm } from './market-form'
import { MarketsTable } from './markets-table'
import { REGION_PARAM, RegionForm } from './region-form'
import { RegulatorForm } from './regulator-form'
import { RegulatorsTable } from './regulators-table'
import { complianceSection } from './section'
import { COMPLIANCE_VIEWS, VIEW_PARAM, viewOf, type ComplianceView } from './views'

export function CompliancePage() {
  return <SectionPage section={complianceSection} content={ComplianceViews} />
}

function ComplianceViews({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const view = viewOf(params)
  const editing = params.get(EDIT_PARAM)
  const region = params.get(REGION_PARAM)
  return (
    <>
      {editing ? null : <ViewsNav current={view} />}
      <ViewContent view={view} editing={editing} region={region} canWrite={canWrite} />
    </>
  )
}

function ViewContent({
  view,
  editing,
  region,
  canWrite,
}: {
  view: ComplianceView
  editing: string | null
  region: string | null
  canWrite: boolean
}) {
  if (view === 'regulators') {
    return editing ? (
      <RegulatorForm key={editing} id={editing} canWrite={canWrite} />
    ) : (
      <RegulatorsTable canWrite={canWrite} />
    )
  }
  if (view === 'evidence') return <EvidenceView />
  if (view === 'blacklist') {
    return editing ? (
      <BlacklistForm key={editing} id={editing} canWrite={canWrite} />
    ) : (
      <BlacklistTable canWrite={canWrite} />
    )
  }
  if (editing && region) {
    return (
      <RegionForm key={`${editing}/${region}`} marketId={editing} id={region} canWrite={canWrite} />
    )
  }
  return editing ? (
    <MarketForm key={editing} id={editing} canWrite={canWrite} />
  ) : (
    <MarketsTable canWrite={canWrite} />
  )
}

function ViewsNav({ current }: { current: ComplianceView }) {
  return (
    <nav aria-label="Compliance views" className="flex gap-1 overflow-x-auto border-b">
      {COMPLIANCE_VIEWS.map(({ view, label }) => (
        <Link
          key={view}
          to={view === 'markets' ? '?' : `?${VIEW_PARAM}=${view}`}
          aria-current={view === current ? 'page' : undefined}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
            view === current
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * /admin/countries: the list, or the form when the URL names a country (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { SectionPage } from '../components/section-page'
import { CountriesTable } from './countries-table'
import { CountryForm } from './country-form'
import { countriesSection } from './section'

export function CountriesPage() {
  return <SectionPage section={countriesSection} content={CountriesTable} form={CountryForm} />
}

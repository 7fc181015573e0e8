/** The country list: flag (the public site's images), name, slug, language, number of brands, active. */
import { CountryFlag } from '@/features/site'
import {
  activeColumn,
  nameColumn,
  numberColumn,
  slugColumn,
  SectionTable,
  sortOrderColumn,
  type SectionList,
} from '../components/data-table'
import { countryListOptions, fetchCountryPage, type CountryListRow } from './api/list-countries'
import { countryRows } from './api/country-rows'
import { countryKeys } from './keys'
import { countriesSection } from './section'
import { useDeleteCountry } from './use-delete-country'

const countriesList: SectionList<CountryListRow> = {
  section: countriesSection,
  columns: [
    nameColumn(),
    slugColumn((row) => <code className="text-xs">/{row.slug}</code>),
    {
      id: 'flag_icon',
      label: 'Flag',
      value: (row) => row.flag_icon,
      leading: true,
      className: 'w-12',
      cell: (row) => <CountryFlag slug={row.slug} flag={row.flag_icon} name={row.name} size="sm" />,
    },
    {
      id: 'language',
      label: 'Language',
      value: (row) => row.language,
      cell: (row) => row.language ?? '—',
    },
    numberColumn('brand_count', 'Brands', (row) => row.brand_count),
    activeColumn(),
    sortOrderColumn(),
  ],
  options: countryListOptions,
  keys: countryKeys,
  fetchPage: fetchCountryPage,
  setActive: countryRows.setActive,
  empty: {
    description: 'Add the first market with New country; its ranking appears at /{slug}.',
    readOnly: 'An editor or admin can add countries.',
  },
}

export function CountriesTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={countriesList} canWrite={canWrite} remove={useDeleteCountry()} />
}

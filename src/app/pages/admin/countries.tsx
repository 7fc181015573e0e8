/** Lazy route module: /admin/countries. */
import { CountriesPage } from '@/features/admin/countries'

export default CountriesPage

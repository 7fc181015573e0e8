export { CountriesPage } from './countries-page'

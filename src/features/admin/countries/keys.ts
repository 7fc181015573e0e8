/** Query keys of the admin's countries. */
import { resourceKeys } from '../components/resource-keys'

export const countryKeys = resourceKeys('countries')

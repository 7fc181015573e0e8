/** Query keys of the admin's brands. */
import { resourceKeys } from '../components/resource-keys'

export const brandKeys = resourceKeys('brands')

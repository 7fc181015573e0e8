/** Query keys of the admin's categories. */
import { resourceKeys } from '../components/resource-keys'

export const categoryKeys = resourceKeys('categories')

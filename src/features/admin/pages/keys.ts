/** Query keys of the admin's pages. */
import { resourceKeys } from '../components/resource-keys'

export const pageKeys = resourceKeys('pages')

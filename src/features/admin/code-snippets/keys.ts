/** Query keys of the admin's code snippets. */
import { resourceKeys } from '../components/resource-keys'

export const snippetKeys = resourceKeys('code_snippets')

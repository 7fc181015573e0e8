/** Query keys of the uploads bucket's folders: invalidate only through these. */
import type { ListState } from '../components/data-table'
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('uploads')

export const uploadKeys = {
  ...resource,
  /** One folder's view: a list, so refreshing the lists refreshes every folder. */
  folder: (folder: string) => (state: ListState) => [...resource.list(state), folder] as const,
}

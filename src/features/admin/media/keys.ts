/** Query keys of the media library: invalidate only through these. */
import type { ListState } from '../components/data-table'
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('media')

export const mediaKeys = {
  ...resource,
  /** The picker's first page for a search: a list, so a save or an upload refreshes it. */
  picker: (state: ListState) => [...resource.lists(), 'picker', state] as const,
  uploader: (id: string) => [...resource.detail(id), 'uploader'] as const,
  usage: (id: string) => [...resource.detail(id), 'usage'] as const,
}

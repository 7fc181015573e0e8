/** Query keys of the staff list: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('staff')

export const staffKeys = {
  ...resource,
  /** The whole staff list, as the admin-users function answers it; each view is cut from it. */
  everyone: () => [...resource.all, 'everyone'] as const,
}

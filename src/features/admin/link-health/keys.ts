/** Query keys of the admin's link health: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('link-health')

export const linkHealthKeys = {
  ...resource,
  /** The markets the list filters by. */
  markets: () => [...resource.all, 'markets'] as const,
  /** A brand's latest checks, newest first. */
  checks: (brandId: string) => [...resource.all, 'checks', brandId] as const,
  /** The staff who asked for checks, by id. */
  requesters: (ids: readonly string[]) => [...resource.all, 'requesters', ...ids] as const,
}

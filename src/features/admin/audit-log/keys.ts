/** Query keys of the Audit log: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('audit-log')

export const auditKeys = {
  ...resource,
  /** The person filter's options. */
  people: () => [...resource.all, 'people'] as const,
}

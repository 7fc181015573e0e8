/** Query keys of the Settings form: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('site_settings')

export const settingsKeys = {
  ...resource,
  /** Every setting the form edits, with the choices it offers. */
  form: () => [...resource.all, 'form'] as const,
}

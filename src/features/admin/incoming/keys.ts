/** Query keys of Incoming Clicks (visitor sessions). */
import { resourceKeys } from '../components/resource-keys'

export const sessionKeys = resourceKeys('sessions')

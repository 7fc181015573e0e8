/** Query keys of Outgoing Clicks. */
import { resourceKeys } from '../components/resource-keys'

export const clickKeys = resourceKeys('clicks')

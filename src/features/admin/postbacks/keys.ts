/** Query keys of the admin's postback sources and the postback log. */
import { resourceKeys } from '../components/resource-keys'

export const postbackSourceKeys = resourceKeys('postback_sources')
export const postbackLogKeys = resourceKeys('postbacks')

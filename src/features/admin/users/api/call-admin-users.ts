/**
 * Every call of the Users section goes to the admin-users edge function
 * (supabase/functions/admin-users), which holds the service key and checks the caller. Its
 * refusals are thrown with its words, its error code and the HTTP status.
 */
import type { AdminUsersRequest } from '../../../../../supabase/functions/admin-users/protocol'
import { invokeFunction } from '../../api/invoke-function'
import { SET_PASSWORD_PATH } from '../../constants'

export function callAdminUsers<Reply>(
  request: AdminUsersRequest,
  signal?: AbortSignal,
): Promise<Reply> {
  return invokeFunction<Reply>('admin-users', {
    body: request,
    signal,
    service: 'The staff service',
  })
}

/** Where invite and reset links send the browser (Auth checks it against its allow-list). */
export function landingUrl() {
  return `${window.location.origin}${SET_PASSWORD_PATH}`
}

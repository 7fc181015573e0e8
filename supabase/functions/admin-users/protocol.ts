/**
 * What the admin-users function takes and answers: one POST per action. The admin's
 * Users page imports these types, so client and function cannot drift apart.
 */
export const STAFF_ROLES = ['admin', 'editor', 'analyst'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export type StaffStatus = 'active' | 'invited' | 'disabled'

export interface StaffMember {
  id: string
  email: string
  role: StaffRole
  status: StaffStatus
  /** Signs in with a code from an authenticator app (a verified TOTP factor). */
  two_factor: boolean
  last_sign_in_at: string | null
  created_at: string
}

export type AdminUsersRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; redirect_to?: string }
  | { action: 'set_role'; user_id: string; role: StaffRole }
  | { action: 'disable'; user_id: string }
  | { action: 'enable'; user_id: string }
  | { action: 'sign_out'; user_id: string }
  | { action: 'reset_two_factor'; user_id: string }
  | { action: 'reset_link'; user_id: string; redirect_to?: string }
  | { action: 'delete'; user_id: string }

export type AdminUsersAction = AdminUsersRequest['action']

/**
 * Replies: 200 with the action's data; otherwise `{ error, message }` where error is
 *   unauthenticated (401)  no valid user JWT
 *   forbidden (403)        the caller is not an enabled admin
 *   invalid (400)          a malformed request
 *   not_found (404)        no such staff member
 *   refused (409)          a rule said no (yourself, the last admin, an existing email)
 *   failed (500)           Auth or the database failed
 */
export type AdminUsersError =
  'unauthenticated' | 'forbidden' | 'invalid' | 'not_found' | 'refused' | 'failed'

export interface AdminUsersErrorBody {
  error: AdminUsersError
  message: string
}

export interface ListReply {
  users: StaffMember[]
}
/** invite: Auth has emailed the invitation (its link lands on redirect_to). */
export interface InviteReply {
  user_id: string
  sent: true
}
/** reset_link: the one-time link for the admin to pass on (no mail is sent). */
export interface LinkReply {
  link: string
  user_id: string
}
export type DoneReply = { ok: true }

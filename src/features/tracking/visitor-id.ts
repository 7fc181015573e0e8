/**
 * The persistent visitor id (local storage `user_id`), created on first use.
 * Call from event handlers or effects only: it touches browser storage.
 */
const USER_ID_KEY = 'user_id'

export function getVisitorId(): string {
  const stored = window.localStorage.getItem(USER_ID_KEY)
  if (stored) return stored
  const id = crypto.randomUUID()
  window.localStorage.setItem(USER_ID_KEY, id)
  return id
}

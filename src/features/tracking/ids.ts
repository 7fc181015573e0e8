/**
 * The browser's tracking identifiers (SPEC.md section 3): a persistent visitor id
 * (local storage `user_id`), a per-tab session id (session storage `session_id`),
 * each created on first use, and the tab's click count. Storage can be missing or
 * throw (privacy modes, blocked cookies): the ids then live in memory for the
 * page's life, so tracking still works for that page.
 *
 * Call from event handlers or effects only: these touch browser storage.
 */
// The id rules are shared with the /go redirect (supabase/functions/go), which deploys only
// what lies under supabase/functions.
import { ID_FORMAT, newId } from '../../../supabase/functions/_shared/ids.ts'

export const USER_ID_KEY = 'user_id'
export const SESSION_ID_KEY = 'session_id'
export const CLICK_COUNT_KEY = 'tracking_click_count'

const memory = new Map<string, string>()

type StorageKind = 'localStorage' | 'sessionStorage'

function read(kind: StorageKind, key: string): string | null {
  try {
    const stored = window[kind].getItem(key)
    if (stored !== null) return stored
  } catch {
    // Storage unavailable: the memory copy below.
  }
  return memory.get(`${kind}:${key}`) ?? null
}

function write(kind: StorageKind, key: string, value: string): void {
  try {
    window[kind].setItem(key, value)
    memory.delete(`${kind}:${key}`)
  } catch {
    memory.set(`${kind}:${key}`, value)
  }
}

function getOrCreate(kind: StorageKind, key: string): string {
  const stored = read(kind, key)
  if (stored && ID_FORMAT.test(stored)) return stored
  const id = newId()
  write(kind, key, id)
  return id
}

/** The persistent visitor id (votes and clicks are stored per visitor). */
export function getVisitorId(): string {
  return getOrCreate('localStorage', USER_ID_KEY)
}

/** The id of this tab's visitor session. */
export function getSessionId(): string {
  return getOrCreate('sessionStorage', SESSION_ID_KEY)
}

/** Clicks recorded in this tab so far. */
export function getSessionClickCount(): number {
  const n = Number(read('sessionStorage', CLICK_COUNT_KEY))
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** Counts one more click in this tab and returns the new count (this click included). */
export function incrementSessionClickCount(): number {
  const next = getSessionClickCount() + 1
  write('sessionStorage', CLICK_COUNT_KEY, String(next))
  return next
}

/** Session storage access for the other tracking modules, with the same fallbacks. */
export const tabStore = {
  get: (key: string) => read('sessionStorage', key),
  set: (key: string, value: string) => write('sessionStorage', key, value),
}

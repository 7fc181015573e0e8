// @vitest-environment jsdom
/**
 * Where the admin keeps its session (src/lib/supabase.ts): in localStorage, so every tab of
 * the browser shares it; without 'Keep me logged in' it ends with the browser (a session
 * cookie marks the browser session it was stored in); with it, it survives a restart.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { adminAuthStorage, BROWSER_SESSION_COOKIE, setSessionPersistence } from '@/lib/supabase'

const KEY = 'sb-127-auth-token'
const SESSION = '{"access_token":"a","refresh_token":"r"}'

/** What closing the browser does: session cookies go, localStorage stays. */
function restartBrowser() {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; Max-Age=0; Path=/`
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  restartBrowser()
})

describe('admin session storage', () => {
  test('a session is kept in localStorage, which every tab of the browser reads', async () => {
    setSessionPersistence(false)
    await adminAuthStorage.setItem(KEY, SESSION)
    expect(localStorage.getItem(KEY)).toBe(SESSION)
    expect(sessionStorage.length).toBe(0)
    // A new tab: same localStorage and cookies, a fresh sessionStorage.
    sessionStorage.clear()
    expect(await adminAuthStorage.getItem(KEY)).toBe(SESSION)
  })

  test("without 'Keep me logged in' the session ends with the browser", async () => {
    setSessionPersistence(false)
    await adminAuthStorage.setItem(KEY, SESSION)
    restartBrowser()
    expect(await adminAuthStorage.getItem(KEY)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  test("with 'Keep me logged in' the session survives a browser restart", async () => {
    setSessionPersistence(true)
    await adminAuthStorage.setItem(KEY, SESSION)
    restartBrowser()
    expect(await adminAuthStorage.getItem(KEY)).toBe(SESSION)
  })

  test('signing out removes the session for every tab', async () => {
    await adminAuthStorage.setItem(KEY, SESSION)
    await adminAuthStorage.removeItem(KEY)
    expect(await adminAuthStorage.getItem(KEY)).toBeNull()
  })
})

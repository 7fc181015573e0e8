import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fakePostgrest } from './fake-postgrest'

const fake = fakePostgrest()
vi.mock('@/lib/postgrest', () => ({ getPostgrest: async () => fake.client }))

const ipAnswer = () => Response.json({ country_name: 'Canada', city: 'Toronto', ip: '203.0.113.5' })

async function freshSession() {
  vi.resetModules()
  return import('@/features/tracking/session')
}

describe('session tracking', () => {
  beforeEach(() => {
    fake.calls.inserts.length = 0
    fake.answers.insert = () => ({ error: null })
    sessionStorage.clear()
    localStorage.clear()
    vi.restoreAllMocks()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('inserts one session per tab with the IP lookup’s location', async () => {
    const session = await freshSession()
    const fetchImpl = vi.fn(async () => ipAnswer())
    expect(await session.startSession(fetchImpl)).toBe('recorded')
    expect(await session.startSession(fetchImpl)).toBe('recorded')
    expect(fake.calls.inserts).toHaveLength(1)
    expect(fake.calls.inserts[0]).toMatchObject({
      table: 'visitor_sessions',
      row: {
        country: 'Canada',
        city: 'Toronto',
        ip_address: '203.0.113.5',
        entry_page: window.location.pathname,
      },
    })
    // A reload of the tab (a fresh module) does not insert again.
    const reloaded = await freshSession()
    expect(await reloaded.startSession(fetchImpl)).toBe('already_tracked')
    expect(fake.calls.inserts).toHaveLength(1)
  })

  test('continues without location when the IP lookup fails', async () => {
    const session = await freshSession()
    expect(
      await session.startSession(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toBe('recorded')
    expect(fake.calls.inserts[0]!.row).toMatchObject({
      country: null,
      city: null,
      ip_address: null,
    })
  })

  test('"permission denied" is silent; other errors are logged; neither marks the tab tracked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fake.answers.insert = () => ({
      error: { code: '42501', message: 'permission denied for table visitor_sessions' },
    })
    let session = await freshSession()
    expect(await session.startSession(async () => ipAnswer())).toBe('denied')
    expect(error).not.toHaveBeenCalled()
    expect(session.secondsOnSite()).toBeNull()

    fake.answers.insert = () => ({ error: { code: '08006', message: 'connection failure' } })
    session = await freshSession()
    expect(await session.startSession(async () => ipAnswer())).toBe('failed')
    expect(error).toHaveBeenCalledWith('Session tracking failed:', 'connection failure')
  })

  test('the session end goes out as a beacon from 5 s on, never below', async () => {
    const session = await freshSession()
    await session.startSession(async () => ipAnswer())
    const started = Number(sessionStorage.getItem(session.SESSION_STARTED_KEY))
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })

    expect(session.sendSessionEnd(started + 4_999)).toBe(false)
    expect(beacon).not.toHaveBeenCalled()

    expect(session.sendSessionEnd(started + 6_200)).toBe(true)
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams]
    expect(url).toBe(
      `${import.meta.env.VITE_SUPABASE_URL}/rest/v1/rpc/end_visitor_session?apikey=test-anon-key`,
    )
    expect(Object.fromEntries(body)).toEqual({
      p_session_id: sessionStorage.getItem('session_id'),
      p_user_id: localStorage.getItem('user_id'),
      p_time_on_site_sec: '6',
    })
    // pagehide right after visibilitychange: one request.
    expect(session.sendSessionEnd(started + 6_300)).toBe(false)
  })

  test('falls back to fetch with keepalive when the beacon is refused', async () => {
    const session = await freshSession()
    await session.startSession(async () => ipAnswer())
    const started = Number(sessionStorage.getItem(session.SESSION_STARTED_KEY))
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true })
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }))
    expect(session.sendSessionEnd(started + 10_000)).toBe(true)
    expect(fetchSpy).toHaveBeenCalledWith(
      expect.stringContaining('/rest/v1/rpc/end_visitor_session?apikey='),
      expect.objectContaining({ method: 'POST', keepalive: true }),
    )
  })

  test('hiding the page sends the end; nothing is sent without a recorded session', async () => {
    const session = await freshSession()
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    const stop = session.listenForSessionEnd()
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).not.toHaveBeenCalled()

    sessionStorage.setItem(session.SESSION_STARTED_KEY, String(Date.now() - 7_000))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(beacon).toHaveBeenCalledTimes(1)
    stop()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
})

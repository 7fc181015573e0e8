// @vitest-environment jsdom
/**
 * The tab's session (features/tracking/session.ts) against the local stack: one
 * visitor_sessions row per tab with the IP lookup's location, the session end recorded
 * from 5 s on through the beacon or keepalive fetch, and refusals told apart (a denied
 * insert is silent, any other failure logged), none of them marking the tab tracked.
 */
import { describe, expect, test, vi } from 'vitest'
import { sql } from '../support/clients.ts'
import { LOOKUP_ANSWER, visitorBrowser } from './visitor-browser.ts'

const browser = visitorBrowser()

/** The tracking modules as a freshly loaded tab has them (module state included). */
async function freshTab() {
  vi.resetModules()
  return import('@/features/tracking/session')
}

type SessionRow = {
  country: string | null
  city: string | null
  ip_address: string | null
  entry_page: string | null
  time_on_site_sec: number | null
  session_end: Date | null
}

async function sessionRows(): Promise<SessionRow[]> {
  return sql<SessionRow>(
    'select country, city, ip_address, entry_page, time_on_site_sec, session_end from visitor_sessions where user_id = $1',
    [browser.visitorId()],
  )
}

/** A recorded session whose row says it began 30 s ago (the server bounds the time on site by it). */
async function sessionStartedEarlier() {
  const session = await freshTab()
  expect(await session.startSession()).toBe('recorded')
  await sql(
    `update visitor_sessions set created_at = now() - interval '30 seconds' where user_id = $1`,
    [browser.visitorId()],
  )
  return { session, started: Number(sessionStorage.getItem(session.SESSION_STARTED_KEY)) }
}

/** The time on site the database holds once the request sent on the way out has arrived. */
async function recordedSeconds(): Promise<number | null> {
  let seconds: number | null = null
  await vi.waitFor(
    async () => {
      seconds = (await sessionRows())[0]?.time_on_site_sec ?? null
      expect(seconds).not.toBeNull()
    },
    { timeout: 5_000, interval: 100 },
  )
  return seconds
}

/** navigator.sendBeacon as a browser implements it: the POST goes out, the page does not wait. */
function beaconSending(accepted = true) {
  return vi.fn((url: string, body: URLSearchParams) => {
    if (accepted) void fetch(url, { method: 'POST', body, keepalive: true })
    return accepted
  })
}

describe('session tracking', () => {
  test('one row per tab, with the IP lookup’s location; a reload of the tab adds none', async () => {
    const session = await freshTab()
    expect(await session.startSession()).toBe('recorded')
    expect(await session.startSession()).toBe('recorded')
    const reloaded = await freshTab()
    expect(await reloaded.startSession()).toBe('already_tracked')
    expect(await sessionRows()).toEqual([
      expect.objectContaining({
        country: LOOKUP_ANSWER.country_name,
        city: LOOKUP_ANSWER.city,
        // The address the gateway saw, whatever the lookup said.
        ip_address: browser.address,
        entry_page: window.location.pathname,
      }),
    ])
  })

  test('continues without a location when the IP lookup fails', async () => {
    const session = await freshTab()
    const lookupDown = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await session.startSession(lookupDown)).toBe('recorded')
    expect(await sessionRows()).toEqual([
      expect.objectContaining({ country: null, city: null, ip_address: browser.address }),
    ])
  })

  test('an insert the database denies is silent and leaves the tab untracked', async () => {
    // A project whose policies refuse visitors' sessions: the insert gets 42501.
    await sql(
      `create policy "Test: refuse sessions" on public.visitor_sessions as restrictive for insert to anon with check (false)`,
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const session = await freshTab()
      expect(await session.startSession()).toBe('denied')
      expect(error).not.toHaveBeenCalled()
      expect(session.secondsOnSite()).toBeNull()
      expect(await sessionRows()).toEqual([])
    } finally {
      error.mockRestore()
      await sql(`drop policy "Test: refuse sessions" on public.visitor_sessions`)
    }
  })

  test('any other failure is logged and leaves the tab untracked (the per-IP write limit)', async () => {
    await sql(
      `insert into request_guard.anon_write_counts (ip, window_start, writes) values ($1, date_trunc('minute', now()), 100)`,
      [browser.address],
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const session = await freshTab()
    expect(await session.startSession()).toBe('failed')
    expect(error).toHaveBeenCalledWith(
      'Session tracking failed:',
      'Too many requests from this address: at most 100 writes in 5 minutes.',
    )
    expect(session.secondsOnSite()).toBeNull()
    error.mockRestore()
  })

  test('the session end is sent from 5 s on, once, and recorded', async () => {
    const { session, started } = await sessionStartedEarlier()
    const beacon = beaconSending()
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })

    expect(session.sendSessionEnd(started + 4_999)).toBe(false)
    expect(beacon).not.toHaveBeenCalled()
    expect(session.sendSessionEnd(started + 6_200)).toBe(true)
    // pagehide right after visibilitychange: one request.
    expect(session.sendSessionEnd(started + 6_300)).toBe(false)
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(await recordedSeconds()).toBe(6)
    expect((await sessionRows())[0]?.session_end).toBeInstanceOf(Date)
  })

  test('a refused beacon falls back to a keepalive fetch that is recorded', async () => {
    const { session, started } = await sessionStartedEarlier()
    Object.defineProperty(navigator, 'sendBeacon', {
      value: beaconSending(false),
      configurable: true,
    })
    expect(session.sendSessionEnd(started + 10_000)).toBe(true)
    expect(await recordedSeconds()).toBe(10)
  })

  test('hiding the page sends the end; nothing is sent for a tab without a session', async () => {
    const beacon = beaconSending()
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    const untracked = await freshTab()
    const stopUntracked = untracked.listenForSessionEnd()
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).not.toHaveBeenCalled()
    stopUntracked()

    const { session } = await sessionStartedEarlier()
    // The tab's visit began 7 s ago.
    sessionStorage.setItem(session.SESSION_STARTED_KEY, String(Date.now() - 7_000))
    const stop = session.listenForSessionEnd()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    stop()
    // At least once: the files share one jsdom (singleFork), and a SessionTracker rendered
    // by another file keeps listening on the same document.
    expect(beacon).toHaveBeenCalled()
    expect(await recordedSeconds()).toBe(7)
  })
})

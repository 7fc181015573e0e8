/**
 * The detection chain with its third parties replaced: the browser's geolocation, the
 * reverse geocoding service (a stub fetch) and the time zone.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { detectCountryRoute, type DetectionDeps } from '@/features/geo'

const GEOCODE_URL = 'https://geocode.test/reverse'

type PositionAnswer =
  { kind: 'position'; latitude: number; longitude: number } | { kind: 'denied' } | { kind: 'never' }

function fakeGeolocation(answer: PositionAnswer): DetectionDeps['geolocation'] {
  return {
    getCurrentPosition: (success, failure) => {
      if (answer.kind === 'position') {
        success({
          coords: { latitude: answer.latitude, longitude: answer.longitude },
        } as GeolocationPosition)
      } else if (answer.kind === 'denied') {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
      }
    },
  }
}

function deps(overrides: Partial<DetectionDeps> = {}): DetectionDeps {
  return {
    geolocation: fakeGeolocation({ kind: 'position', latitude: 51.5, longitude: -0.12 }),
    fetch: vi.fn(async () => Response.json({ countryCode: 'GB' })),
    reverseGeocodeUrl: GEOCODE_URL,
    getTimeZone: () => 'UTC',
    ...overrides,
  }
}

describe('location detection', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('geolocation and reverse geocoding give the route of the country', async () => {
    const fetch = vi.fn(async () => Response.json({ countryCode: 'GB' }))
    await expect(detectCountryRoute(deps({ fetch }))).resolves.toEqual({
      route: '/uk',
      source: 'geolocation',
    })
    const [url] = fetch.mock.calls[0] as unknown as [string]
    const asked = new URL(url)
    expect(asked.origin + asked.pathname).toBe(GEOCODE_URL)
    expect(asked.searchParams.get('latitude')).toBe('51.5')
    expect(asked.searchParams.get('longitude')).toBe('-0.12')
  })

  test('a US position goes to the Canadian ranking', async () => {
    const fetch = vi.fn(async () => Response.json({ countryCode: 'US' }))
    await expect(detectCountryRoute(deps({ fetch }))).resolves.toMatchObject({ route: '/ca' })
  })

  test('denied geolocation falls back to the time zone without calling the geocoder', async () => {
    const fetch = vi.fn()
    const result = await detectCountryRoute(
      deps({
        geolocation: fakeGeolocation({ kind: 'denied' }),
        fetch,
        getTimeZone: () => 'Europe/Berlin',
      }),
    )
    expect(result).toEqual({ route: '/de', source: 'timezone' })
    expect(fetch).not.toHaveBeenCalled()
  })

  test('a browser without geolocation uses the time zone', async () => {
    const result = await detectCountryRoute(
      deps({ geolocation: undefined, getTimeZone: () => 'Australia/Melbourne' }),
    )
    expect(result).toEqual({ route: '/au', source: 'timezone' })
  })

  test('geolocation that never answers gives up after 3 s', async () => {
    const pending = detectCountryRoute(
      deps({ geolocation: fakeGeolocation({ kind: 'never' }), getTimeZone: () => 'Europe/London' }),
    )
    let settled = false
    void pending.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ route: '/uk', source: 'timezone' })
  })

  test('a failing geocoder (HTTP error) falls back to the time zone', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    const result = await detectCountryRoute(deps({ fetch, getTimeZone: () => 'Europe/Zagreb' }))
    expect(result).toEqual({ route: '/hr', source: 'timezone' })
  })

  test('a geocoder that throws or answers without a country code falls back', async () => {
    const throwing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(
      detectCountryRoute(deps({ fetch: throwing, getTimeZone: () => 'Europe/Budapest' })),
    ).resolves.toEqual({ route: '/hu', source: 'timezone' })
    const empty = vi.fn(async () => Response.json({ city: 'Nowhere' }))
    await expect(
      detectCountryRoute(deps({ fetch: empty, getTimeZone: () => 'Europe/Stockholm' })),
    ).resolves.toEqual({ route: '/se', source: 'timezone' })
  })

  test('a geocoder slower than 2 s is aborted and the time zone decides', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const pending = detectCountryRoute(
      deps({ fetch, getTimeZone: () => 'Europe/Bucharest', reverseGeocodeTimeoutMs: 2000 }),
    )
    await vi.advanceTimersByTimeAsync(2000)
    await expect(pending).resolves.toEqual({ route: '/ro', source: 'timezone' })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.signal?.aborted).toBe(true)
  })

  test('an unmatched country and time zone give null: the picker', async () => {
    const fetch = vi.fn(async () => Response.json({ countryCode: 'FR' }))
    await expect(
      detectCountryRoute(deps({ fetch, getTimeZone: () => 'Europe/Paris' })),
    ).resolves.toBeNull()
  })
})

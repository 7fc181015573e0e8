import { describe, expect, test, vi } from 'vitest'
import { IP_LOOKUP_TIMEOUT_MS, lookupLocation } from '@/features/tracking/ip-lookup'

const URL = 'https://ipapi.example/json/'

describe('IP lookup', () => {
  test('reads country_name, city and ip, and the country and region codes', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({
        country_name: 'Canada',
        country_code: 'CA',
        city: 'Toronto',
        ip: '203.0.113.5',
        region: 'Ontario',
        region_code: 'on',
      }),
    )
    expect(await lookupLocation(URL, fetchImpl)).toEqual({
      country: 'Canada',
      city: 'Toronto',
      ip: '203.0.113.5',
      countryCode: 'CA',
      regionCode: 'ON',
    })
    expect(fetchImpl).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    )
  })

  test('a non-ok answer, a network error or a non-JSON body gives null', async () => {
    expect(
      await lookupLocation(URL, async () => new Response('rate limited', { status: 429 })),
    ).toBeNull()
    expect(
      await lookupLocation(URL, async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toBeNull()
    expect(await lookupLocation(URL, async () => new Response('<html>'))).toBeNull()
    expect(await lookupLocation(URL, async () => Response.json({ error: true }))).toBeNull()
  })

  test('gives up after the timeout (2 s by default)', async () => {
    expect(IP_LOOKUP_TIMEOUT_MS).toBe(2000)
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const started = performance.now()
    expect(await lookupLocation(URL, hanging, 50)).toBeNull()
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

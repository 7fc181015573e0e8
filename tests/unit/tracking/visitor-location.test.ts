// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import {
  resetVisitorLocation,
  storedLocation,
  visitorLocation,
} from '@/features/tracking/visitor-location'

const ONTARIO = {
  country_name: 'Canada',
  country_code: 'CA',
  region_code: 'ON',
  city: 'Toronto',
  ip: '203.0.113.5',
}

describe("the tab's location: one IP lookup shared by tracking and the market rules", () => {
  beforeEach(() => {
    sessionStorage.clear()
    resetVisitorLocation()
  })

  test('callers of the page share one lookup, and the answer is kept for the tab', async () => {
    const fetchImpl = vi.fn(async () => Response.json(ONTARIO))
    const [first, second] = await Promise.all([
      visitorLocation(fetchImpl),
      visitorLocation(fetchImpl),
    ])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(first).toEqual(second)
    expect(first).toMatchObject({ countryCode: 'CA', regionCode: 'ON', city: 'Toronto' })
    expect(storedLocation()).toEqual(first)

    // The next page of the tab reads the kept answer: no second lookup.
    resetVisitorLocation()
    expect(await visitorLocation(fetchImpl)).toEqual(first)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  test('an answer kept before the codes were read is looked up again, once', async () => {
    sessionStorage.setItem(
      'tracking_location',
      JSON.stringify({ country: 'Canada', city: 'Toronto', ip: '203.0.113.5' }),
    )
    const fetchImpl = vi.fn(async () => Response.json(ONTARIO))
    expect(await visitorLocation(fetchImpl)).toMatchObject({ regionCode: 'ON' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  test('a failed lookup gives null and stores nothing', async () => {
    const fetchImpl = vi.fn(async () => new Response('rate limited', { status: 429 }))
    expect(await visitorLocation(fetchImpl)).toBeNull()
    expect(storedLocation()).toBeNull()
  })
})

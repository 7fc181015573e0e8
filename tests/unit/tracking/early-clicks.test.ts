/** The queue of Get Bonus clicks caught before hydration, as the page's loader fills it. */
import { afterEach, describe, expect, test } from 'vitest'
import { endEarlyClickCapture, takeEarlyClick } from '@/features/tracking/early-clicks'

const tab = {} as Window

afterEach(() => {
  delete window.__earlyBrandClicks
})

describe('early Get Bonus clicks', () => {
  test("a brand's waiting click is taken once, and marked so the loader leaves its tab alone", () => {
    window.__earlyBrandClicks = {
      appStarted: false,
      clicks: [
        { brandId: 'a', tab, taken: false },
        { brandId: 'b', tab: null, taken: false },
      ],
    }
    expect(takeEarlyClick('b')).toEqual({ brandId: 'b', tab: null, taken: true })
    expect(takeEarlyClick('b')).toBeNull()
    expect(takeEarlyClick('a')?.tab).toBe(tab)
    expect(window.__earlyBrandClicks.clicks.every((click) => click.taken)).toBe(true)
  })

  test('a click the loader already sent to the plain link is not taken', () => {
    window.__earlyBrandClicks = { appStarted: false, clicks: [{ brandId: 'a', tab, taken: true }] }
    expect(takeEarlyClick('a')).toBeNull()
  })

  test('without a loader (dev server, client navigation) there is nothing to take or end', () => {
    expect(takeEarlyClick('a')).toBeNull()
    expect(() => endEarlyClickCapture()).not.toThrow()
  })

  test('hydration ends the capture: later clicks are React’s', () => {
    window.__earlyBrandClicks = { appStarted: false, clicks: [] }
    endEarlyClickCapture()
    expect(window.__earlyBrandClicks.appStarted).toBe(true)
  })
})

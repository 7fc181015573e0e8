// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest'
import {
  currentCampaign,
  gameFromPath,
  getVisit,
  readAbVariant,
  screenResolution,
} from '@/features/tracking/browser'
import {
  deepestScrollDepth,
  markPageView,
  msSincePageView,
  noteScrollDepth,
} from '@/features/tracking/page-view'

describe('what the browser knows about the visit', () => {
  beforeEach(() => {
    sessionStorage.clear()
    window.history.replaceState(null, '', '/')
    delete document.documentElement.dataset.abVariant
  })

  test('the visit is the tab’s landing page, kept for the tab', () => {
    const visit = getVisit()
    expect(visit.url).toBe(window.location.href)
    expect(JSON.parse(sessionStorage.getItem('tracking_visit')!)).toEqual(visit)
    window.history.replaceState(null, '', '/ca?utm_source=later')
    expect(getVisit()).toEqual(visit)
  })

  test('a click uses the current page’s campaign when it has one, else the visit’s', () => {
    const visit = { ...getVisit(), campaign: { ...getVisit().campaign, utm_source: 'landing' } }
    window.history.replaceState(null, '', '/ca')
    expect(currentCampaign(visit).utm_source).toBe('landing')
    window.history.replaceState(null, '', '/ca?utm_source=retarget&gclid=g2')
    expect(currentCampaign(visit)).toMatchObject({ utm_source: 'retarget', gclid: 'g2' })
  })

  test('the A/B variant comes from the landing URL or the page', () => {
    expect(readAbVariant('?ab=b')).toBe('b')
    expect(readAbVariant('?variant=green')).toBe('green')
    expect(readAbVariant('')).toBeNull()
    document.documentElement.dataset.abVariant = 'a'
    expect(readAbVariant('')).toBe('a')
  })

  test.each([
    ['/ca/slots', 'slots'],
    ['/poker', 'poker'],
    ['/uk/blackjack', 'blackjack'],
    ['/ca', null],
    ['/reviews/slots-palace', null],
  ])('the game of %s is %s', (path, game) => {
    expect(gameFromPath(path)).toBe(game)
  })

  test('the screen resolution is WIDTHxHEIGHT, null when the browser gives none', () => {
    expect(screenResolution()).toBeNull() // jsdom's screen is 0 x 0
    Object.defineProperty(window.screen, 'width', { value: 1920, configurable: true })
    Object.defineProperty(window.screen, 'height', { value: 1080, configurable: true })
    expect(screenResolution()).toBe('1920x1080')
  })
})

describe('the page view', () => {
  test('click speed counts from the last page view', () => {
    markPageView(1_000)
    expect(msSincePageView(1_640)).toBe(640)
    expect(msSincePageView(500)).toBe(0)
  })

  test('the deepest scroll since the page view is kept, within 0-100', () => {
    markPageView()
    noteScrollDepth(40)
    noteScrollDepth(25)
    expect(deepestScrollDepth()).toBe(40)
    noteScrollDepth(180)
    expect(deepestScrollDepth()).toBe(100)
    markPageView()
    expect(deepestScrollDepth()).toBe(0)
  })
})

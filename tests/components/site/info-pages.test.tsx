/**
 * The information and guide pages, rendered from the seed's rows: their texts and the
 * last-updated date (the row's updated_at, today for a freshly seeded stack).
 */
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestQueryClient, renderRoute as renderWithoutData } from '../render'
import { withSeedPages } from './seed-pages'

const renderRoute = (path: string) =>
  renderWithoutData(path, withSeedPages(createTestQueryClient(), new Date()))

describe('static pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2027, 2, 9, 15, 0))
  })
  afterEach(() => vi.useRealTimers())

  test.each(['/privacy', '/terms'])('%s is last updated today', async (path) => {
    renderRoute(path)
    expect(await screen.findByText('March 9, 2027')).toBeInTheDocument()
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument()
  })

  test('about states the founding year and the contact response time', async () => {
    renderRoute('/about')
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(await screen.findByText(/was founded in 2025/)).toBeInTheDocument()
    expect(screen.getByText('24-48 hours')).toBeInTheDocument()
    expect(document.title).toBe('About Us | CasinoCompass')
  })

  test('terms state the minimum age of 18', async () => {
    renderRoute('/terms')
    expect(await screen.findByText('18 years old')).toBeInTheDocument()
  })

  test('the disclosure explains the affiliate links', async () => {
    renderRoute('/disclosure')
    expect(await screen.findByText(/contains affiliate links/)).toBeInTheDocument()
  })

  test('privacy lists what tracking stores and names no third-party trackers', async () => {
    renderRoute('/privacy')
    for (const item of [
      'Visitor id:',
      'Session id:',
      'Device, browser and operating system:',
      'Where you came from:',
      'IP-derived country and city:',
      'Clicks on casino links:',
    ]) {
      expect(await screen.findByText(item)).toBeInTheDocument()
    }
    expect(screen.getByText(/no third-party advertising or analytics trackers/)).toBeInTheDocument()
  })

  test.each([
    ['/slots', 'Online Slots Guide', 'Megaways slots', '/uk/slots'],
    ['/poker', 'Online Poker Guide', "Texas Hold'em", '/uk/poker'],
    ['/blackjack', 'Online Blackjack Guide', 'Spanish 21', '/uk/blackjack'],
  ])('%s has variants, tips and links to each country', async (path, title, variant, ukHref) => {
    renderRoute(path)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(await screen.findByText(variant)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /^Tips for playing/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /in United Kingdom$/ })).toHaveAttribute('href', ukHref)
  })
})

describe('header and footer', () => {
  test('header links keep the country of the URL', () => {
    renderRoute('/hr/slots')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ])
    expect(hrefs).toEqual([
      ['Compare', '/hr'],
      ['Slots', '/hr/slots'],
      ['Poker', '/hr/poker'],
      ['Blackjack', '/hr/blackjack'],
      ['About Us', '/about'],
      ['Disclosure', '/disclosure'],
    ])
  })

  test('without a country, Compare goes to /ca and the categories to their guides', () => {
    renderRoute('/terms')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/ca', '/slots', '/poker', '/blackjack', '/about', '/disclosure'])
  })

  test('the footer links the seven pages and shows 18+, the worldwide helpline and the copyright', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2027, 0, 15))
    renderRoute('/about')
    const footer = screen.getByRole('contentinfo')
    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    for (const href of [
      '/about',
      '/disclosure',
      '/privacy',
      '/terms',
      '/slots',
      '/poker',
      '/blackjack',
    ]) {
      expect(hrefs).toContain(href)
    }
    expect(footer).toHaveTextContent('18+ only. Gamble responsibly.')
    // Not a country's page: the worldwide helpline of the settings (here their defaults).
    expect(footer).toHaveTextContent('Gambling Therapy')
    expect(footer).not.toHaveTextContent('ConnexOntario')
    expect(footer).toHaveTextContent('© 2027 CasinoCompass. All rights reserved.')
    vi.useRealTimers()
  })
})

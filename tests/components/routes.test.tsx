import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { categoriesQueryOptions } from '@/features/ranking/api/get-categories'
import { countryQueryOptions } from '@/features/ranking/api/get-country'
import { createTestQueryClient, renderRoute } from './render'
import { withSeedPages } from './site/seed-pages'

describe('public pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-05-14T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a country ranking is titled with the country and the current month', () => {
    renderRoute('/ca')

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '10 Best Online Casinos in Canada – May 2025',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Compare the best online casinos in Canada for May 2025. Updated bonuses, trusted reviews, and expert picks.',
      ),
    ).toBeInTheDocument()
    expect(document.title).toBe('Top 10 Best Online Casinos in Canada – May 2025 | CasinoCompass')
  })

  test('a two-letter country without a row is ranked as Global', () => {
    const client = createTestQueryClient()
    client.setQueryData(countryQueryOptions('fr').queryKey, null)
    client.setQueryData(categoriesQueryOptions().queryKey, [
      { slug: 'poker', name: 'Poker', description: null, icon: 'spade' },
    ])
    renderRoute('/fr/poker', client)

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '10 Best Online Casinos in Global – May 2025',
      }),
    ).toBeInTheDocument()
  })

  test('the compare page names its category and country', () => {
    renderRoute('/uk/compare')

    expect(screen.getByText('Showing casino brands for UK')).toBeInTheDocument()
  })

  test('the landing page has no header; other pages do', () => {
    renderRoute('/')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Find the Best Online Casinos in Your Country',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Staff login' })).toHaveAttribute(
      'href',
      '/admin/login',
    )
  })

  test('header links stay in the country of the page', () => {
    renderRoute('/uk/slots')

    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/uk')
    expect(within(nav).getByRole('link', { name: 'Poker' })).toHaveAttribute('href', '/uk/poker')
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    expect(within(nav).getByRole('link', { name: 'Disclosure' })).toHaveAttribute(
      'href',
      '/disclosure',
    )
  })

  test('the footer links the information and guide pages and shows the 18+ notice', () => {
    renderRoute('/about', withSeedPages(createTestQueryClient()))

    const footer = screen.getByRole('contentinfo')
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Affiliate Disclosure', '/disclosure'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
      ['Online Slots Guide', '/slots'],
      ['Online Poker Guide', '/poker'],
      ['Online Blackjack Guide', '/blackjack'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(within(footer).getByText('18+ only. Gamble responsibly.')).toBeInTheDocument()
    // /about belongs to no country: the worldwide helpline of the settings' defaults.
    expect(within(footer).getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute(
      'href',
      'https://www.gamblingtherapy.org',
    )
    expect(within(footer).getByText(/© 2025 CasinoCompass\. All rights reserved\./)).toBeVisible()
  })
})

describe('mobile menu', () => {
  test('the toggle opens and closes the menu, and following a link closes it', async () => {
    const user = userEvent.setup()
    renderRoute('/about', withSeedPages(createTestQueryClient()))

    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument()

    await user.click(toggle)
    const menu = screen.getByRole('navigation', { name: 'Main (mobile)' })
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    await user.click(within(menu).getByRole('link', { name: 'Poker' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Online Poker Guide' })).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument()
  })
})

describe('admin routes', () => {
  test("/admin goes to the dashboard, showing 'Loading...' while its code arrives", async () => {
    renderRoute('/admin')

    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    // Signed out: the dashboard's guard sends the visitor to the login page, remembering it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  test('an unknown /admin URL belongs to the admin area: signed out, it asks to sign in', async () => {
    renderRoute('/admin/unknown')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })
})

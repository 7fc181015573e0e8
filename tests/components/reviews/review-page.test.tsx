import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { reviewQueryOptions } from '@/features/reviews/api/get-review'
import { ReviewPage } from '@/features/reviews/pages/review-page'
import { createClient, makeBrand, renderWith } from '../ranking/fixtures'

describe('review page', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
  })
  afterEach(() => vi.restoreAllMocks())

  test('shows Brand Not Found for a missing or inactive brand', () => {
    const client = createClient()
    client.setQueryData(reviewQueryOptions('nowhere-casino').queryKey, null)
    renderWith(<ReviewPage brandSlug="nowhere-casino" />, client)
    expect(screen.getByRole('heading', { name: 'Brand Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText("The review page you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
  })

  test('shows a skeleton while loading', () => {
    renderWith(<ReviewPage brandSlug="maple-crown-casino" />)
    expect(screen.getByRole('status', { name: 'Loading review' })).toBeInTheDocument()
  })

  test('renders the review from the brand row', () => {
    const client = createClient()
    const brand = {
      ...makeBrand({
        editor_score: 96,
        user_rating_votes: 321,
        is_editors_choice: true,
        is_trending: true,
        label_tag: 'Fast Payouts',
        cta_button_text: 'Claim Bonus',
      }),
      country: { name: 'Canada', slug: 'ca' },
      licences: [],
    }
    client.setQueryData(reviewQueryOptions('maple-crown-casino').queryKey, brand)
    renderWith(<ReviewPage brandSlug="maple-crown-casino" />, client)

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(crumbs).toHaveTextContent('Home')
    expect(crumbs).toHaveTextContent('Reviews')
    expect(crumbs).toHaveTextContent('Maple Crown Casino')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maple Crown Casino Review')
    for (const badge of ["Editor's Choice", 'Trending', 'Fast Payouts']) {
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0)
    }
    expect(screen.getByRole('img', { name: 'Editor score 4.8 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('(321 reviews)')).toBeInTheDocument()
    expect(screen.getByText('Slots, Live Casino')).toBeInTheDocument()
    expect(screen.getByText('Trust Level').nextSibling).toHaveTextContent('High')
    const cta = screen.getAllByRole('link', { name: /Claim Bonus/ })[0]!
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta).toHaveAttribute('rel', 'sponsored noopener')
    // Outside a ranked list: no position.
    expect(cta.getAttribute('href')).toMatch(/^\/go\/maple-crown-casino\?uid=/)
    for (const title of [
      'Pros',
      'Cons',
      'Overview',
      'Bonuses & Promotions',
      'Payments & Withdrawals',
      'Games & Providers',
      'Mobile Experience',
      'Security & Trust',
      'Customer Support',
      'Final Verdict',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument()
    }
    const security = screen.getByRole('heading', { name: 'Security & Trust' }).closest('section')!
    expect(within(security).getByText('SSL Encrypted')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Play Now at Maple Crown Casino/ })).toBeInTheDocument()

    const canonical = document.head.querySelector('link[rel="canonical"]')
    expect(canonical).toHaveAttribute('href', 'http://localhost:5173/reviews/maple-crown-casino')
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    )
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    )
    expect(jsonLd).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Organization' },
      datePublished: '2026-01-02T10:00:00Z',
      dateModified: '2026-11-01T10:00:00Z',
      reviewRating: { ratingValue: 4.8, bestRating: 5 },
    })
  })

  test('shows the licence valid today, by regulator and number, in Security & Trust and the facts', () => {
    const client = createClient()
    const brand = {
      ...makeBrand({ license: 'Free text licence' }),
      country: { name: 'United Kingdom', slug: 'uk' },
      licences: [
        {
          regulator_id: 'ukgc',
          licence_number: 'OLD-1',
          valid_from: '2020-01-01',
          valid_to: '2021-01-01',
          register_url: null,
          regulator: { name: 'UK Gambling Commission', register_url: null },
        },
        {
          regulator_id: 'ukgc',
          licence_number: '000-012345-R-319000-001',
          valid_from: '2024-01-01',
          valid_to: null,
          register_url: 'https://www.gamblingcommission.gov.uk/public-register/business/12345',
          regulator: { name: 'UK Gambling Commission', register_url: null },
        },
      ],
    }
    client.setQueryData(reviewQueryOptions('maple-crown-casino').queryKey, brand)
    renderWith(<ReviewPage brandSlug="maple-crown-casino" />, client)

    const security = screen.getByRole('heading', { name: 'Security & Trust' }).closest('section')!
    expect(security).toHaveTextContent(
      'Licensed by UK Gambling Commission (licence 000-012345-R-319000-001).',
    )
    expect(within(security).getByRole('link', { name: 'UK Gambling Commission' })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/public-register/business/12345',
    )
    const facts = screen.getByRole('complementary', { name: 'Quick facts' })
    expect(facts).toHaveTextContent('UK Gambling Commission, licence 000-012345-R-319000-001')
    expect(facts).not.toHaveTextContent('Free text licence')
  })
})

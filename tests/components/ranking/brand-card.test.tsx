import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BrandCard } from '@/features/ranking/components/brand-card'
import { makeBrand, renderWith } from './fixtures'

function renderCard(position: number, overrides = {}) {
  return renderWith(
    <BrandCard brand={makeBrand(overrides)} position={position} highlighted={false} />,
  )
}

describe('brand card', () => {
  test("position 1 carries EDITOR'S CHOICE", () => {
    renderCard(1, { label_tag: 'New' })
    expect(screen.getByText("EDITOR'S CHOICE")).toBeInTheDocument()
  })

  test('other positions show the label tag upper-cased, else TOP RATED or POPULAR', () => {
    const { unmount } = renderCard(2, { label_tag: 'Fast Payouts' })
    expect(screen.getByText('FAST PAYOUTS')).toBeInTheDocument()
    unmount()
    const second = renderCard(3, { editor_score: 96 })
    expect(screen.getByText('TOP RATED')).toBeInTheDocument()
    second.unmount()
    renderCard(4, { editor_score: 90, user_rating: 4.5 })
    expect(screen.getByText('POPULAR')).toBeInTheDocument()
  })

  test('shows name, bonus, hover bonus, score, votes, trust icons, microcopy and two metrics', () => {
    renderCard(2, { editor_score: 96, user_rating: 4.6, today_picked_count: 120 })
    expect(screen.getByRole('heading', { name: 'Maple Crown Casino' })).toBeInTheDocument()
    expect(screen.getByText('150% up to C$1,000')).toBeInTheDocument()
    expect(screen.getByText('Wagering 35x • 18+, T&Cs apply')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Editor score 96/100' })).toHaveTextContent('96')
    expect(screen.getByText('(1,234 votes)')).toBeInTheDocument()
    for (const text of [
      'Licensed',
      'Best Payouts',
      'Mobile Friendly',
      'Trusted by 50,000+ players',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(screen.getByText('RTP').nextSibling).toHaveTextContent('97.8%')
    expect(screen.getByText('Picked Today').nextSibling).toHaveTextContent('120')
  })

  test('empty fields show the card defaults', () => {
    renderCard(5, {
      bonus_text: null,
      hover_bonus_text: null,
      editor_score: 0,
      user_rating: null,
      user_rating_votes: 0,
      today_picked_count: 0,
    })
    expect(screen.getByText('Special Bonus Available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Editor score 90/100' })).toBeInTheDocument()
    expect(screen.getByText('(1,000 votes)')).toBeInTheDocument()
    expect(screen.getByText('4.0')).toBeInTheDocument()
    expect(screen.getByText('Picked Today').nextSibling).toHaveTextContent('100')
  })

  test('Read Review and Get Bonus links; Get Bonus goes through the /go redirect', () => {
    renderCard(3)
    expect(screen.getByRole('link', { name: 'Read Review' })).toHaveAttribute(
      'href',
      '/reviews/maple-crown-casino',
    )
    const bonus = screen.getByRole('link', { name: /Get Bonus/ })
    expect(bonus).toHaveAttribute('rel', 'sponsored noopener')
    expect(bonus).toHaveAttribute('target', '_blank')
    // The card's position, and the visitor's ids once mounted (the session link).
    expect(bonus.getAttribute('href')).toMatch(
      /^\/go\/maple-crown-casino\?pos=3&uid=[A-Za-z0-9_-]{8,64}&sid=[A-Za-z0-9_-]{8,64}$/,
    )
  })

  describe('score tooltip', () => {
    beforeEach(() => {
      // Radix measures the trigger; jsdom has no ResizeObserver.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      )
    })
    afterEach(() => vi.unstubAllGlobals())

    test('explains the score after the 700 ms delay', async () => {
      const user = userEvent.setup()
      renderCard(2)
      await user.hover(screen.getByRole('button', { name: /Editor score/ }))
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
      await waitFor(
        () =>
          expect(screen.getByRole('tooltip')).toHaveTextContent(
            'Score based on payout speed, support & player reviews',
          ),
        { timeout: 2000 },
      )
    })
  })

  test('hovering the card reports it to the list', async () => {
    const user = userEvent.setup()
    const onHoverChange = vi.fn()
    renderWith(
      <BrandCard
        brand={makeBrand()}
        position={2}
        highlighted={false}
        onHoverChange={onHoverChange}
      />,
    )
    await user.hover(screen.getByTestId('brand-card'))
    expect(onHoverChange).toHaveBeenLastCalledWith(true)
    await user.unhover(screen.getByTestId('brand-card'))
    expect(onHoverChange).toHaveBeenLastCalledWith(false)
  })
})

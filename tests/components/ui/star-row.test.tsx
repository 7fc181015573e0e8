import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { filledWidth, StarRow } from '@/components/ui/star-row'
import { StarRating } from '@/features/ranking/components/star-rating'

/** The filled layer of the (only) star row rendered. */
function filledLayer(container: HTMLElement): HTMLElement {
  const layer = container.querySelector<HTMLElement>('[data-slot="star-row"] .star-glyphs-filled')
  if (!layer) throw new Error('no filled star layer')
  return layer
}

describe('star row', () => {
  test('fills whole stars by 24px cells and a part star within its 20px glyph', () => {
    expect(filledWidth(0)).toBe(0)
    expect(filledWidth(3)).toBe(72)
    expect(filledWidth(4.5)).toBe(108)
    expect(filledWidth(0.25)).toBe(7)
    expect(filledWidth(4.2)).toBe(102)
    expect(filledWidth(5)).toBe(120)
    expect(filledWidth(7)).toBe(120)
    expect(filledWidth(-1)).toBe(0)
  })

  test('draws the outline and the filled layer, hidden from assistive technology', () => {
    const { container } = render(<StarRow value={4} />)
    const row = container.querySelector('[data-slot="star-row"]')
    expect(row).toHaveAttribute('aria-hidden', 'true')
    expect(row?.querySelectorAll('.star-glyphs')).toHaveLength(2)
    expect(filledLayer(container).style.width).toBe('96px')
  })

  test("a rating's stars show its value, then the hovered and the chosen one", () => {
    const { container } = render(<StarRating rating={4.2} votes={10} />)
    expect(filledLayer(container).style.width).toBe('102px')
    fireEvent.mouseEnter(screen.getByRole('button', { name: /^2 stars:/ }))
    expect(filledLayer(container).style.width).toBe('48px')
    fireEvent.click(screen.getByRole('button', { name: /^3 stars:/ }))
    expect(filledLayer(container).style.width).toBe('72px')
  })
})

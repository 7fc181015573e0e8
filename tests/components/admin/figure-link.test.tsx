/**
 * A tile's figure (components/reporting/figure-link.tsx): a link to the rows behind it; a
 * compact figure ('€1.2M') keeps its exact value for screen readers and shows it on hover.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import { TileFigureLink } from '@/features/admin/components/reporting/figure-link'
import { formatTileFigure } from '@/features/admin/components/reporting/format'

// Radix positions its tooltip with ResizeObserver, which jsdom lacks: a browser API, stood in for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderFigure(value: number) {
  render(
    <TooltipProvider delayDuration={0}>
      <MemoryRouter>
        <TileFigureLink
          to="/admin/click-log?converted=yes"
          srPrefix="Revenue, today: "
          help="Payouts of the period's clicks."
          figure={formatTileFigure(value, 'money', 'EUR')}
        />
      </MemoryRouter>
    </TooltipProvider>,
  )
  return screen.getByRole('link')
}

describe('tile figure link', () => {
  test('a seven-figure amount shows compact, is read exactly, and shows exactly on hover', async () => {
    const link = renderFigure(1234567.89)
    expect(link).toHaveAttribute('href', '/admin/click-log?converted=yes')
    expect(link).toHaveAccessibleName('Revenue, today: €1,234,567.89')
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('€1.2M')
    await userEvent.hover(link)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('€1,234,567.89')
  })

  test('a small amount is written exactly, with its meaning as the title', () => {
    const link = renderFigure(1234.5)
    expect(link).toHaveAccessibleName('Revenue, today: €1,234.50')
    expect(link).toHaveAttribute('title', "Payouts of the period's clicks.")
  })
})

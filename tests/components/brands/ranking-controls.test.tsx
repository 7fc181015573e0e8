import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { RankingControls } from '@/features/admin/brands/ranking-controls'

function renderControls(props: Partial<Parameters<typeof RankingControls>[0]> = {}) {
  const onMove = vi.fn()
  render(
    <RankingControls
      name="Spin Palace"
      position={2}
      enabled
      isFirst={false}
      isLast={false}
      busy={false}
      onMove={onMove}
      {...props}
    />,
  )
  return { onMove }
}

describe('ranking controls', () => {
  test("'Move up' and 'Move down' move the brand by one place", async () => {
    const { onMove } = renderControls()
    await userEvent.click(screen.getByRole('button', { name: 'Move up' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move down' }))
    expect(onMove.mock.calls).toEqual([[-1], [1]])
    expect(screen.getByRole('button', { name: 'Move up' })).toHaveAccessibleDescription(
      'Move Spin Palace up',
    )
  })

  test('the first row cannot move up', () => {
    renderControls({ isFirst: true })
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move down' })).toBeEnabled()
  })

  test('the last row cannot move down', () => {
    renderControls({ isLast: true })
    expect(screen.getByRole('button', { name: 'Move down' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move up' })).toBeEnabled()
  })

  test('while a reorder saves, the buttons keep focus but do nothing', async () => {
    const { onMove } = renderControls({ busy: true })
    const up = screen.getByRole('button', { name: 'Move up' })
    expect(up).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(up)
    expect(onMove).not.toHaveBeenCalled()
  })

  test('outside an orderable list only the position shows', () => {
    renderControls({ enabled: false })
    expect(screen.getByText('2')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('an inactive brand has no position: visitors do not see it', () => {
    renderControls({ position: null, enabled: false })
    expect(screen.getByText('Not ranked')).toBeInTheDocument()
    expect(screen.queryByText('2')).toBeNull()
  })

  test('a brand not listable in its market says why in place of a position', () => {
    renderControls({ position: null, enabled: false, notListed: 'No licence for United Kingdom' })
    expect(screen.getByText('Not ranked: No licence for United Kingdom')).toBeInTheDocument()
    expect(screen.getByTitle('No licence for United Kingdom')).toBeInTheDocument()
  })
})

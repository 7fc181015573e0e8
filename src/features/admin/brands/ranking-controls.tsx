/**
 * A row's place in the ranking: its position as visitors see it (none while inactive; why, when not listable in its market), and while the list can be reordered, the
 * drag handle and the 'Move up' / 'Move down' buttons for keyboard users.
 */
import { ArrowDown, ArrowUp, ShieldAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DragHandle } from './sortable-rows'

export function RankingControls({
  name,
  position,
  enabled,
  isFirst,
  isLast,
  busy,
  onMove,
  notListed = null,
}: {
  name: string
  /** Why the brand is not listable in its market (market-block.ts), shown in place of a position. */
  notListed?: string | null
  /** In the country's public ranking; null when not shown (inactive), undefined while read. */
  position: number | null | undefined
  /** One country's full list by position (ranking-order.ts). */
  enabled: boolean
  isFirst: boolean
  isLast: boolean
  /**
   * A reorder is being saved: one at a time, each from the stored order. The buttons stay
   * focusable (aria-disabled) so a keyboard user keeps their place.
   */
  busy: boolean
  onMove: (delta: -1 | 1) => void
}) {
  return (
    <div className="flex items-center gap-0.5">
      <DragHandle label={`Drag ${name}`} disabled={!enabled} />
      <span className="min-w-6 text-right tabular-nums">
        {position === null && notListed ? (
          <span title={notListed}>
            <ShieldAlert aria-hidden="true" className="inline size-4 text-destructive" />
            <span className="sr-only">Not ranked: {notListed}</span>
          </span>
        ) : position === null ? (
          <span title="Not in the public ranking while inactive">
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not ranked</span>
          </span>
        ) : (
          position
        )}
      </span>
      {enabled ? (
        <>
          <MoveButton name={name} direction="up" disabled={isFirst} busy={busy} onMove={onMove} />
          <MoveButton name={name} direction="down" disabled={isLast} busy={busy} onMove={onMove} />
        </>
      ) : null}
    </div>
  )
}

const MOVES = {
  up: { delta: -1, icon: ArrowUp },
  down: { delta: 1, icon: ArrowDown },
} as const

/** 'Move up' or 'Move down': while a reorder is saved it stays focusable but does nothing. */
function MoveButton({
  name,
  direction,
  disabled,
  busy,
  onMove,
}: {
  name: string
  direction: keyof typeof MOVES
  disabled: boolean
  busy: boolean
  onMove: (delta: -1 | 1) => void
}) {
  const { delta, icon: Icon } = MOVES[direction]
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Move ${direction}`}
      title={`Move ${name} ${direction}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onMove(delta)
      }}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}

/**
 * A row's place in the ranking: its position, and while the list can be reordered, the
 * drag handle and the 'Move up' / 'Move down' buttons for keyboard users.
 */
import { ArrowDown, ArrowUp } from 'lucide-react'
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
}: {
  name: string
  position: number
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
      <span className="min-w-6 text-right tabular-nums">{position}</span>
      {enabled ? (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Move up"
            title={`Move ${name} up`}
            disabled={isFirst}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onMove(-1)
            }}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Move down"
            title={`Move ${name} down`}
            disabled={isLast}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onMove(1)
            }}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </>
      ) : null}
    </div>
  )
}

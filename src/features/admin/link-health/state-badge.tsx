/**
 * A link's state as a badge (OK, Warning, Broken, Not checked), in words with an icon, so
 * colour is never alone; and 'Paused' for a brand the monitor keeps out of its market.
 */
import { CheckCircle2, CircleDashed, OctagonX, PauseCircle, TriangleAlert } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { NOT_CHECKED, STATE_LABELS, STATE_MEANINGS, type LinkState } from './link-state'

export function StateBadge({ state }: { state: LinkState | null }) {
  const key = state ?? NOT_CHECKED
  const title = STATE_MEANINGS[key]
  switch (state) {
    case 'ok':
      return (
        <Badge variant="success" title={title}>
          <CheckCircle2 aria-hidden="true" />
          {STATE_LABELS.ok}
        </Badge>
      )
    case 'warning':
      return (
        <Badge variant="outline" title={title} className="border-warning bg-warning/20">
          <TriangleAlert aria-hidden="true" />
          {STATE_LABELS.warning}
        </Badge>
      )
    case 'broken':
      return (
        <Badge variant="destructive" title={title}>
          <OctagonX aria-hidden="true" />
          {STATE_LABELS.broken}
        </Badge>
      )
    default:
      return (
        <Badge variant="secondary" title={title}>
          <CircleDashed aria-hidden="true" />
          {STATE_LABELS[NOT_CHECKED]}
        </Badge>
      )
  }
}

export function PausedBadge() {
  return (
    <Badge
      variant="outline"
      title="Kept out of its market's ranking; its link answers with the reason."
    >
      <PauseCircle aria-hidden="true" />
      Paused
    </Badge>
  )
}

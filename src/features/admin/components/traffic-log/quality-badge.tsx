/** A quality score with its band in words, coloured by band (text, so colour is never alone). */
import { Badge } from '@/components/ui/badge'
import { QUALITY_BANDS, qualityBand } from './quality'

const VARIANTS = {
  high: 'success',
  medium: 'secondary',
  low: 'outline',
  bot: 'destructive',
} as const

export function QualityBadge({ score }: { score: number }) {
  const band = qualityBand(score)
  return (
    <Badge variant={VARIANTS[band]} title={QUALITY_BANDS[band].label}>
      <span className="tabular-nums">{score}</span>
      <span className="font-normal">{band}</span>
    </Badge>
  )
}

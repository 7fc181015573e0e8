/**
 * The public brand card as visitors will see it, drawn by the public card component from
 * the form's current values, in a frame as wide as a phone, a tablet or a desktop (the
 * card's layouts follow viewport media queries). Clicks inside only preview: they never
 * record a click, cast a vote or open the casino.
 */
import { useState, type SyntheticEvent } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { BrandCard } from '@/features/ranking'
import { cn } from '@/lib/utils'
import type { BrandFormValues, BrandInput } from './brand-schema'
import type { BrandRow } from './api/get-brand'
import { PreviewFrame } from './preview-frame'
import { PREVIEW_LAYOUTS, previewBrand, type LayoutKey } from './preview-brand'
import { useRankingPositions, type RankingPositions } from './api/get-ranking-positions'

/**
 * Where visitors see the brand: its place in its country's ranking while it is active there,
 * else the place it would take (after the country's ranked brands); 1 until they are read.
 */
function visitorRank(
  positions: RankingPositions | undefined,
  row: BrandRow | null,
  countryId: string | undefined,
): number {
  if (!positions || !countryId) return 1
  const own =
    row?.is_active && row.country_id === countryId ? positions.positions.get(row.id) : undefined
  return own ?? (positions.sizes.get(countryId) ?? 0) + 1
}

/** Stops what a click, a key press or a middle click would do inside the preview. */
function previewOnly(event: SyntheticEvent) {
  event.preventDefault()
  event.stopPropagation()
}

export function BrandPreview({
  control,
  row,
  notListed = null,
}: {
  control: Control<BrandFormValues, unknown, BrandInput>
  row: BrandRow | null
  /** Why the stored brand is not listable in its market today (market-block.ts), if so. */
  notListed?: string | null
}) {
  const values = useWatch({ control }) as Partial<BrandFormValues>
  const [layout, setLayout] = useState<LayoutKey>('phone')
  const positions = useRankingPositions()
  // Follows the brand's place in the ranking until staff choose another rank to preview.
  const [chosenRank, setRank] = useState<number | null>(null)
  const rank = chosenRank ?? visitorRank(positions.data, row, values.country_id)
  const width = PREVIEW_LAYOUTS.find((candidate) => candidate.key === layout)?.width ?? 375

  return (
    <section
      aria-labelledby="brand-preview-heading"
      className="space-y-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="brand-preview-heading" className="text-sm font-semibold">
          Preview
        </h3>
        <div
          role="group"
          aria-label="Preview layout"
          className="inline-flex rounded-md border p-0.5"
        >
          {PREVIEW_LAYOUTS.map(({ key, label, icon: Icon }) => (
            <button
              key={key}
              type="button"
              aria-pressed={layout === key}
              onClick={() => setLayout(key)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                layout === key
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <Label htmlFor="brand-preview-rank" className="whitespace-nowrap text-xs font-normal">
          Shown at rank
        </Label>
        <input
          id="brand-preview-rank"
          type="number"
          min={1}
          max={50}
          value={rank}
          onChange={(event) => setRank(Math.max(1, Math.trunc(Number(event.target.value)) || 1))}
          className="h-8 w-16 rounded-md border border-input bg-background px-2 text-sm text-foreground"
        />
        <span className="basis-full">
          {notListed
            ? `Not in the public ranking now (${notListed}): shown where it would come once listable.`
            : 'Its place in the public ranking now;'}{' '}
          rank 1 always carries the &quot;Editor&apos;s choice&quot; badge.
        </span>
      </div>
      <PreviewFrame width={width} title={`Brand card preview, ${layout} layout`}>
        <div
          data-testid="brand-preview"
          className="p-4 pt-6"
          onClickCapture={previewOnly}
          onAuxClickCapture={previewOnly}
          onSubmitCapture={previewOnly}
        >
          <BrandCard brand={previewBrand(values, row)} position={rank} highlighted={false} />
        </div>
      </PreviewFrame>
      <p className="text-xs text-muted-foreground">
        A preview only: its buttons and links do nothing here. The trust icons and metrics follow
        the card's rules.
      </p>
    </section>
  )
}

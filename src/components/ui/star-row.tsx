/**
 * Five stars filled up to `value` (fractions fill part of a star), drawn by two masked
 * boxes (`.star-glyphs`, scripts/tailwind-star-glyphs.ts): the outlines, and the filled
 * share over them. Each star sits in a 24px cell, so a row of 24px buttons can lie over it
 * (StarRating).
 */
import { clsx } from 'clsx'

const CELL_PX = 24
/** The star inside its cell: 20px wide, 2px from each side. */
const INSET_PX = 2
const STAR_PX = 20
const STARS = 5

/** The filled layer's width: whole cells, then the filled part of the next star. */
export function filledWidth(value: number): number {
  const clamped = Math.max(0, Math.min(STARS, value))
  const whole = Math.floor(clamped)
  const part = clamped - whole
  const width = whole * CELL_PX + (part > 0 ? INSET_PX + part * STAR_PX : 0)
  return Math.round(width * 10) / 10
}

export function StarRow({ value, className }: { value: number; className?: string }) {
  return (
    // The layers share one grid cell, so the row needs no positioning of its own and a
    // caller may place it (StarRating lays it under its buttons).
    <span
      aria-hidden="true"
      data-slot="star-row"
      className={clsx('grid h-6 w-[120px] shrink-0', className)}
    >
      <span className="star-glyphs bg-gold/40 [grid-area:1/1]" />
      <span
        className="star-glyphs star-glyphs-filled bg-gold [grid-area:1/1]"
        style={{ width: filledWidth(value) }}
      />
    </span>
  )
}

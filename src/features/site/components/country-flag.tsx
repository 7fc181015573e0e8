/**
 * A country's flag as the public site draws it, also used by the admin (countries list,
 * brand form). Known markets use a bundled SVG (Windows and many Linux browsers show flag
 * emoji as two letters, or as empty boxes without an emoji font); other countries show
 * flag_icon, an image URL or an emoji; without one, the name's first two letters.
 * Decorative: the country's name is always written beside it.
 */
import { isKnownCountry } from '@/config/countries'
import { clsx } from 'clsx'
import { isImageFlag } from '../lib/flags'

const SIZES = {
  /** The landing page's cards. */
  md: { width: 40, height: 30, box: 'h-[30px] w-10', emoji: 'text-3xl', letters: 'text-xs' },
  /** A list row or beside a field. */
  sm: { width: 24, height: 18, box: 'h-[18px] w-6', emoji: 'text-lg', letters: 'text-[9px]' },
} as const

export function CountryFlag({
  slug,
  flag,
  name,
  size = 'md',
}: {
  slug: string
  flag: string | null | undefined
  name: string
  size?: keyof typeof SIZES
}) {
  const { width, height, box, emoji, letters } = SIZES[size]
  const src = isKnownCountry(slug)
    ? `/images/flags/${slug}.svg`
    : flag && isImageFlag(flag)
      ? flag
      : null
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={clsx(box, 'shrink-0 rounded-[3px] object-cover shadow-sm ring-1 ring-black/10')}
      />
    )
  }
  if (flag) {
    return (
      <span className={clsx(emoji, 'leading-none')} aria-hidden="true">
        {flag}
      </span>
    )
  }
  return (
    <span
      className={clsx(
        box,
        letters,
        'flex shrink-0 items-center justify-center rounded-[3px] bg-muted font-bold uppercase',
      )}
      aria-hidden="true"
    >
      {name.slice(0, 2)}
    </span>
  )
}

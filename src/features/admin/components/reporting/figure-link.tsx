/**
 * A figure that opens the rows behind it (Analytics' tiles and breakdowns, the dashboard's
 * tiles and top brands), drawn as a link so staff find the drill-down: the link colour, an
 * underline that thickens on hover, a focus ring. A tile's figure may be compact ('€1.2M',
 * formatTileFigure) with its exact value in a tooltip and for screen readers.
 */
import type { ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router-dom'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

/** The look of every figure link (also for links that wrap more than the figure). */
export const FIGURE_LINK_CLASS =
  'rounded-sm text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary hover:decoration-2 focus-visible:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

type TileFigureLinkProps = Omit<LinkProps, 'children' | 'title'> & {
  figure: { text: string; exact: string }
  /** Read before the figure by screen readers ('Clicks, today: '). */
  srPrefix?: string
  /** What the figure means, shown on hover (with the exact value when compact). */
  help?: string
}

export function TileFigureLink({
  figure,
  srPrefix,
  help,
  className,
  ...link
}: TileFigureLinkProps) {
  const compact = figure.text !== figure.exact
  const content: ReactNode = compact ? (
    <>
      <span aria-hidden="true">{figure.text}</span>
      <span className="sr-only">{figure.exact}</span>
    </>
  ) : (
    figure.text
  )
  const anchor = (
    <Link
      {...link}
      className={cn(FIGURE_LINK_CLASS, 'tabular-nums', className)}
      title={compact ? undefined : help}
    >
      {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
      {content}
    </Link>
  )
  if (!compact) return anchor
  return (
    <Tooltip>
      <TooltipTrigger asChild>{anchor}</TooltipTrigger>
      <TooltipContent>
        <span className="block font-semibold tabular-nums">{figure.exact}</span>
        {help ? <span className="block">{help}</span> : null}
      </TooltipContent>
    </Tooltip>
  )
}

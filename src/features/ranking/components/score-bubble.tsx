/** The editor score out of 100 in a round bubble, captioned, explained by a tooltip after 700 ms. */
import { useTooltip } from '@/components/ui/light-tooltip'
import { clsx } from 'clsx'

export const SCORE_TOOLTIP = 'Score based on payout speed, support & player reviews'

export function ScoreBubble({ score, className }: { score: number; className?: string }) {
  const { triggerProps, tooltip } = useTooltip(SCORE_TOOLTIP)
  return (
    <>
      <button
        type="button"
        // The visible '96/100' inside the name, as said (WCAG 2.5.3 Label in Name).
        aria-label={`Editor score ${score}/100`}
        {...triggerProps}
        className={clsx(
          'flex size-14 shrink-0 flex-col items-center justify-center rounded-full border-4 border-success/25 bg-success text-success-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:size-16',
          className,
        )}
      >
        <span className="text-lg font-extrabold tabular-nums leading-none md:text-xl">{score}</span>
        <span className="text-[10px] font-medium leading-none opacity-90">/100</span>
      </button>
      {/* Whose score, for the eye: the button's name already says it. */}
      <span
        aria-hidden="true"
        className="mt-1 block whitespace-nowrap text-center text-[10px] font-semibold text-muted-foreground"
      >
        Editor score
      </span>
      {tooltip}
    </>
  )
}

/**
 * The market rules on the public pages (#26): the rules in force (a context the ranking,
 * compare and review pages provide; the admin's preview has none and shows everything),
 * the responsible-gambling block, the significant terms beside an offer, and the calls to
 * action withheld in a market's quiet hours. The server render cannot know the visitor's
 * clock, so where a market has quiet hours the call to action is rendered as a placeholder
 * of its size and the browser decides after hydration (no flash of a forbidden link).
 */
import { clsx } from 'clsx'
import { Suspense, type ComponentProps, type ReactNode } from 'react'
import { hhmm, type AppliedRules, type ResponsibleGambling } from '../lib/market-rules'
import { MarketRulesContext, type CtaState } from './market-rules-context'
import { LazySignificantTerms } from './market-rules-code'
import type { SignificantTerms as Terms } from './significant-terms'

export function MarketRulesProvider({
  rules,
  children,
}: {
  rules: AppliedRules
  children: ReactNode
}) {
  return <MarketRulesContext.Provider value={rules}>{children}</MarketRulesContext.Provider>
}

/**
 * In place of a withheld call to action: a line saying when casino links are paused, the
 * size of the button it replaces; while undecided, an empty box of that size.
 */
export function CtaPlaceholder({
  state,
  rules,
  onDark = false,
  className,
}: {
  state: Exclude<CtaState, 'shown'>
  rules: AppliedRules
  /** On a dark (brand-coloured) background. */
  onDark?: boolean
  className?: string
}) {
  const window = rules.quietWindows[0]
  return (
    <p
      aria-hidden={state === 'undecided' || undefined}
      data-testid="cta-withheld"
      className={clsx(
        'flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-dashed px-3 py-1 text-center text-xs',
        onDark ? 'border-white/40 text-white/90' : 'text-muted-foreground',
        state === 'undecided' && 'invisible',
        className,
      )}
    >
      {state === 'withheld' && window
        ? `Casino links are paused ${hhmm(window.from)}–${hhmm(window.to)} (${window.where} time)`
        : state === 'withheld'
          ? `Casino links are not available ${rules.policyWhere ? `in ${rules.policyWhere}` : 'here'}`
          : null}
    </p>
  )
}

/** The market's responsible-gambling block: minimum age, the ad label, the regulator's wording, the helpline. */
export function ResponsibleGamblingNote({
  block,
  className,
}: {
  block: ResponsibleGambling | null
  className?: string
}) {
  if (!block) return null
  const { helpline } = block
  return (
    <div
      role="note"
      aria-label="Responsible gambling"
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-3 py-2 text-xs text-muted-foreground',
        className,
      )}
    >
      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-foreground/70 text-[11px] font-bold text-foreground">
        {block.minAge}+
      </span>
      {block.adLabel ? (
        <span
          lang={block.lang}
          className="rounded bg-muted px-1.5 py-0.5 font-semibold text-foreground"
        >
          {block.adLabel}
        </span>
      ) : null}
      {block.wording ? (
        <span lang={block.lang} className="min-w-0 flex-1 basis-60">
          {block.wording}
        </span>
      ) : null}
      {helpline ? (
        <span className="inline-flex flex-wrap items-center gap-1">
          Help: <HelplineLink helpline={helpline} />
        </span>
      ) : null}
    </div>
  )
}

/** The helpline's name (a link to its site when it has one) and its phone number. */
export function HelplineLink({
  helpline,
}: {
  helpline: NonNullable<ResponsibleGambling['helpline']>
}) {
  const linkClass = 'font-medium text-foreground underline underline-offset-2'
  return (
    <>
      {helpline.url ? (
        <a href={helpline.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {helpline.name}
        </a>
      ) : (
        <span className="font-medium text-foreground">{helpline.name}</span>
      )}{' '}
      {helpline.phone ? (
        <a
          href={`tel:${helpline.phone.replace(/\s/g, '')}`}
          className={`whitespace-nowrap ${linkClass}`}
        >
          {helpline.phone}
        </a>
      ) : null}
    </>
  )
}

/**
 * 'Significant terms' next to an offer (#26), its code loaded only where a market requires
 * them: the prerendered HTML has them, and hydration keeps it until the code arrives.
 */
export function SignificantTerms(props: ComponentProps<typeof Terms>) {
  return (
    <Suspense fallback={null}>
      <LazySignificantTerms {...props} />
    </Suspense>
  )
}

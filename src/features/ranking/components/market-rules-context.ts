/**
 * The market rules in force where a part renders (#26): the ranking, compare and review
 * pages provide them (MarketRulesProvider); outside them (the admin's preview) everything
 * shows. And whether a call to action may show now, by the rules' quiet hours.
 */
import { createContext, useContext, useSyncExternalStore } from 'react'
import { ctaWithheld, OPEN_RULES, type AppliedRules } from '../lib/market-rules'

export const MarketRulesContext = createContext<AppliedRules>(OPEN_RULES)

/** The rules in force where this renders (everything shown outside a market's page). */
export function useMarketRules(): AppliedRules {
  return useContext(MarketRulesContext)
}

/** 'shown'; 'withheld' (quiet hours, or a closed market); 'undecided' until the browser's clock is read. */
export type CtaState = 'shown' | 'withheld' | 'undecided'

const QUIET_CHECK_MS = 30_000

function subscribeToClock(onChange: () => void) {
  const timer = setInterval(onChange, QUIET_CHECK_MS)
  return () => clearInterval(timer)
}

/** Whether the rules let a call to action show now; re-read every 30 s while the page is open. */
export function useCtaState(given?: AppliedRules): CtaState {
  const inContext = useMarketRules()
  const rules = given ?? inContext
  const windows = rules.quietWindows
  const withheld = useSyncExternalStore(
    windows.length > 0 ? subscribeToClock : subscribeToNothing,
    () => (windows.length > 0 ? ctaWithheld(windows, new Date()) : false),
    () => (windows.length > 0 ? null : false),
  )
  if (rules.closed) return 'withheld'
  if (withheld === null) return 'undecided'
  return withheld ? 'withheld' : 'shown'
}

const subscribeToNothing = () => () => {}

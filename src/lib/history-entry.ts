/**
 * Tells the history entry the visitor opened (loading the page, or going back to that
 * entry) from the entries the app created by navigating: the app's router stores
 * IN_APP_ENTRY as the history state of each entry it creates.
 */
import { useHistoryState } from 'wouter/use-browser-location'

export const IN_APP_ENTRY = { inApp: true } as const

/** True for the opened entry; also on the server and while hydrating, where no history exists. */
export function useIsOpenedEntry(): boolean {
  const state = useHistoryState<{ inApp?: unknown } | null>()
  return state?.inApp !== true
}

/**
 * Tells the history entry the visitor opened (loading the page, or going back to that
 * entry) from the entries the app created by navigating. React Router keys every entry it
 * creates and keeps the key in history.state; the entry the browser opened has none, and
 * its location's key is 'default' (also in the server render).
 */
import { useLocation } from 'react-router-dom'

const OPENED_ENTRY_KEY = 'default'

export function useIsOpenedEntry(): boolean {
  return useLocation().key === OPENED_ENTRY_KEY
}

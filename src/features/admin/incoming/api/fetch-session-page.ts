/**
 * The session log's page and count fetches over the admin's client. list-sessions.ts takes
 * the client as an argument so that the integration tests run the very same queries signed in
 * as each role.
 */
import { supabase } from '@/lib/supabase'
import { sessionCountFetcher, sessionPageFetcher } from './list-sessions'

export const fetchSessionPage = sessionPageFetcher(supabase)
export const fetchSessionCount = sessionCountFetcher(supabase)

/**
 * The session log's page fetch over the admin's client. list-sessions.ts takes the client as
 * an argument so that the integration tests run the very same query signed in as each role.
 */
import { supabase } from '@/lib/supabase'
import { sessionPageFetcher } from './list-sessions'

export const fetchSessionPage = sessionPageFetcher(supabase)

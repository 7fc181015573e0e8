/**
 * The click log's page fetch over the admin's client. list-clicks.ts takes the client as an
 * argument so that the integration tests run the very same query signed in as each role.
 */
import { supabase } from '@/lib/supabase'
import { clickPageFetcher } from './list-clicks'

export const fetchClickPage = clickPageFetcher(supabase)

/**
 * The click log's page and count fetches over the admin's client. list-clicks.ts takes the
 * client as an argument so that the integration tests run the very same queries signed in as
 * each role.
 */
import { supabase } from '@/lib/supabase'
import { clickCountFetcher, clickPageFetcher } from './list-clicks'

export const fetchClickPage = clickPageFetcher(supabase)
export const fetchClickCount = clickCountFetcher(supabase)

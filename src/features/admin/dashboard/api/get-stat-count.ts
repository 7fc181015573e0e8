/**
 * The dashboard's counts: exact row counts (HEAD requests, no rows transferred). Each
 * belongs to an admin section and is shown to the roles that may read that section (the
 * registry, ../sections.ts); RLS decides what is counted, so a figure never shows more
 * than the role could open itself. Sessions and clicks are the traffic figures' (traffic-overview.tsx).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap, type ErrorLike } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { StaffRole } from '../../auth/roles'
import { can, type AdminSectionKey } from '../../sections'
import { dashboardKeys } from '../keys'

const DAY_MS = 24 * 60 * 60 * 1000
const since = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

export type DashboardStat = {
  id: string
  label: string
  hint: string
  /** The section the figure is about: readers of that section see it, and it links there. */
  section: AdminSectionKey
  count: (signal: AbortSignal) => PromiseLike<{
    data: unknown
    count: number | null
    error: ErrorLike | null
    status: number
  }>
}

export const DASHBOARD_STATS: DashboardStat[] = [
  {
    id: 'active-brands',
    label: 'Active brands',
    hint: 'Shown in the rankings',
    section: 'brands',
    count: (signal) =>
      supabase
        .from('brands')
        .select('id', { count: 'exact', head: true })
        .eq('is_active', true)
        .abortSignal(signal),
  },
  {
    id: 'countries',
    label: 'Countries',
    hint: 'Markets with a ranking',
    section: 'countries',
    count: (signal) =>
      supabase.from('countries').select('id', { count: 'exact', head: true }).abortSignal(signal),
  },
  {
    id: 'pages',
    label: 'Published pages',
    hint: 'Live content pages',
    section: 'pages',
    count: (signal) =>
      supabase
        .from('pages')
        .select('id', { count: 'exact', head: true })
        .eq('is_published', true)
        .abortSignal(signal),
  },
  {
    id: 'categories',
    label: 'Categories',
    hint: 'Ranking categories',
    section: 'categories',
    count: (signal) =>
      supabase.from('categories').select('id', { count: 'exact', head: true }).abortSignal(signal),
  },
  {
    id: 'postbacks-7d',
    label: 'Postbacks',
    hint: 'Last 7 days',
    section: 'postbacks',
    count: (signal) =>
      supabase
        .from('postbacks')
        .select('id', { count: 'exact', head: true })
        .gte('received_at', since(7))
        .abortSignal(signal),
  },
  {
    id: 'failed-sign-ins-24h',
    label: 'Failed sign-ins',
    hint: 'Last 24 hours',
    section: 'users',
    count: (signal) =>
      supabase
        .from('login_attempts')
        .select('id', { count: 'exact', head: true })
        .eq('success', false)
        .gte('attempted_at', since(1))
        .abortSignal(signal),
  },
]

/** The figures `role` may see. */
export function statsFor(role: StaffRole | null): DashboardStat[] {
  return DASHBOARD_STATS.filter((stat) => can(role, stat.section))
}

export async function getStatCount(id: string, signal: AbortSignal): Promise<number> {
  const stat = DASHBOARD_STATS.find((candidate) => candidate.id === id)
  if (!stat) throw new Error(`Unknown dashboard figure: ${id}`)
  const result = await stat.count(signal)
  unwrap(result)
  return result.count ?? 0
}

export const statCountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.stat(id),
    queryFn: ({ signal }) => getStatCount(id, signal),
  })

export function useStatCount(id: string) {
  return useQuery(statCountQueryOptions(id))
}

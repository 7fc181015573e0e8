/**
 * Postback sources: the list, one source, saving (optimistic on updated_at), deleting, and
 * the secret, which the database generates and returns once (issue_postback_secret);
 * staff read back only when it was issued and until when the previous one still works.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ListStateOptions } from '../../components/data-table/query'
import { ACTIVE_FILTER, listPageFetcher } from '../../components/data-table/query'
import { sectionRows } from '../../components/form/api/section-rows'
import { supabase, type AdminSupabaseClient } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { postbackSourceKeys } from '../keys'
import { postbacksSection } from '../section'

export type SourceRow = Tables<'postback_sources'>
export type SecretDates = {
  updated_at: string
  previous_valid_until: string | null
}
export type SourceChoice = Pick<SourceRow, 'id' | 'name' | 'slug' | 'preset' | 'param_map'>

export const sourceListOptions: ListStateOptions = {
  sortKeys: ['name', 'slug', 'is_active', 'default_currency', 'updated_at'],
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'name', order: 'asc' },
}

export const fetchSourcePage = listPageFetcher({
  select: (count) => supabase.from('postback_sources').select('*', count),
  list: sourceListOptions,
  search: ['name', 'slug'],
})

/** Every source's id and name over `client`, for the log's filter and the test console. */
export async function listSourceChoices(
  client: AdminSupabaseClient,
  signal: AbortSignal,
): Promise<SourceChoice[]> {
  return unwrap(
    await client
      .from('postback_sources')
      .select('id, name, slug, preset, param_map')
      .order('name')
      .abortSignal(signal),
  )
}

export const sourceChoicesQueryOptions = () =>
  queryOptions({
    queryKey: postbackSourceKeys.choices(),
    queryFn: ({ signal }) => listSourceChoices(supabase, signal),
  })

/**
 * One source for the form, saved (optimistic on updated_at) and deleted. Its delete's Undo
 * brings it back with the same secret and its postbacks linked again (the database keeps
 * both for the Undo window).
 */
export const sourceRows = sectionRows(postbacksSection, postbackSourceKeys, {
  name: (row) => row.name,
})

/** When the source's secret was issued (admins only; null for others or without a secret). */
export async function getSecretDates(id: string, signal: AbortSignal): Promise<SecretDates | null> {
  const rows = unwrap(
    await supabase
      .from('postback_source_secrets')
      .select('updated_at, previous_valid_until')
      .eq('source_id', id)
      .abortSignal(signal),
  )
  return rows[0] ?? null
}

export const secretDatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postbackSourceKeys.secretDates(id),
    queryFn: ({ signal }) => getSecretDates(id, signal),
  })

/** A new secret (first or rotated), returned this once; the previous one works `graceHours` more. */
export async function issueSecret(sourceId: string, graceHours: number): Promise<string> {
  return unwrap(
    await supabase.rpc('issue_postback_secret', {
      p_source_id: sourceId,
      p_grace_hours: graceHours,
    }),
  )
}

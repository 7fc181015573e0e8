/**
 * One page of fired alerts, newest first: searched in their message and subject, filtered
 * by state (open: not cleared yet; cleared) and kind, each with whether the signed-in member
 * read it.
 */
import { supabase } from '@/lib/supabase'
import type {
  FetchPage,
  FilterDefinition,
  ListStateOptions,
} from '../../components/data-table/query'
import { countOption, pagedQuery, searchAny } from '../../components/data-table/query'
import { ALERT_EPISODE_COLUMNS, alertEpisodeOf, type AlertEpisode } from '../../layout/alert-feed'
import { ALERT_KINDS, KIND_LABELS } from '../alert-kinds'

export const ALERT_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'cleared', label: 'Cleared' },
] as const

const filters: FilterDefinition[] = [
  { key: 'state', label: 'State', options: ALERT_STATES },
  {
    key: 'kind',
    label: 'Kind',
    options: ALERT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  },
]

export const alertListOptions: ListStateOptions = {
  sortKeys: ['fired_at', 'cleared_at', 'subject_label'],
  filters,
  defaultSort: { sort: 'fired_at', order: 'desc' },
}

const SEARCH = ['message', 'subject_label'] as const

export const fetchAlertPage: FetchPage<AlertEpisode> = async (state, range, options) => {
  let query = supabase.from('alerts').select(ALERT_EPISODE_COLUMNS, countOption(options))
  if (state.q) query = query.or(searchAny(state.q, SEARCH))
  if (state.filters.state === 'open') query = query.is('cleared_at', null)
  else if (state.filters.state === 'cleared') query = query.not('cleared_at', 'is', null)
  if (state.filters.kind) query = query.eq('kind', state.filters.kind)
  const page = await pagedQuery(query, state, range, options, 'fired_at', {
    nullsLast: state.sort === 'cleared_at',
  })
  return { rows: page.rows.map(alertEpisodeOf), total: page.total }
}

/** One page of the media library, searched, filtered by type and sorted by the database. */
import type {
  FetchPage,
  FilterDefinition,
  ListStateOptions,
} from '../../components/data-table/query'
import { countOption, pagedQuery, searchAny } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'
import { MEDIA_BUCKET, MEDIA_COLUMNS, MEDIA_TYPES, type MediaRow } from '../media-row'

const TYPE_FILTER: FilterDefinition = { key: 'type', label: 'Type', options: MEDIA_TYPES }

export const mediaListOptions: ListStateOptions = {
  sortKeys: ['created_at', 'file_name', 'size_bytes'],
  filters: [TYPE_FILTER],
  defaultSort: { sort: 'created_at', order: 'desc' },
  defaultPerPage: 50,
}

export const fetchMediaPage: FetchPage<MediaRow> = async (state, range, options) => {
  let query = supabase
    .from('media')
    .select(MEDIA_COLUMNS, countOption(options))
    .eq('bucket_id', MEDIA_BUCKET)
  if (state.q) query = query.or(searchAny(state.q, ['file_name', 'alt_text', 'path']))
  if (state.filters.type) query = query.eq('mime_type', state.filters.type)
  return pagedQuery(query, state, range, options, 'created_at')
}

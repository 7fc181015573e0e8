/**
 * The market blacklist's entries as their form, list and delete read and change them
 * (sectionRows). An entry that repeats another of its market (the same kind and value) is
 * refused by market_blacklist_unique, whose name says nothing a field could show: it is
 * told as a sentence instead.
 */
import type { Tables, TablesInsert } from '@/integrations/supabase/types'
import { isSupabaseRequestError } from '@/lib/result'
import { sectionRows } from '../../components/form/api/section-rows'
import { blacklistKeys } from '../keys'
import { blacklistView } from '../views'

export type BlacklistRow = Tables<'market_blacklist'>

export const DUPLICATE_ENTRY_MESSAGE =
  'This market already blacklists this value. Edit that entry instead.'

/** The duplicate refusal as its sentence; any other error as it came. */
function explained(error: unknown): unknown {
  if (
    isSupabaseRequestError(error) &&
    error.code === '23505' &&
    error.message.includes('market_blacklist_unique')
  ) {
    return new Error(DUPLICATE_ENTRY_MESSAGE)
  }
  return error
}

const rows = sectionRows(blacklistView, blacklistKeys, { name: (row) => row.value })

export const blacklistRows = {
  ...rows,
  async create(input: TablesInsert<'market_blacklist'>) {
    try {
      return await rows.create(input)
    } catch (error) {
      throw explained(error)
    }
  },
  async update(id: string, version: string, input: Partial<TablesInsert<'market_blacklist'>>) {
    try {
      return await rows.update(id, version, input)
    } catch (error) {
      throw explained(error)
    }
  },
}

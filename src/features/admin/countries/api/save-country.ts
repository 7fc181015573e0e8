/**
 * Creates a country, or updates one only if nobody saved it since the form loaded it:
 * `update … where id = ? and updated_at = ?`; no row updated is a ConflictError.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ConflictError } from '../../components/form'
import type { CountryInput } from '../country-schema'
import type { CountryRow } from './get-country'

export async function createCountry(input: CountryInput): Promise<CountryRow> {
  return unwrap(await supabase.from('countries').insert(input).select('*').single())
}

export async function updateCountry(
  id: string,
  loadedUpdatedAt: string,
  input: CountryInput,
): Promise<CountryRow> {
  const rows = unwrap(
    await supabase
      .from('countries')
      .update(input)
      .eq('id', id)
      .eq('updated_at', loadedUpdatedAt)
      .select('*'),
  )
  const saved = rows[0]
  if (!saved) throw new ConflictError('country')
  return saved
}

/** Turns several countries on or off at once (the list's bulk actions). */
export async function setCountriesActive(
  ids: readonly string[],
  isActive: boolean,
): Promise<number> {
  const rows = unwrap(
    await supabase.from('countries').update({ is_active: isActive }).in('id', ids).select('id'),
  )
  return rows.length
}

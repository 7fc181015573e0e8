/**
 * A section's rows as its edit form, its list and its delete change them, built once from
 * the section's definition (its table and nouns) and its query keys: the row the form
 * starts from (fetched afresh each time: the save compares its updated_at), a create, an
 * update that lands only on the version the form loaded (`update … where id = ? and
 * updated_at = ?`; no row updated is a ConflictError), a delete that returns the deleted
 * row for the Undo and, for a table with is_active, the list's bulk Activate/Deactivate.
 * Every section sends the same requests, table aside. Loads no UI.
 *
 * @example
 * export const categoryRows = sectionRows(categoriesSection, categoryKeys, {
 *   name: (row) => row.name,
 * })
 * const category = await categoryRows.get(id)
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { Database } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { SectionOwnTable } from '../../../section-definition'
import { ConflictError, type VersionedRow } from '../conflict'

type PublicTables = Database['public']['Tables']

/** A table whose rows a form edits: an id, and updated_at as the version a save compares. */
export type EditableTable = {
  [Name in keyof PublicTables]: PublicTables[Name]['Row'] extends VersionedRow ? Name : never
}[keyof PublicTables]

/** An editable table with is_active, whose rows a list turns on and off in bulk. */
type SwitchableTable = {
  [Name in EditableTable]: PublicTables[Name]['Row'] extends { is_active: boolean } ? Name : never
}[EditableTable]

/** The section whose rows these are: its label, its table and the table's nouns. */
export type RowsSection<Name extends EditableTable = EditableTable> = {
  label: string
  table: SectionOwnTable & { name: Name }
}

type RowOf<Section extends RowsSection> = PublicTables[Section['table']['name']]['Row']
type InsertOf<Section extends RowsSection> = PublicTables[Section['table']['name']]['Insert']
type UpdateOf<Section extends RowsSection> = PublicTables[Section['table']['name']]['Update']

/** What the rows need of the section's key factory (resourceKeys). */
type RowKeys = { all: QueryKey; detail: (id: string) => QueryKey }

/** The query of one row, read by the form's loader and its Reload: never served stale. */
function rowQueryOptions<Row, Key extends QueryKey>(
  queryKey: Key,
  get: (signal: AbortSignal) => Promise<Row>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => get(signal),
    // The form compares updated_at on save: always start from the stored version.
    staleTime: 0,
  })
}

export type SectionRows<Section extends RowsSection, Keys extends RowKeys = RowKeys> = {
  section: Section
  keys: Keys
  /** The row's name in titles and messages: 'Edit Poker', 'Deleted Poker.' */
  name: (row: RowOf<Section>) => string
  /** One row as stored. */
  get: (id: string, signal?: AbortSignal) => Promise<RowOf<Section>>
  rowQuery: (
    id: string,
  ) => ReturnType<typeof rowQueryOptions<RowOf<Section>, ReturnType<Keys['detail']>>>
  create: (input: InsertOf<Section>) => Promise<RowOf<Section>>
  /** Updates the row only if its updated_at is still `version`; otherwise a ConflictError. */
  update: (id: string, version: string, input: UpdateOf<Section>) => Promise<RowOf<Section>>
  /** Deletes the row and returns it as deleted (the Undo puts it back). */
  remove: (id: string) => Promise<RowOf<Section>>
}

/** Sets is_active on several rows at once; returns how many changed. */
export type SetActive = (ids: readonly string[], active: boolean) => Promise<number>

type RowsOptions<Section extends RowsSection> = {
  /** The row's name in titles and messages, e.g. `(row) => row.name`. */
  name: (row: RowOf<Section>) => string
  /** The row in the conflict message ('Someone else changed this code snippet…'): default the noun. */
  conflictNoun?: string
}

export function sectionRows<Section extends RowsSection<SwitchableTable>, Keys extends RowKeys>(
  section: Section,
  keys: Keys,
  options: RowsOptions<Section>,
): SectionRows<Section, Keys> & { setActive: SetActive }
export function sectionRows<Section extends RowsSection, Keys extends RowKeys>(
  section: Section,
  keys: Keys,
  options: RowsOptions<Section>,
): SectionRows<Section, Keys>
/*
 * The table is typed as any editable table here: postgrest-js checks each call against all
 * of them (id, updated_at and is_active are columns of every one it is called on), and the
 * signatures above give each section its own table's rows and inputs.
 */
export function sectionRows(
  section: RowsSection,
  keys: RowKeys,
  { name, conflictNoun = section.table.noun }: RowsOptions<RowsSection>,
): SectionRows<RowsSection> & { setActive: SetActive } {
  const { name: table, noun, shortNoun = noun } = section.table

  async function get(id: string, signal?: AbortSignal) {
    let query = supabase.from(table).select('*').eq('id', id)
    if (signal) query = query.abortSignal(signal)
    return unwrap(await query.single())
  }

  return {
    section,
    keys,
    name,
    get,
    rowQuery: (id) => rowQueryOptions(keys.detail(id), (signal) => get(id, signal)),
    async create(input) {
      // Typed as any editable table's insert: postgrest-js would refuse a column not all have.
      return unwrap(
        await supabase.from(table).insert<InsertOf<RowsSection>>(input).select('*').single(),
      )
    },
    async update(id, version, input) {
      const rows = unwrap(
        await supabase.from(table).update(input).eq('id', id).eq('updated_at', version).select('*'),
      )
      const saved = rows[0]
      if (!saved) throw new ConflictError(conflictNoun)
      return saved
    },
    async remove(id) {
      const rows = unwrap(await supabase.from(table).delete().eq('id', id).select('*'))
      const row = rows[0]
      if (!row) throw new Error(`The ${shortNoun} was not found; it may have been deleted already.`)
      return row
    },
    async setActive(ids, active) {
      // Offered by the first signature only: the section's table has is_active.
      const switchable = table as SwitchableTable
      const rows = unwrap(
        await supabase.from(switchable).update({ is_active: active }).in('id', ids).select('id'),
      )
      return rows.length
    },
  }
}

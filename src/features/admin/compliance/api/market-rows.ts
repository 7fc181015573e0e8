/**
 * A market as its form reads and saves it: the country's two switches (open to casino
 * promotion, licence required), the regulators it accepts (market_regulators) and its
 * rules row (market_rules, region_code null). Three tables, so a save is three steps, each
 * sent only when its part changed since the last successful step: a failed step leaves
 * the earlier ones saved, and saving again sends only what is still unsaved. The country
 * and the rules are each updated only on the version the form loaded (a ConflictError
 * otherwise), the regulators by adding and removing links.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Tables, TablesInsert } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap, isSupabaseRequestError } from '@/lib/result'
import { ConflictError } from '../../components/form/conflict'
import { marketKeys } from '../keys'
import { complianceSection } from '../section'

export type MarketRulesRow = Tables<'market_rules'>

export type MarketRow = {
  /** The country's id. */
  id: string
  /** The versions of the country and of its rules row, which a save compares. */
  updated_at: string
  name: string
  slug: string
  licence_required: boolean
  casino_promotion: boolean
  country_updated_at: string
  /** The market's own rules, or null while it has none (the defaults apply). */
  rules: MarketRulesRow | null
  regulator_ids: string[]
}

export const marketsView = {
  label: complianceSection.label,
  table: { name: 'countries', noun: 'market' },
} as const

export async function getMarket(id: string, signal?: AbortSignal): Promise<MarketRow> {
  const country = supabase
    .from('countries')
    .select('id, name, slug, licence_required, casino_promotion, updated_at')
    .eq('id', id)
  const rules = supabase
    .from('market_rules')
    .select('*')
    .eq('country_id', id)
    .is('region_code', null)
  const links = supabase.from('market_regulators').select('regulator_id').eq('country_id', id)
  const [countryResult, rulesResult, linksResult] = await Promise.all(
    signal
      ? [
          country.abortSignal(signal).single(),
          rules.abortSignal(signal).maybeSingle(),
          links.abortSignal(signal),
        ]
      : [country.single(), rules.maybeSingle(), links],
  )
  const stored = unwrap(countryResult)
  const rulesRow = unwrap(rulesResult)
  return {
    id: stored.id,
    updated_at: `${stored.updated_at}|${rulesRow?.updated_at ?? ''}`,
    name: stored.name,
    slug: stored.slug,
    licence_required: stored.licence_required,
    casino_promotion: stored.casino_promotion,
    country_updated_at: stored.updated_at,
    rules: rulesRow,
    regulator_ids: unwrap(linksResult).map((link) => link.regulator_id),
  }
}

export const marketRowQuery = (id: string) =>
  queryOptions({
    queryKey: marketKeys.detail(id),
    queryFn: ({ signal }) => getMarket(id, signal),
    // The form compares versions on save: always start from the stored one.
    staleTime: 0,
  })

/** The rules' columns as a save writes them. */
export type RulesInput = Omit<
  TablesInsert<'market_rules'>,
  'id' | 'country_id' | 'region_code' | 'region_name' | 'created_at' | 'updated_at'
>

export type MarketInput = RulesInput & {
  licence_required: boolean
  casino_promotion: boolean
  regulator_ids: string[]
}

/** What is stored as far as this form knows: after the load, then after each saved step. */
export type MarketSnapshot = {
  countryVersion: string
  flags: string
  rules: { id: string; version: string; values: string } | null
  regulatorIds: string[]
}

function flagsOf(input: Pick<MarketInput, 'licence_required' | 'casino_promotion'>): string {
  return JSON.stringify([input.licence_required, input.casino_promotion])
}

/** The rules' values in a fixed order, to tell whether they changed. */
export function rulesKey(rules: RulesInput, columns: readonly (keyof RulesInput)[]): string {
  return JSON.stringify(columns.map((column) => rules[column] ?? null))
}

export function marketSnapshot(
  row: MarketRow,
  storedRules: RulesInput | null,
  columns: readonly (keyof RulesInput)[],
): MarketSnapshot {
  return {
    countryVersion: row.country_updated_at,
    flags: flagsOf(row),
    rules:
      row.rules && storedRules
        ? {
            id: row.rules.id,
            version: row.rules.updated_at,
            values: rulesKey(storedRules, columns),
          }
        : null,
    regulatorIds: row.regulator_ids,
  }
}

/**
 * Saves what changed of the market since `snapshot`, step by step, telling `onSaved` the
 * new snapshot after each step; returns the market as saved.
 */
export async function saveMarket(
  row: MarketRow,
  snapshot: MarketSnapshot,
  input: MarketInput,
  columns: readonly (keyof RulesInput)[],
  onSaved: (next: MarketSnapshot) => void,
): Promise<MarketRow> {
  let current = snapshot
  const { licence_required, casino_promotion, regulator_ids, ...rulesInput } = input
  const rules = Object.fromEntries(
    columns.map((column) => [column, rulesInput[column]]),
  ) as RulesInput
  const values = rulesKey(rules, columns)

  if (current.rules === null || current.rules.values !== values) {
    let saved: MarketRulesRow | undefined
    if (current.rules === null) {
      try {
        saved = unwrap(
          await supabase
            .from('market_rules')
            .insert({ ...rules, country_id: row.id, region_code: null, region_name: null })
            .select('*')
            .single(),
        )
      } catch (error) {
        // Someone else gave the market its rules meanwhile.
        if (isSupabaseRequestError(error) && error.code === '23505')
          throw new ConflictError('market')
        throw error
      }
    } else {
      saved = unwrap(
        await supabase
          .from('market_rules')
          .update(rules)
          .eq('id', current.rules.id)
          .eq('updated_at', current.rules.version)
          .select('*'),
      )[0]
      if (!saved) throw new ConflictError('market')
    }
    current = { ...current, rules: { id: saved.id, version: saved.updated_at, values } }
    onSaved(current)
  }

  const flags = flagsOf(input)
  if (flags !== current.flags) {
    const saved = unwrap(
      await supabase
        .from('countries')
        .update({ licence_required, casino_promotion })
        .eq('id', row.id)
        .eq('updated_at', current.countryVersion)
        .select('updated_at'),
    )[0]
    if (!saved) throw new ConflictError('market')
    current = { ...current, countryVersion: saved.updated_at, flags }
    onSaved(current)
  }

  const removed = current.regulatorIds.filter((id) => !regulator_ids.includes(id))
  const added = regulator_ids.filter((id) => !current.regulatorIds.includes(id))
  if (removed.length > 0) {
    unwrap(
      await supabase
        .from('market_regulators')
        .delete()
        .eq('country_id', row.id)
        .in('regulator_id', removed),
    )
  }
  if (added.length > 0) {
    unwrap(
      await supabase.from('market_regulators').upsert(
        added.map((regulator_id) => ({ country_id: row.id, regulator_id })),
        { onConflict: 'country_id,regulator_id', ignoreDuplicates: true },
      ),
    )
  }
  if (removed.length > 0 || added.length > 0) {
    current = { ...current, regulatorIds: regulator_ids }
    onSaved(current)
  }

  return {
    ...row,
    licence_required,
    casino_promotion,
    regulator_ids,
    country_updated_at: current.countryVersion,
    updated_at: `${current.countryVersion}|${current.rules?.version ?? ''}`,
  }
}

/**
 * The market form's rules: the country's two switches, the regulators it accepts, and its
 * rules (rules-schema.ts).
 */
import { z } from 'zod'
import type { MarketRow, RulesInput } from './api/market-rows'
import { refineRules, rulesFormValues, rulesShape, RULES_COLUMNS } from './rules-schema'

export const marketSchema = z
  .object({
    casino_promotion: z.boolean(),
    licence_required: z.boolean(),
    regulator_ids: z.array(z.string()),
    ...rulesShape,
  })
  .superRefine(refineRules)

export type MarketFormValues = z.input<typeof marketSchema>
export type MarketFormInput = z.output<typeof marketSchema>

export function marketFormValues(row: MarketRow): MarketFormValues {
  return {
    casino_promotion: row.casino_promotion,
    licence_required: row.licence_required,
    regulator_ids: row.regulator_ids,
    ...rulesFormValues(row.rules),
  }
}

/** The stored rules as the form would save them unchanged (null: none stored, or not valid). */
export function storedRulesInput(row: MarketRow): RulesInput | null {
  if (!row.rules) return null
  const parsed = z.object(rulesShape).safeParse(rulesFormValues(row.rules))
  return parsed.success ? parsed.data : null
}

export const MARKET_RULES_COLUMNS = RULES_COLUMNS

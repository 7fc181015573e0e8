/**
 * The market form's rules: the country's two switches, the regulators it accepts, and its
 * rules (rules-schema.ts), with one rule of the whole market only (a region has none):
 * whether the offer monitor pauses a brand of the market while its link is Broken.
 */
import { z } from 'zod'
import type { MarketRow, RulesInput } from './api/market-rows'
import { refineRules, rulesFormValues, rulesShape, RULES_COLUMNS } from './rules-schema'

/** The market's own rules: market_rules' columns a region row may not set. */
const marketOnlyShape = {
  pause_on_broken_link: z.boolean(),
}

const marketRulesShape = { ...rulesShape, ...marketOnlyShape }

export const marketSchema = z
  .object({
    casino_promotion: z.boolean(),
    licence_required: z.boolean(),
    regulator_ids: z.array(z.string()),
    ...marketRulesShape,
  })
  .superRefine(refineRules)

export type MarketFormValues = z.input<typeof marketSchema>
export type MarketFormInput = z.output<typeof marketSchema>

export function marketFormValues(row: MarketRow): MarketFormValues {
  return {
    casino_promotion: row.casino_promotion,
    licence_required: row.licence_required,
    regulator_ids: row.regulator_ids,
    ...marketRulesValues(row),
  }
}

function marketRulesValues(row: MarketRow) {
  return {
    ...rulesFormValues(row.rules),
    pause_on_broken_link: row.rules?.pause_on_broken_link ?? false,
  }
}

/** The stored rules as the form would save them unchanged (null: none stored, or not valid). */
export function storedRulesInput(row: MarketRow): RulesInput | null {
  if (!row.rules) return null
  const parsed = z.object(marketRulesShape).safeParse(marketRulesValues(row))
  return parsed.success ? parsed.data : null
}

export const MARKET_RULES_COLUMNS = [
  ...RULES_COLUMNS,
  ...(Object.keys(marketOnlyShape) as (keyof typeof marketOnlyShape)[]),
]

/**
 * The region form's rules: the region's ISO 3166-2 code without the country's prefix
 * (upper-case letters and digits, 1 to 3: 'ON'), its name (up to 100 characters), the
 * regulator whose licence a brand needs there (none: the market's rule alone), then the
 * rules every market has (rules-schema.ts), as market_rules' constraints say.
 */
import { z } from 'zod'
import type { RegionRow } from './api/region-rows'
import { refineRules, rulesFormValues, rulesShape, EMPTY_RULES } from './rules-schema'

export const regionSchema = z
  .object({
    region_code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'Enter the region code.')
      .regex(
        /^[A-Z0-9]{1,3}$/,
        'Use the ISO 3166-2 code without the country: 1 to 3 letters or digits (ON).',
      ),
    region_name: z
      .string()
      .trim()
      .min(1, 'Enter the region name.')
      .max(100, 'Region name must be at most 100 characters.'),
    licence_regulator_id: z.string().transform((value) => (value === '' ? null : value)),
    ...rulesShape,
  })
  .superRefine(refineRules)

export type RegionFormValues = z.input<typeof regionSchema>
export type RegionInput = z.output<typeof regionSchema>

export const emptyRegion: RegionFormValues = {
  region_code: '',
  region_name: '',
  licence_regulator_id: '',
  ...EMPTY_RULES,
}

export function regionFormValues(row: RegionRow): RegionFormValues {
  return {
    region_code: row.region_code ?? '',
    region_name: row.region_name ?? '',
    licence_regulator_id: row.licence_regulator_id ?? '',
    ...rulesFormValues(row),
  }
}

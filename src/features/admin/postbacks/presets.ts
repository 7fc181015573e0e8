/**
 * Affiliate platforms' postback set-ups: the macros each platform substitutes in the postback
 * URL an affiliate pastes into its panel. Only what the platform's own documentation states
 * is here; a field a platform has no confirmed macro for is left out of its URL.
 */
import type { PostbackParamField } from './postback-fields'

export type PostbackPreset = {
  id: string
  label: string
  /** Where the macros come from. */
  source: string | null
  /** Our field → the platform's macro written into the URL. */
  macros: Partial<Record<PostbackParamField, string>>
  /** The platform's event names → our event types, saved with the source. */
  eventMap: Record<string, string>
  note: string
}

export const POSTBACK_PRESETS: readonly PostbackPreset[] = [
  {
    id: 'generic',
    label: 'Generic',
    source: null,
    macros: {
      click_id: '{click_id}',
      event: '{event}',
      payout: '{payout}',
      currency: '{currency}',
      transaction_id: '{transaction_id}',
      status: '{status}',
    },
    eventMap: {},
    note: 'Replace each {placeholder} with the macro your network uses for it.',
  },
  {
    id: 'affise',
    label: 'Affise',
    source: 'https://help-center.affise.com/en/articles/6483741-affiliate-postback-url-macros',
    // Affise has no click id macro for affiliate postbacks: the click id travels as sub1.
    macros: {
      click_id: '{sub1}',
      event: '{goal}',
      payout: '{sum}',
      currency: '{currency}',
      transaction_id: '{transactionid}',
    },
    eventMap: {},
    note: 'Pass the click id to Affise as sub1 in the brand’s tracking link; name each goal registration, ftd, deposit or revenue (or map its names below).',
  },
]

export const DEFAULT_PRESET = 'generic'

export function presetById(id: string | null | undefined): PostbackPreset {
  return POSTBACK_PRESETS.find((preset) => preset.id === id) ?? POSTBACK_PRESETS[0]!
}

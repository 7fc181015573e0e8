/**
 * A refusal of a market_rules write as the field it concerns: a constraint of the table
 * (market_rules_helpline_url_format: 'This helpline URL is not valid.'), or the time zone
 * the database does not know (its trigger's 'Unknown time zone').
 */
import { isSupabaseRequestError } from '@/lib/result'
import { fieldErrorFor, type FieldError } from '../components/form'
import { RULES_COLUMNS, type RulesFormValues } from './rules-schema'

export function rulesFieldError(error: unknown): FieldError<keyof RulesFormValues> | null {
  if (isSupabaseRequestError(error) && /^Unknown time zone/.test(error.message)) {
    return {
      field: 'time_zone',
      message: `${error.message}: use an IANA name such as Europe/Zagreb.`,
    }
  }
  return fieldErrorFor(error, {
    table: 'market_rules',
    noun: 'market',
    fields: RULES_COLUMNS,
  })
}

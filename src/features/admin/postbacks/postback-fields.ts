/**
 * The postback parameters a source maps (supabase/functions/postback/params.ts reads them),
 * and the event types the reports count (postbacks.event_type).
 */
export const POSTBACK_PARAM_FIELDS = [
  'click_id',
  'event',
  'payout',
  'currency',
  'transaction_id',
  'status',
] as const
export type PostbackParamField = (typeof POSTBACK_PARAM_FIELDS)[number]

export const PARAM_LABELS: Record<PostbackParamField, string> = {
  click_id: 'Click id parameter',
  event: 'Event parameter',
  payout: 'Payout parameter',
  currency: 'Currency parameter',
  transaction_id: 'Transaction id parameter',
  status: 'Status parameter',
}

export const EVENT_TYPES = ['registration', 'first_deposit', 'deposit', 'revenue', 'other'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  registration: 'Registration',
  first_deposit: 'First deposit',
  deposit: 'Deposit',
  revenue: 'Revenue',
  other: 'Other',
}

export const POSTBACK_STATUSES = ['accepted', 'duplicate', 'unmatched', 'rejected'] as const
export type PostbackStatus = (typeof POSTBACK_STATUSES)[number]

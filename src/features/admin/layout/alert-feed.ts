/**
 * What the top bar's bell and the Alerts section share about fired alerts (#28): their
 * query keys, an alert as both show it, and the admin path an alert's link may open. Kept
 * in the frame (layout) because the bell lives in every admin page; the Alerts section
 * builds its lists on it.
 */
import type { Tables } from '@/integrations/supabase/types'
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('alerts')

/** Query keys of fired alerts: invalidating `all` refreshes the bell and the section's list. */
export const alertFeedKeys = {
  ...resource,
  /** The signed-in member's unread count (the bell's badge). */
  unread: () => [...resource.all, 'unread'] as const,
  /** The latest alerts the bell lists. */
  latest: () => [...resource.all, 'latest'] as const,
}

/** The bell's accessible name: 'Alerts, 3 unread', or 'Alerts'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'
}

/** How many alerts the bell lists. */
export const BELL_SIZE = 8

/** A fired alert (an episode: fired once, cleared when its figure recovered). */
export type AlertEpisode = {
  id: string
  ruleId: string
  /** The rule's kind ('link_broken', 'epc_drop', …) when it fired. */
  kind: string
  ruleName: string | null
  subjectLabel: string
  firedAt: string
  /** Null while it is open. */
  clearedAt: string | null
  figure: number | null
  baseline: number | null
  /** What fired, with its figure against its baseline, in words. */
  message: string
  /** Why it cleared, in words, once it has. */
  clearedMessage: string | null
  /** The admin page with the rows behind it, or null when the stored link is not one. */
  link: string | null
  /** Whether the signed-in member has read it. */
  read: boolean
}

/**
 * The alert's link when it is a path inside the admin ('/admin/click-log?brand=…'), else
 * null: a stored link never takes staff to another site or runs script.
 */
export function adminLink(link: string | null | undefined): string | null {
  if (!link || !/^\/admin(\/|\?|$)/.test(link)) return null
  return link
}

/** The select of an alert with its rule and the member's read mark (RLS: their own only). */
export const ALERT_EPISODE_COLUMNS =
  'id, rule_id, kind, subject_label, fired_at, cleared_at, figure, baseline, message, cleared_message, link, alert_rules(name), alert_reads(read_at)'

type EpisodeRow = Pick<
  Tables<'alerts'>,
  | 'id'
  | 'rule_id'
  | 'kind'
  | 'subject_label'
  | 'fired_at'
  | 'cleared_at'
  | 'figure'
  | 'baseline'
  | 'message'
  | 'cleared_message'
  | 'link'
> & {
  alert_rules: { name: string } | null
  alert_reads: { read_at: string }[] | null
}

export function alertEpisodeOf(row: EpisodeRow): AlertEpisode {
  return {
    id: row.id,
    ruleId: row.rule_id,
    kind: row.kind,
    ruleName: row.alert_rules?.name ?? null,
    subjectLabel: row.subject_label,
    firedAt: row.fired_at,
    clearedAt: row.cleared_at,
    figure: row.figure,
    baseline: row.baseline,
    message: row.message,
    clearedMessage: row.cleared_message,
    link: adminLink(row.link),
    read: (row.alert_reads ?? []).length > 0,
  }
}

/**
 * What both traffic logs' detail panels tell of the visit, in one layout: who the visitor
 * was, on what device, and where they came from (the Visitor, Device and Source groups). A
 * click records a little more of the visit than a session does (the visitor's age group and
 * local time, the device's brand, the social source, the A/B variant): those fields show in
 * a click's panel only, in their place among the others.
 */
import type { Tables } from '@/integrations/supabase/types'
import type { DetailGroup, Field } from './detail-sheet'

type SessionView = Tables<'admin_session_log'>
type ClickView = Tables<'admin_click_log'>

/**
 * The visit by the session log's column names: the columns both views name alike, the IP
 * address and the UTM fields (which the click log calls ip, source, medium, ...), and what
 * only a click records.
 */
export type Visit = Pick<SessionView, keyof SessionView & keyof ClickView> &
  Pick<
    SessionView,
    'ip_address' | `utm_${'source' | 'medium' | 'campaign' | 'term' | 'content'}`
  > & {
    clickOnly?: ClickOnly
  }

type ClickOnly = Pick<
  ClickView,
  'age' | 'hour_of_day' | 'day_of_week' | 'device_brand' | 'social_source' | 'ab_test_variant'
>

/** A click's visit, in the session log's names. */
export function clickVisit(click: ClickView): Visit {
  return {
    ...click,
    ip_address: click.ip,
    utm_source: click.source,
    utm_medium: click.medium,
    utm_campaign: click.campaign,
    utm_term: click.term,
    utm_content: click.content,
    clickOnly: click,
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A day of the week as the database numbers it (0 = Sunday), in words. */
export const weekday = (day: number | null) => (day === null ? null : WEEKDAYS[day])

/** A name and its version ('Chrome 124'), as far as they are known. */
const versioned = (name: string | null, version: string | null) =>
  [name, version].filter(Boolean).join(' ')

/** The Visitor, Device and Source groups of `visit`. */
export function visitGroups(visit: Visit): DetailGroup[] {
  const { clickOnly } = visit
  /** Fields only a click records: left out of a session's panel. */
  const ifClick = (fields: (click: ClickOnly) => Field[]) => (clickOnly ? fields(clickOnly) : [])
  return [
    {
      title: 'Visitor',
      fields: [
        ['Visitor id', visit.user_id],
        ['Session id', visit.session_id],
        ['Country', visit.country],
        ['City', visit.city],
        ['IP address', visit.ip_address],
        ['Language', visit.language],
        ...ifClick((click) => [
          ['Age group', click.age],
          ['Local hour', click.hour_of_day],
          ['Local weekday', weekday(click.day_of_week)],
        ]),
      ],
    },
    {
      title: 'Device',
      fields: [
        ['Device', visit.device_type],
        ...ifClick((click) => [['Device brand', click.device_brand]]),
        ['Mobile', visit.is_mobile],
        ['Browser', versioned(visit.browser, visit.browser_version)],
        ['OS', versioned(visit.os, visit.os_version)],
        ['Screen', visit.screen_resolution],
        ['User agent', visit.user_agent],
      ],
    },
    {
      title: 'Source',
      fields: [
        ['Referrer', visit.referrer],
        ...ifClick((click) => [['Social', click.social_source]]),
        ['UTM source', visit.utm_source],
        ['UTM medium', visit.utm_medium],
        ['UTM campaign', visit.utm_campaign],
        ['UTM term', visit.utm_term],
        ['UTM content', visit.utm_content],
        ['Google click id', visit.gclid],
        ['Meta click id', visit.fbclid],
        ['Microsoft click id', visit.msclkid],
        ['TikTok click id', visit.ttclid],
        ...ifClick((click) => [['A/B variant', click.ab_test_variant]]),
      ],
    },
  ]
}

/**
 * The detail panel of one visitor session: its fields (visitor, device, source, visit), its
 * brand clicks in order (each a link to the click's own panel in Outgoing Clicks) and their
 * conversions.
 */
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { formatPayout } from '../components/reporting/format'
import { exactTime } from '../components/time-ago'
import { adminSections } from '../sections'
import {
  LogDetailSheet,
  type DetailGroup,
  type DetailPanelProps,
} from '../components/traffic-log/detail-sheet'
import { QualityBadge } from '../components/traffic-log/quality-badge'
import { visitGroups } from '../components/traffic-log/visit-fields'
import {
  sessionDetailOptions,
  type SessionClick,
  type SessionDetail,
  type SessionPostback,
} from './api/get-session'

function groups(session: SessionDetail): DetailGroup[] {
  return [
    ...visitGroups(session),
    {
      title: 'Visit',
      fields: [
        ['Started', session.created_at ? exactTime(session.created_at) : null],
        ['Landing page', session.entry_page],
        ['First URL', session.first_page_url],
        ['Ended', session.session_end ? exactTime(session.session_end) : null],
        [
          'Time on site',
          session.time_on_site_sec === null ? null : `${session.time_on_site_sec} s`,
        ],
      ],
    },
  ]
}

function SessionClicks({
  clicks,
  postbacks,
}: {
  clicks: SessionClick[]
  postbacks: SessionPostback[]
}) {
  const currency = useReportingCurrency().data
  return (
    <section aria-label="Clicks" className="space-y-2">
      <h3 className="text-sm font-semibold">Clicks ({clicks.length})</h3>
      {clicks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No brand was clicked in this session.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {clicks.map((click) => {
            const conversions = postbacks.filter((postback) => postback.brand_click_id === click.id)
            return (
              <li key={click.id} className="space-y-1 rounded-md border p-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    to={`${adminSections.clickLog.path}?click=${click.id}`}
                  >
                    {click.brand_name ?? 'Deleted brand'}
                  </Link>
                  {click.traffic_quality_score === null ? null : (
                    <QualityBadge score={click.traffic_quality_score} />
                  )}
                  {click.card_position === null ? null : (
                    <span className="text-muted-foreground">position {click.card_position}</span>
                  )}
                </div>
                <p className="text-muted-foreground">
                  {click.click_time ? exactTime(click.click_time) : null}
                </p>
                {conversions.length > 0 ? (
                  <ul className="flex flex-wrap gap-1">
                    {conversions.map((postback) => (
                      <li key={postback.id}>
                        <Badge variant={postback.status === 'accepted' ? 'success' : 'outline'}>
                          {postback.event_type ?? postback.event ?? 'postback'} · {postback.status}
                          {postback.payout === null ? '' : ` · ${formatPayout(postback, currency)}`}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

export function SessionDetailSheet(panel: DetailPanelProps) {
  return (
    <LogDetailSheet
      {...panel}
      detail={sessionDetailOptions}
      rowOf={(data) => data.session}
      missing="This session does not exist (any more)."
      title={() => 'Visitor session'}
      description={(session) =>
        session?.created_at
          ? `Started ${exactTime(session.created_at)}${session.entry_page ? ` on ${session.entry_page}` : ''}`
          : 'An incoming visit'
      }
      groups={groups}
    >
      {(_session, { clicks, postbacks }) => <SessionClicks clicks={clicks} postbacks={postbacks} />}
    </LogDetailSheet>
  )
}

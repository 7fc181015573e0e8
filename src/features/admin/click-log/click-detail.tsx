/**
 * The detail panel of one outgoing click: every field of the brand click record (SPEC.md
 * section 3) grouped as visitor, device, source, page and quality, each quality flag in
 * words, the visitor session it came from (a link into Incoming Clicks) and its postbacks.
 */
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { formatPayout } from '../components/reporting/format'
import { exactTime } from '../components/time-ago'
import { adminSections } from '../sections'
import {
  FieldGroup,
  LogDetailSheet,
  type DetailGroup,
  type DetailPanelProps,
} from '../components/traffic-log/detail-sheet'
import { explainFlag } from '../components/traffic-log/quality'
import { QualityBadge } from '../components/traffic-log/quality-badge'
import { clickVisit, visitGroups, weekday } from '../components/traffic-log/visit-fields'
import { clickDetailOptions, type ClickDetail, type ClickPostback } from './api/get-click'

const unit = (value: number | null, suffix: string) =>
  value === null ? null : `${value.toLocaleString('en')} ${suffix}`

function groups(click: ClickDetail): DetailGroup[] {
  return [
    {
      title: 'Click',
      fields: [
        ['Click id', <code className="text-xs">{click.click_id}</code>],
        ['Time', click.click_time ? exactTime(click.click_time) : null],
        ['Brand', click.brand_name],
        ['Brand slug', click.brand_slug],
        ['Card position', click.card_position],
        ['Recorded by', click.click_path === 'redirect' ? 'The /go redirect' : 'The page'],
        ['Hour (UTC)', click.click_hour_of_day],
        ['Weekday (UTC)', weekday(click.click_day_of_week)],
      ],
    },
    ...visitGroups(clickVisit(click)),
    {
      title: 'Page',
      fields: [
        ['Page', click.page_url],
        ['Landing page', click.landing_page],
        ['Category', click.game],
        ['Load time', unit(click.load_time_ms, 'ms')],
        ['Time on page', unit(click.time_on_page_sec, 's')],
        ['Scroll depth', click.scroll_depth === null ? null : `${click.scroll_depth}%`],
      ],
    },
  ]
}

function QualitySection({ click }: { click: ClickDetail }) {
  const flags = click.quality_flags ?? []
  return (
    <div className="space-y-2">
      <FieldGroup
        title="Quality"
        fields={[
          [
            'Score',
            click.traffic_quality_score === null ? null : (
              <QualityBadge score={click.traffic_quality_score} />
            ),
          ],
          ['Suspicious', click.is_suspicious],
          ['Bot-filtered', click.is_bot_filtered],
          ['Click speed', unit(click.click_speed_ms, 'ms')],
          ['Session clicks', click.session_click_count],
          ['Automation', click.is_webdriver],
        ]}
      />
      {flags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No quality rule fired: a clean click.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {flags.map((flag) => (
            <li key={flag}>
              <code className="text-xs">{flag}</code>: {explainFlag(flag)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Postbacks({ postbacks }: { postbacks: ClickPostback[] }) {
  const currency = useReportingCurrency().data
  return (
    <section aria-label="Postbacks" className="space-y-2">
      <h3 className="text-sm font-semibold">Postbacks</h3>
      {postbacks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No postback names this click yet.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {postbacks.map((postback) => (
            <li key={postback.id} className="rounded-md border p-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={postback.status === 'accepted' ? 'success' : 'outline'}>
                  {postback.status}
                </Badge>
                <span className="font-medium">{postback.event_type ?? postback.event ?? '—'}</span>
                <span className="tabular-nums">{formatPayout(postback, currency)}</span>
              </div>
              <p className="text-muted-foreground">
                {exactTime(postback.received_at)}
                {postback.transaction_id ? ` · transaction ${postback.transaction_id}` : ''}
                {postback.status_reason ? ` · ${postback.status_reason}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function ClickDetailSheet(panel: DetailPanelProps) {
  return (
    <LogDetailSheet
      {...panel}
      detail={clickDetailOptions}
      rowOf={(data) => data.click}
      missing="This click does not exist (any more)."
      title={(click) => (click?.brand_name ? `Click on ${click.brand_name}` : 'Click')}
      description={(click) =>
        click?.click_time ? `Recorded ${exactTime(click.click_time)}` : 'An outgoing click'
      }
      groups={groups}
    >
      {(click, { postbacks }) => (
        <>
          <QualitySection click={click} />
          <section aria-label="Visitor session" className="space-y-1 text-sm">
            <h3 className="font-semibold">Visitor session</h3>
            {click.click_in_id ? (
              <Link
                className="text-primary underline underline-offset-4"
                to={`${adminSections.incoming.path}?session=${click.click_in_id}`}
              >
                Open the session this click came from
              </Link>
            ) : (
              <p className="text-muted-foreground">Not linked to a visitor session.</p>
            )}
          </section>
          <Postbacks postbacks={postbacks} />
        </>
      )}
    </LogDetailSheet>
  )
}

/**
 * One postback beside the log (`?postback=<id>`): its outcome, money and ids, links to its
 * click and the click's session, and the raw request as stored (the token already removed
 * by the function; any remaining value named like a secret is masked here as well).
 */
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { formatMoney } from '../components/reporting/format'
import { describeError } from '../components/form'
import { exactTime } from '../components/time-ago'
import { FieldList, SidePanel, type Field } from '../components/traffic-log/detail-sheet'
import { postbackQueryOptions, type PostbackLogRow } from './api/postback-log'
import { clickHref, DETAIL_PARAM, sessionHref } from './links'
import { maskedQuery, repeatedText } from './postback-format'
import { PostbackStatusBadge } from './postback-status'

export function PostbackDetail() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const id = params.get(DETAIL_PARAM)
  const query = useQuery({ ...postbackQueryOptions(id ?? ''), enabled: id !== null })
  const close = () => {
    const next = new URLSearchParams(params)
    next.delete(DETAIL_PARAM)
    navigate({ search: next.toString() }, { replace: true })
  }
  return (
    <SidePanel
      open={id !== null}
      onClose={close}
      title="Postback"
      description={query.data ? exactTime(query.data.received_at) : 'The request as received.'}
    >
      {query.data ? (
        <PostbackFacts row={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the postback: {describeError(query.error)}
        </p>
      ) : (
        <div className="space-y-3" aria-label="Loading the postback">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </SidePanel>
  )
}

export function PostbackFacts({ row }: { row: PostbackLogRow }) {
  const currency = useReportingCurrency().data
  const click = row.brand_clicks_history
  const facts: Field[] = [
    ['Status', <PostbackStatusBadge status={row.status} />],
    ['Reason', row.status_reason ?? '—'],
    ['Times received', row.repeat_count > 1 ? repeatedText(row) : 'Once'],
    ['Event', row.event ? `${row.event} (${row.event_type ?? 'not mapped'})` : '—'],
    ['Payout', formatMoney(row.payout, row.currency)],
    ['Payout (reporting)', formatMoney(row.payout_reporting, currency)],
    ['Network status', row.network_status ?? '—'],
    ['Transaction id', row.transaction_id ?? '—'],
    ['Click id', row.click_id ?? '—'],
    ['Brand', click?.brand_name ?? '—'],
    ['Source', row.postback_sources?.name ?? '—'],
    ['IP', row.ip ?? '—'],
    ['Test', row.is_test ? 'Yes (Test Postback)' : 'No'],
  ]
  return (
    <div className="space-y-5">
      <FieldList fields={facts} />
      <div className="flex flex-wrap gap-2">
        {click ? (
          <Link to={clickHref(click.click_id)} className={buttonVariants({ size: 'sm' })}>
            Open the click
          </Link>
        ) : null}
        {click?.session_id ? (
          <Link
            to={sessionHref(click.session_id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Open the session
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="raw-request-heading" className="space-y-2">
        <h3 id="raw-request-heading" className="text-sm font-semibold">
          Raw request
        </h3>
        <p className="text-xs text-muted-foreground">
          {row.request_method ?? 'GET'} · {row.user_agent ?? 'no user agent'}
        </p>
        <pre className="overflow-x-auto rounded-md border bg-muted p-3 text-xs">
          {JSON.stringify(maskedQuery(row.request_query), null, 2)}
        </pre>
        {row.request_body ? (
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border bg-muted p-3 text-xs">
            {row.request_body}
          </pre>
        ) : null}
      </section>
    </div>
  )
}

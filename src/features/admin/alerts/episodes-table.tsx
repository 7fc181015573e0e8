/**
 * The fired alerts, newest first: what fired (its figure against its baseline, in the
 * alert's own words), the rule, the subject, when it fired, whether it is still open or when
 * it cleared, and 'View rows' to the rows behind it. The signed-in member's unread ones are
 * marked New; 'Mark all read' marks every one.
 */
import { CheckCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { ListTable, rowActionsColumn, type ListColumn } from '../components/data-table'
import { notifyError, notifySuccess } from '../components/form'
import { exactTime, timeAgo } from '../components/time-ago'
import type { AlertEpisode } from '../layout/alert-feed'
import { useMarkAlertsRead } from '../layout/use-alert-feed'
import { kindLabel } from './alert-kinds'
import { fetchAlertPage, alertListOptions } from './api/list-alerts'
import { alertKeys } from './keys'

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={exactTime(at)} className="whitespace-nowrap">
      {timeAgo(at)}
    </time>
  )
}

const columns: ListColumn<AlertEpisode>[] = [
  {
    id: 'message',
    label: 'Alert',
    value: (row) => row.message,
    title: true,
    className: 'min-w-64',
    cell: (row) => (
      <div className="max-w-xl space-y-1">
        <p className={row.read ? 'font-normal' : 'font-medium'}>
          {row.read ? null : (
            <Badge variant="default" className="mr-2 align-text-bottom">
              New
            </Badge>
          )}
          {row.message}
        </p>
        {row.clearedMessage ? (
          <p className="text-xs text-muted-foreground">{row.clearedMessage}</p>
        ) : null}
      </div>
    ),
  },
  // The rule's name: two rules of one kind (every market, one brand) can fire for one subject.
  {
    id: 'rule',
    label: 'Rule',
    value: (row) => row.ruleName ?? kindLabel(row.kind),
    role: 'figure',
    className: 'min-w-28 whitespace-normal',
  },
  {
    id: 'subject_label',
    label: 'Subject',
    value: (row) => row.subjectLabel,
    role: 'figure',
    className: 'min-w-32 whitespace-normal',
  },
  {
    id: 'fired_at',
    label: 'Fired',
    value: (row) => row.firedAt,
    role: 'figure',
    cell: (row) => <When at={row.firedAt} />,
  },
  {
    id: 'cleared_at',
    label: 'State',
    value: (row) => row.clearedAt,
    role: 'figure',
    csv: { header: 'Cleared at' },
    cell: (row) =>
      row.clearedAt ? (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">Cleared</Badge>
          <When at={row.clearedAt} />
        </span>
      ) : (
        <Badge variant="destructive">Open</Badge>
      ),
  },
  // The export's own columns.
  { id: 'figure', label: 'Figure', value: (row) => row.figure, table: false },
  { id: 'baseline', label: 'Baseline', value: (row) => row.baseline, table: false },
  { id: 'kind', label: 'Kind', value: (row) => kindLabel(row.kind), table: false },
  { id: 'read', label: 'Read', value: (row) => row.read, table: false },
]

const after = [
  rowActionsColumn<AlertEpisode>(
    (row) =>
      row.link ? (
        <Link
          to={row.link}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'whitespace-nowrap',
          })}
        >
          View rows<span className="sr-only"> of {row.subjectLabel}</span>
        </Link>
      ) : null,
    'w-28 text-right',
  ),
]

function MarkAllRead() {
  const mark = useMarkAlertsRead()
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate(undefined, {
          onSuccess: (count) =>
            notifySuccess(
              count === 0
                ? 'Every alert was already read.'
                : `Marked ${count} ${count === 1 ? 'alert' : 'alerts'} read.`,
            ),
          onError: (error) => void notifyError(error, 'Could not mark the alerts read'),
        })
      }
    >
      <CheckCheck aria-hidden="true" />
      Mark all read
    </Button>
  )
}

export function EpisodesTable() {
  return (
    <ListTable
      name="alerts"
      label="Fired alerts"
      columns={columns}
      after={after}
      listOptions={alertListOptions}
      queryKey={alertKeys.list}
      fetchPage={fetchAlertPage}
      getRowId={(row) => row.id}
      actions={<MarkAllRead />}
      empty={{
        title: 'No alerts',
        description:
          'Nothing has fired. The checks run every few minutes; when a rule fires, it shows here and in the bell.',
      }}
    />
  )
}

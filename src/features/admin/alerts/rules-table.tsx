/**
 * The alert rules: each with its kind, where it applies, what it fires on, whether it is on
 * and muted, and 'Email me' for the signed-in member (every staff role subscribes itself).
 * Admins switch a rule on and off, mute it (1 hour, 24 hours, 7 days, until unmuted) and
 * edit its thresholds and webhook in a dialog; other roles read them.
 */
import { BellOff, Pencil } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Switch } from '@/components/ui/switch'
import { ListTable, rowActionsColumn, type ListColumn } from '../components/data-table'
import { isAlertKind, kindLabel, scopeText, thresholdText } from './alert-kinds'
import { fetchRulePage, ruleListOptions, type AlertRule } from './api/list-rules'
import { alertRuleKeys } from './keys'
import { RuleDialog } from './rule-dialog'
import {
  isMuted,
  MUTE_CHOICES,
  mutedText,
  useMuteRule,
  useSetRuleEnabled,
  useSetSubscription,
  useSubscriptions,
} from './use-rule-actions'

function EnabledSwitch({ rule, canWrite }: { rule: AlertRule; canWrite: boolean }) {
  const setEnabled = useSetRuleEnabled(rule)
  if (!canWrite) {
    return rule.enabled ? (
      <Badge variant="success">On</Badge>
    ) : (
      <Badge variant="secondary">Off</Badge>
    )
  }
  const checked = setEnabled.isPending ? setEnabled.variables : rule.enabled
  return (
    <Switch
      checked={checked}
      disabled={setEnabled.isPending}
      aria-label={`Enable ${rule.name}`}
      onCheckedChange={(next) => setEnabled.mutate(next)}
    />
  )
}

function EmailSwitch({ rule, subscribed }: { rule: AlertRule; subscribed: boolean | null }) {
  const setSubscription = useSetSubscription(rule)
  const checked = setSubscription.isPending ? setSubscription.variables : (subscribed ?? false)
  return (
    <Switch
      checked={checked}
      disabled={subscribed === null || setSubscription.isPending}
      aria-label={`Email me about ${rule.name}`}
      onCheckedChange={(next) => setSubscription.mutate(next)}
    />
  )
}

function MuteMenu({ rule }: { rule: AlertRule }) {
  const mute = useMuteRule(rule)
  const muted = isMuted(rule)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Mute ${rule.name}`}
          disabled={mute.isPending}
        >
          <BellOff aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{muted ? mutedText(rule) : 'Mute'}</DropdownMenuLabel>
        {MUTE_CHOICES.map((choice) => (
          <DropdownMenuItem key={choice.label} onSelect={() => mute.mutate({ ms: choice.ms })}>
            {choice.label}
          </DropdownMenuItem>
        ))}
        {muted ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => mute.mutate('unmute')}>Unmute</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function MutedCell({ rule }: { rule: AlertRule }) {
  if (!isMuted(rule)) return <span className="text-muted-foreground">No</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant="outline">
        <BellOff aria-hidden="true" />
        Muted
      </Badge>
      <span className="text-xs text-muted-foreground">
        {mutedText(rule).replace(/^Muted /, '')}
      </span>
    </span>
  )
}

export function RulesTable({ canWrite }: { canWrite: boolean }) {
  const subscriptions = useSubscriptions()
  const subscribed = useMemo(
    () => (subscriptions.data ? new Set(subscriptions.data) : null),
    [subscriptions.data],
  )
  const [editing, setEditing] = useState<AlertRule | null>(null)

  const columns = useMemo(
    (): ListColumn<AlertRule>[] => [
      { id: 'name', label: 'Name', value: (row) => row.name, title: true },
      { id: 'kind', label: 'Kind', value: (row) => kindLabel(row.kind), role: 'figure' },
      { id: 'scope', label: 'Scope', value: scopeText, role: 'figure' },
      {
        id: 'thresholds',
        label: 'Fires when',
        value: (row) => thresholdText(row.kind, row.params),
        className: 'min-w-48 whitespace-normal',
        role: 'figure',
      },
      {
        id: 'enabled',
        label: 'On',
        value: (row) => row.enabled,
        role: 'figure',
        cell: (row) => <EnabledSwitch rule={row} canWrite={canWrite} />,
      },
      {
        id: 'muted_until',
        label: 'Muted',
        value: (row) => (isMuted(row) ? row.muted_until : null),
        role: 'figure',
        className: 'min-w-24 whitespace-normal',
        cell: (row) => <MutedCell rule={row} />,
      },
      {
        id: 'email',
        label: 'Email me',
        value: (row) => subscribed?.has(row.id) ?? null,
        role: 'figure',
        cell: (row) => (
          <EmailSwitch rule={row} subscribed={subscribed ? subscribed.has(row.id) : null} />
        ),
      },
      { id: 'webhook_url', label: 'Webhook URL', value: (row) => row.webhook_url, table: false },
    ],
    [canWrite, subscribed],
  )

  const after = useMemo(
    () =>
      canWrite
        ? [
            rowActionsColumn<AlertRule>(
              (row) => (
                <span className="inline-flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => setEditing(row)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <MuteMenu rule={row} />
                </span>
              ),
              'w-24 text-right',
            ),
          ]
        : [],
    [canWrite],
  )

  const editingKind = editing && isAlertKind(editing.kind) ? editing.kind : null
  return (
    <>
      <ListTable
        name="alert-rules"
        label="Alert rules"
        columns={columns}
        after={after}
        listOptions={ruleListOptions}
        queryKey={alertRuleKeys.list}
        fetchPage={fetchRulePage}
        getRowId={(row) => row.id}
        empty={{
          title: 'No rules yet',
          description: 'The alert rules come with the database; none are stored here.',
        }}
      />
      {editing && editingKind ? (
        <RuleDialog rule={editing} kind={editingKind} onClose={() => setEditing(null)} />
      ) : null}
    </>
  )
}

/**
 * The Alerts section (#28) against a stand-in for supabase-js. The fired alerts: what fired,
 * the rule, the subject, when, open or cleared (with when and why), New for the unread ones,
 * 'View rows' to the rows behind it; the state and kind filters asked of the database from
 * the URL; 'Mark all read'; the empty and failed lists. The rules (?view=rules): an admin's
 * switch and mute menu send the right change of the right rule, and say so; 'Email me'
 * subscribes the signed-in member; an analyst reads the rules without a control that would
 * change them. The rule dialog: thresholds checked before anything is sent, the errors clear
 * as they are fixed, the database's refusal on its field, and nothing typed is lost.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { AlertsPage } from '@/features/admin/alerts/alerts-page'
import { requests, resetRequests, type Op } from '../admin/recording-supabase'
import {
  answering,
  argsOf,
  clearedAlert,
  epcRule,
  has,
  linkRule,
  openAlert,
  renderAlerts,
  targetOf,
  USER_ID,
} from './alerts-fixtures'

vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}))

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

const to = (target: string) => requests.filter((ops) => targetOf(ops) === target)
const isUpdate = (ops: Op[]) => ops.some(([name]) => name === 'update')
const ruleUpdates = () => to('alert_rules').filter(isUpdate)

beforeEach(() => {
  resetRequests()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

describe('fired alerts', () => {
  test('each alert with what fired, its rule, subject, when, open or cleared, New while unread, and View rows', async () => {
    answering({ alerts: [openAlert, clearedAlert] })
    renderAlerts(<AlertsPage />, '/admin/alerts', 'analyst')
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Fired alerts', selected: true })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Fired alerts' })
    const open = await within(table).findByRole('row', { name: /EPC of Maple Crown/ })
    expect(within(open).getByText('New')).toBeVisible()
    expect(within(open).getByText('EPC down')).toBeVisible()
    expect(within(open).getByText('Maple Crown in Canada')).toBeVisible()
    expect(within(open).getByText('5 minutes ago').tagName).toBe('TIME')
    expect(within(open).getByText('Open')).toBeVisible()
    expect(within(open).getByRole('link', { name: /^View rows/ })).toHaveAttribute(
      'href',
      openAlert.link,
    )

    const cleared = within(table).getByRole('row', { name: /Thames Spin/ })
    expect(within(cleared).queryByText('New')).not.toBeInTheDocument()
    expect(within(cleared).getByText('Cleared')).toBeVisible()
    expect(within(cleared).getByText('1 hour ago')).toBeVisible()
    expect(within(cleared).getByText(clearedAlert.cleared_message)).toBeVisible()
    expect(within(cleared).getByText('Brand link broken')).toBeVisible()

    // Newest first, with the member's read marks.
    const read = to('alerts').at(-1)!
    expect(has(read, 'order', 'fired_at', { ascending: false })).toBe(true)
    expect(String(argsOf(read, 'select')?.[0])).toContain('alert_reads(read_at)')
  })

  test('the state and kind filters in the URL are asked of the database', async () => {
    answering({ alerts: [openAlert] })
    const { unmount } = renderAlerts(<AlertsPage />, '/admin/alerts?state=open&kind=epc_drop')
    await screen.findByRole('row', { name: /EPC of Maple Crown/ })
    const first = to('alerts').at(-1)!
    expect(has(first, 'is', 'cleared_at', null)).toBe(true)
    expect(has(first, 'eq', 'kind', 'epc_drop')).toBe(true)
    expect(screen.getByLabelText('State')).toHaveValue('open')
    expect(screen.getByLabelText('Kind')).toHaveValue('epc_drop')
    unmount()

    resetRequests()
    renderAlerts(<AlertsPage />, '/admin/alerts?state=cleared')
    await screen.findByRole('row', { name: /EPC of Maple Crown/ })
    expect(has(to('alerts').at(-1)!, 'not', 'cleared_at', 'is', null)).toBe(true)
  })

  test('choosing Cleared filters by it, in the URL', async () => {
    answering({ alerts: [openAlert, clearedAlert] })
    renderAlerts(<AlertsPage />, '/admin/alerts')
    await screen.findByRole('row', { name: /EPC of Maple Crown/ })
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Cleared')
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/alerts?state=cleared'),
    )
    await waitFor(() =>
      expect(has(to('alerts').at(-1)!, 'not', 'cleared_at', 'is', null)).toBe(true),
    )
  })

  test('Mark all read marks every alert for the member and says how many', async () => {
    answering({ alerts: [openAlert], marked: 3 })
    renderAlerts(<AlertsPage />, '/admin/alerts')
    await screen.findByRole('row', { name: /EPC of Maple Crown/ })
    const reads = to('alerts').length
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(to('mark_alerts_read')).toHaveLength(1))
    // No ids: every alert.
    expect(to('mark_alerts_read')[0]![0]).toEqual(['rpc', 'mark_alerts_read', {}])
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked 3 alerts read.'))
    // The list is read again, without its New marks.
    await waitFor(() => expect(to('alerts').length).toBeGreaterThan(reads))
  })

  test('without alerts the list says so, and that the checks run every few minutes', async () => {
    answering({ alerts: [] })
    renderAlerts(<AlertsPage />, '/admin/alerts')
    expect(await screen.findByText('No alerts')).toBeVisible()
    expect(screen.getByText(/The checks run every few minutes/)).toBeVisible()
  })

  test('a list that cannot load says so, and Retry loads it', async () => {
    answering({ alerts: 'fail' })
    renderAlerts(<AlertsPage />, '/admin/alerts')
    expect(await screen.findByText('The list could not be loaded')).toBeVisible()
    expect(screen.getByText('connection refused')).toBeVisible()
    answering({ alerts: [openAlert] })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /EPC of Maple Crown/ })).toBeVisible()
  })
})

describe('alert rules', () => {
  const RULES_URL = '/admin/alerts?view=rules'

  test('each rule with its kind, scope, what it fires on, on or off, muted, and Email me', async () => {
    answering({ rules: [epcRule, linkRule], subscriptions: ['r-link'] })
    renderAlerts(<AlertsPage />, RULES_URL)
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Alert rules' })
    const epc = await within(table).findByRole('row', { name: /EPC down/ })
    expect(within(epc).getByText('Canada')).toBeVisible()
    expect(within(epc).getByText('Down 50 % over 24 hours, at least 100 clicks')).toBeVisible()
    expect(within(epc).getByRole('switch', { name: 'Enable EPC down' })).toBeChecked()
    expect(within(epc).getByText('No')).toBeVisible()
    await waitFor(() =>
      expect(
        within(epc).getByRole('switch', { name: 'Email me about EPC down' }),
      ).not.toBeChecked(),
    )
    expect(within(epc).getByRole('switch', { name: 'Email me about EPC down' })).toBeEnabled()

    const link = within(table).getByRole('row', { name: /Brand link broken/ })
    expect(within(link).getByText('Every market')).toBeVisible()
    expect(within(link).getByRole('switch', { name: 'Enable Brand link broken' })).not.toBeChecked()
    expect(within(link).getByText('Muted')).toBeVisible()
    expect(within(link).getByText('until unmuted')).toBeVisible()
    expect(
      within(link).getByRole('switch', { name: 'Email me about Brand link broken' }),
    ).toBeChecked()

    // The member's own subscriptions.
    expect(has(to('alert_subscriptions').at(-1)!, 'eq', 'user_id', USER_ID)).toBe(true)
  })

  test("the switch turns the rule off: that rule's enabled, a toast, the rules read again", async () => {
    answering({ rules: [epcRule, linkRule] })
    renderAlerts(<AlertsPage />, RULES_URL)
    const toggle = await screen.findByRole('switch', { name: 'Enable EPC down' })
    const reads = to('alert_rules').length
    await userEvent.click(toggle)
    await waitFor(() => expect(ruleUpdates()).toHaveLength(1))
    const update = ruleUpdates()[0]!
    expect(argsOf(update, 'update')).toEqual([{ enabled: false }])
    expect(has(update, 'eq', 'id', 'r-epc')).toBe(true)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('EPC down is off.'))
    await waitFor(() => expect(to('alert_rules').length).toBeGreaterThan(reads + 1))
  })

  test('a refused switch says why and leaves the rule as it was', async () => {
    answering({
      rules: [epcRule],
      update: { data: null, status: 403, error: { code: '42501', message: 'permission denied' } },
    })
    renderAlerts(<AlertsPage />, RULES_URL)
    const toggle = await screen.findByRole('switch', { name: 'Enable EPC down' })
    await userEvent.click(toggle)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not turn EPC down off: You do not have permission to make this change.',
      ),
    )
    expect(toggle).toBeChecked()
  })

  test('Mute for 24 hours stores the time 24 hours ahead; Until unmuted stores infinity; Unmute clears it', async () => {
    answering({ rules: [epcRule, linkRule] })
    renderAlerts(<AlertsPage />, RULES_URL)
    await userEvent.click(await screen.findByRole('button', { name: 'Mute EPC down' }))
    const before = Date.now()
    await userEvent.click(await screen.findByRole('menuitem', { name: 'For 24 hours' }))
    await waitFor(() => expect(ruleUpdates()).toHaveLength(1))
    const [changes] = argsOf(ruleUpdates()[0]!, 'update') as [{ muted_until: string }]
    const until = new Date(changes.muted_until).getTime()
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000)
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
    expect(has(ruleUpdates()[0]!, 'eq', 'id', 'r-epc')).toBe(true)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('EPC down is muted for 24 hours.'),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Mute EPC down' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Until unmuted' }))
    await waitFor(() => expect(ruleUpdates()).toHaveLength(2))
    expect(argsOf(ruleUpdates()[1]!, 'update')).toEqual([{ muted_until: 'infinity' }])

    // A muted rule offers Unmute.
    await userEvent.click(screen.getByRole('button', { name: 'Mute Brand link broken' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Muted until unmuted')).toBeVisible()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Unmute' }))
    await waitFor(() => expect(ruleUpdates()).toHaveLength(3))
    expect(argsOf(ruleUpdates()[2]!, 'update')).toEqual([{ muted_until: null }])
    expect(has(ruleUpdates()[2]!, 'eq', 'id', 'r-link')).toBe(true)
  })

  test('Email me subscribes the signed-in member to the rule, and unsubscribes them', async () => {
    answering({ rules: [epcRule, linkRule], subscriptions: ['r-link'] })
    renderAlerts(<AlertsPage />, RULES_URL, 'editor')
    const epc = await screen.findByRole('switch', { name: 'Email me about EPC down' })
    await waitFor(() => expect(epc).toBeEnabled())
    await userEvent.click(epc)
    await waitFor(() =>
      expect(
        to('alert_subscriptions').some((ops) =>
          has(ops, 'upsert', { rule_id: 'r-epc', user_id: USER_ID }, { ignoreDuplicates: true }),
        ),
      ).toBe(true),
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Email me about Brand link broken' }))
    await waitFor(() => {
      const removal = to('alert_subscriptions').find((ops) =>
        ops.some(([name]) => name === 'delete'),
      )
      expect(
        removal &&
          has(removal, 'eq', 'rule_id', 'r-link') &&
          has(removal, 'eq', 'user_id', USER_ID),
      ).toBe(true)
    })
  })

  test('an analyst reads the rules: no switch, mute or edit, but Email me', async () => {
    answering({ rules: [epcRule, linkRule] })
    renderAlerts(<AlertsPage />, RULES_URL, 'analyst')
    const table = await screen.findByRole('table', { name: 'Alert rules' })
    const epc = await within(table).findByRole('row', { name: /EPC down/ })
    expect(within(epc).getByText('On')).toBeVisible()
    expect(within(table).queryByRole('switch', { name: /^Enable / })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /^(Mute|Edit) / })).not.toBeInTheDocument()
    expect(within(epc).getByRole('switch', { name: 'Email me about EPC down' })).toBeInTheDocument()
  })
})

describe('the rule dialog', () => {
  async function openDialog() {
    renderAlerts(<AlertsPage />, '/admin/alerts?view=rules')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit EPC down' }))
    return screen.findByRole('dialog', { name: 'Edit EPC down' })
  }

  test("shows the kind's thresholds; out of range or empty is refused before sending, and the error clears once fixed", async () => {
    answering({ rules: [epcRule] })
    const dialog = await openDialog()
    expect(within(dialog).getByLabelText('Drop (%)')).toHaveValue(50)
    expect(within(dialog).getByLabelText('Hours')).toHaveValue(24)
    expect(within(dialog).getByLabelText('Minimum clicks')).toHaveValue(100)
    expect(within(dialog).queryByLabelText('Days ahead')).not.toBeInTheDocument()

    await userEvent.clear(within(dialog).getByLabelText('Drop (%)'))
    await userEvent.type(within(dialog).getByLabelText('Drop (%)'), '150')
    await userEvent.clear(within(dialog).getByLabelText('Hours'))
    await userEvent.clear(within(dialog).getByLabelText('Name'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter a number from 1 to 100.')).toBeVisible()
    expect(within(dialog).getByText('Enter hours.')).toBeVisible()
    expect(within(dialog).getByText('Enter a name.')).toBeVisible()
    expect(within(dialog).getByLabelText('Drop (%)')).toHaveAttribute('aria-invalid', 'true')
    expect(ruleUpdates()).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('Hours'), '12')
    await waitFor(() => expect(within(dialog).queryByText('Enter hours.')).not.toBeInTheDocument())
    expect(within(dialog).getByText('Enter a number from 1 to 100.')).toBeVisible()
  })

  test('a webhook that is not https is refused before sending', async () => {
    answering({ rules: [epcRule] })
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Webhook URL'), 'http://hooks.example.com/x')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(/^Enter an https URL/)).toBeVisible()
    expect(ruleUpdates()).toHaveLength(0)
  })

  test("Save sends the name, the kind's params and the webhook, with the version it opened", async () => {
    answering({ rules: [epcRule] })
    const dialog = await openDialog()
    await userEvent.clear(within(dialog).getByLabelText('Drop (%)'))
    await userEvent.type(within(dialog).getByLabelText('Drop (%)'), '30')
    await userEvent.type(
      within(dialog).getByLabelText('Webhook URL'),
      'https://hooks.example.com/T9',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(ruleUpdates()).toHaveLength(1))
    const update = ruleUpdates()[0]!
    expect(argsOf(update, 'update')).toEqual([
      {
        name: 'EPC down',
        webhook_url: 'https://hooks.example.com/T9',
        params: { percent: 30, hours: 24, min_clicks: 100 },
      },
    ])
    expect(has(update, 'eq', 'id', 'r-epc')).toBe(true)
    expect(has(update, 'eq', 'updated_at', epcRule.updated_at)).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toast.success).toHaveBeenCalledWith('Saved EPC down.')
  })

  test("the database's refusal lands on its field, and nothing typed is lost", async () => {
    answering({
      rules: [epcRule],
      update: {
        data: null,
        status: 400,
        error: {
          code: '23514',
          message: 'Webhook URL "webhook_url" must point at a public address, not 10.0.0.8',
        },
      },
    })
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Webhook URL'), 'https://10.0.0.8/hook')
    await userEvent.clear(within(dialog).getByLabelText('Hours'))
    await userEvent.type(within(dialog).getByLabelText('Hours'), '6')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(
        'The webhook URL must point at a public address, not 10.0.0.8.',
      ),
    ).toBeVisible()
    expect(within(dialog).getByLabelText('Webhook URL')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText('Webhook URL')).toHaveValue('https://10.0.0.8/hook')
    expect(within(dialog).getByLabelText('Hours')).toHaveValue(6)
  })

  test('a rule another admin changed meanwhile is not overwritten: the dialog says so', async () => {
    answering({ rules: [epcRule], update: { data: [], error: null } })
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(/^Someone else changed this rule after you opened it/),
    ).toBeVisible()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('EPC down')
  })
})

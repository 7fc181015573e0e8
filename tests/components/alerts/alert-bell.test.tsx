/**
 * The top bar's alert bell (#28) against a stand-in for supabase-js: its name and badge say
 * the signed-in member's unread count (no badge at 0); its menu lists the latest alerts with
 * their message, when they fired and whether they are open or cleared, each opening its rows
 * (a stored link that is not an admin path opens the Alerts section instead), then 'All
 * alerts'; opening it marks the listed unread ones read; an alert that fires meanwhile
 * (Realtime) refreshes the count; the empty and failed menus say so, and Retry reads again.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { AlertBell } from '@/features/admin/layout/alert-bell'
import {
  channels,
  emitInsert,
  requests,
  resetRequests,
  respondWith,
} from '../admin/recording-supabase'
import {
  answering,
  clearedAlert,
  foreignAlert,
  has,
  openAlert,
  renderAlerts,
  targetOf,
} from './alerts-fixtures'

vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}))

const countRequests = () => requests.filter((ops) => targetOf(ops) === 'alert_unread_count')
const markRequests = () => requests.filter((ops) => targetOf(ops) === 'mark_alerts_read')

beforeEach(() => {
  resetRequests()
})

describe('alert bell', () => {
  test('names the unread count and shows it as a badge', async () => {
    answering({ unread: 3 })
    renderAlerts(<AlertBell />, '/admin/dashboard', 'analyst')
    const bell = await screen.findByRole('button', { name: 'Alerts, 3 unread' })
    expect(bell).toHaveTextContent('3')
    expect(bell).toHaveAttribute('aria-haspopup', 'menu')
  })

  test('at 0 it is just "Alerts", without a badge', async () => {
    answering({ unread: 0 })
    renderAlerts(<AlertBell />, '/admin/dashboard', 'editor')
    await waitFor(() => expect(countRequests().length).toBeGreaterThan(0))
    const bell = await screen.findByRole('button', { name: 'Alerts' })
    // Only the hidden name: no figure drawn.
    await waitFor(() => expect(bell.textContent).toBe('Alerts'))
  })

  test('more than 99 unread read 99+ on the badge, the name says the number', async () => {
    answering({ unread: 250 })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    const bell = await screen.findByRole('button', { name: 'Alerts, 250 unread' })
    expect(bell).toHaveTextContent('99+')
  })

  test('the menu lists the latest alerts, each opening its rows, then All alerts; the unread ones are marked read', async () => {
    answering({ unread: 2, alerts: [openAlert, clearedAlert, foreignAlert] })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    const bell = await screen.findByRole('button', { name: 'Alerts, 2 unread' })
    const counts = countRequests().length
    // What the server answers once the listed ones are read (the menu reads them again as it opens).
    const readMark = [{ read_at: openAlert.fired_at }]
    answering({
      unread: 0,
      alerts: [
        { ...openAlert, alert_reads: readMark },
        clearedAlert,
        { ...foreignAlert, alert_reads: readMark },
      ],
    })
    await userEvent.click(bell)
    const menu = await screen.findByRole('menu')
    const items = await within(menu).findAllByRole('menuitem')
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/admin/analytics?brand=maple-crown&country=ca',
      '/admin/link-health?q=thames',
      // Not an admin path: the Alerts section, never another site.
      '/admin/alerts',
      '/admin/alerts',
    ])
    expect(items[0]).toHaveTextContent(`New: ${openAlert.message}`)
    expect(items[0]).toHaveTextContent('5 minutes ago')
    expect(within(items[0]!).getByText('Maple Crown in Canada')).toBeVisible()
    expect(within(items[0]!).getByText('Open')).toBeVisible()
    expect(items[1]).toHaveTextContent(clearedAlert.message)
    expect(items[1]).not.toHaveTextContent('New:')
    expect(within(items[1]!).getByText('Cleared')).toBeVisible()
    expect(items[3]).toHaveTextContent('All alerts')

    // The latest 8, newest first.
    const read = requests.find((ops) => targetOf(ops) === 'alerts')!
    expect(has(read, 'order', 'fired_at', { ascending: false })).toBe(true)
    expect(has(read, 'limit', 8)).toBe(true)

    // The unread ones listed were marked read, once; the count was read again.
    await waitFor(() => expect(markRequests()).toHaveLength(1))
    expect(markRequests()[0]![0]).toEqual(['rpc', 'mark_alerts_read', { p_ids: ['a1', 'a3'] }])
    await waitFor(() => expect(countRequests().length).toBeGreaterThan(counts))
    // The open menu hides the rest of the page from assistive technology: read the bell itself.
    await waitFor(() => expect(bell.textContent).toBe('Alerts'))
    // Still marked New while the menu is open, though read again as read.
    await waitFor(() =>
      expect(requests.filter((ops) => targetOf(ops) === 'alerts').length).toBeGreaterThan(1),
    )
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('New:')
  })

  test('closed and opened again, the alerts it showed are no longer New, and are not marked twice', async () => {
    answering({ unread: 1, alerts: [openAlert, clearedAlert] })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    const bell = await screen.findByRole('button', { name: 'Alerts, 1 unread' })
    await userEvent.click(bell)
    expect(await screen.findByRole('menuitem', { name: /^New: EPC of Maple Crown/ })).toBeVisible()
    await waitFor(() => expect(markRequests()).toHaveLength(1))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    // The reopened menu's request is held: what shows is what the menu kept.
    respondWith((ops) =>
      targetOf(ops) === 'alerts'
        ? (new Promise(() => {}) as never)
        : { data: targetOf(ops) === 'alert_unread_count' ? 0 : null, error: null },
    )
    await userEvent.click(bell)
    const item = await screen.findByRole('menuitem', { name: /EPC of Maple Crown/ })
    expect(item).not.toHaveTextContent('New:')
    expect(markRequests()).toHaveLength(1)
  })

  test('an alert opens its rows', async () => {
    answering({ unread: 1, alerts: [openAlert] })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /EPC of Maple Crown/ }))
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/analytics?brand=maple-crown&country=ca',
    )
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  test('with no alerts the menu says so, and that the checks run every few minutes', async () => {
    answering({ unread: 0, alerts: [] })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts' }))
    const menu = await screen.findByRole('menu')
    expect(await within(menu).findByText('No alerts')).toBeVisible()
    expect(within(menu).getByText(/Checks run every few minutes/)).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: 'All alerts' })).toHaveAttribute(
      'href',
      '/admin/alerts',
    )
    expect(markRequests()).toHaveLength(0)
  })

  test('a menu that cannot load says so; Retry reads again and keeps it open', async () => {
    answering({ unread: 1, alerts: 'fail' })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }))
    const menu = await screen.findByRole('menu')
    expect(await within(menu).findByText('Could not load the alerts.')).toBeVisible()
    // The Retry item says why: a menu may own only its items, so the message is no alert.
    expect(
      within(menu).getByRole('menuitem', {
        name: 'Retry',
        description: 'Could not load the alerts.',
      }),
    ).toBeInTheDocument()
    answering({ unread: 1, alerts: [openAlert] })
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Retry' }))
    expect(await within(menu).findByRole('menuitem', { name: /EPC of Maple Crown/ })).toBeVisible()
  })

  test('an alert fired meanwhile (Realtime) refreshes the count', async () => {
    answering({ unread: 0 })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    await screen.findByRole('button', { name: 'Alerts' })
    await waitFor(() =>
      expect(
        channels.some((channel) =>
          channel.listeners.some(({ filter }) => filter.table === 'alerts'),
        ),
      ).toBe(true),
    )
    answering({ unread: 1 })
    emitInsert('alerts', { id: 'a9' })
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument()
  })

  test('a count that cannot be read shows no badge rather than a wrong one', async () => {
    answering({ unread: 'fail' })
    renderAlerts(<AlertBell />, '/admin/dashboard')
    await waitFor(() => expect(countRequests().length).toBeGreaterThan(0))
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument()
  })
})

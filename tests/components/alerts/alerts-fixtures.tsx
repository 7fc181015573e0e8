/**
 * What the alerts component tests share: a page or the bell rendered as the admin renders
 * it (a query client without retries, the router at a URL, the signed-in member and role),
 * the stored rows the stand-in for supabase-js answers with, and how to read its requests.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AuthContext, type AuthContextValue } from '@/features/admin/auth/auth-context'
import type { StaffRole } from '@/features/admin/auth/roles'
import { respondWith, type Answer, type Op } from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

export const USER_ID = 'user-1'

function LocationDisplay() {
  const { pathname, search } = useLocation()
  return <span data-testid="location">{`${pathname}${search}`}</span>
}

export function renderAlerts(ui: ReactElement, url: string, role: StaffRole = 'admin') {
  const auth = {
    role,
    user: { id: USER_ID, email: `${role}@example.com` },
  } as unknown as AuthContextValue
  const queryClient = createTestQueryClient()
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AuthContext.Provider value={auth}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationDisplay />
          </AuthContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  }
}

/** The table (or function) a recorded request is for. */
export const targetOf = (ops: Op[]) => String(ops[0]?.[1])
/** Whether the request made exactly this call. */
export const has = (ops: Op[], ...call: unknown[]) =>
  ops.some((op) => JSON.stringify(op) === JSON.stringify(call))
/** The arguments of the request's first call of `method`. */
export const argsOf = (ops: Op[], method: string) => ops.find(([name]) => name === method)?.slice(1)

const MINUTE = 60_000
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

export const openAlert = {
  id: 'a1',
  rule_id: 'r-epc',
  kind: 'epc_drop',
  subject_label: 'Maple Crown in Canada',
  fired_at: ago(5 * MINUTE),
  cleared_at: null,
  figure: 0.42,
  baseline: 1.1,
  message: 'EPC of Maple Crown in Canada is 0.42, down 62 % against 1.10 (threshold 50 %).',
  cleared_message: null,
  link: '/admin/analytics?brand=maple-crown&country=ca',
  alert_rules: { name: 'EPC down' },
  alert_reads: [],
}

export const clearedAlert = {
  ...openAlert,
  id: 'a2',
  rule_id: 'r-link',
  kind: 'link_broken',
  subject_label: 'Thames Spin in United Kingdom',
  fired_at: ago(3 * 60 * MINUTE),
  cleared_at: ago(60 * MINUTE),
  figure: null,
  baseline: null,
  message: 'The link of Thames Spin in United Kingdom is broken: DNS error.',
  cleared_message: 'The latest check of Thames Spin is OK again.',
  link: '/admin/link-health?q=thames',
  alert_rules: { name: 'Brand link broken' },
  alert_reads: [{ read_at: ago(30 * MINUTE) }],
}

/** A stored link that is not an admin path: never followed. */
export const foreignAlert = {
  ...openAlert,
  id: 'a3',
  message: 'Postbacks of Network X silent for 26 hours.',
  kind: 'postback_silent',
  link: 'https://evil.example/',
}

export type Answers = {
  unread?: number | 'fail'
  alerts?: unknown[] | 'fail'
  rules?: unknown[] | 'fail'
  subscriptions?: string[]
  /** The answer to a rule's update (default: the row was updated). */
  update?: Answer
  marked?: number
}

export function answering({
  unread = 0,
  alerts = [],
  rules = [],
  subscriptions = [],
  update,
  marked = 1,
}: Answers) {
  respondWith((ops) => {
    const target = targetOf(ops)
    const fail = { data: null, status: 500, error: { message: 'connection refused' } }
    if (target === 'alert_unread_count')
      return unread === 'fail' ? fail : { data: unread, error: null }
    if (target === 'mark_alerts_read') return { data: marked, error: null }
    if (target === 'alerts') {
      return alerts === 'fail' ? fail : { data: alerts, error: null, count: alerts.length }
    }
    if (target === 'alert_rules' && ops.some(([name]) => name === 'update')) {
      return update ?? { data: [{ id: 'updated' }], error: null }
    }
    if (target === 'alert_rules') {
      return rules === 'fail' ? fail : { data: rules, error: null, count: rules.length }
    }
    if (target === 'alert_subscriptions') {
      return { data: subscriptions.map((rule_id) => ({ rule_id })), error: null }
    }
    if (target === 'saved_views') return { data: [], error: null }
    return { data: null, error: null }
  })
}

export const TIMESTAMP = '2026-11-20T10:00:00.123456+00:00'

export const epcRule = {
  id: 'r-epc',
  kind: 'epc_drop',
  name: 'EPC down',
  enabled: true,
  muted_until: null,
  params: { hours: 24, percent: 50, min_clicks: 100 },
  webhook_url: null,
  updated_at: TIMESTAMP,
  countries: { name: 'Canada' },
  brands: null,
}

export const linkRule = {
  id: 'r-link',
  kind: 'link_broken',
  name: 'Brand link broken',
  enabled: false,
  muted_until: 'infinity',
  params: {},
  webhook_url: 'https://hooks.example.com/T1',
  updated_at: TIMESTAMP,
  countries: null,
  brands: null,
}

/** The staff list's view over the function's whole answer: search, filters, order, pages. */
import { describe, expect, test } from 'vitest'
import type { ListState } from '@/features/admin/components/data-table'
import type { StaffMember } from '@/features/admin/users/api/list-staff'
import { staffPage } from '@/features/admin/users/staff-list'

const member = (email: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id: email,
  email,
  role: 'editor',
  status: 'active',
  two_factor: false,
  last_sign_in_at: null,
  created_at: '2026-11-01T00:00:00Z',
  ...extra,
})

const staff = [
  member('b@example.com', { role: 'admin', last_sign_in_at: '2026-11-20T00:00:00Z' }),
  member('a@example.com', { status: 'invited' }),
  member('c@example.com', { status: 'disabled', last_sign_in_at: '2026-11-10T00:00:00Z' }),
]

const state = (extra: Partial<ListState> = {}): ListState => ({
  page: 1,
  perPage: 25,
  sort: 'email',
  order: 'asc',
  q: '',
  filters: {},
  ...extra,
})

const emails = (result: { rows: StaffMember[] }) => result.rows.map((row) => row.email)

describe('staffPage', () => {
  test('orders by email, and by last sign-in with never-signed-in last either way', () => {
    expect(emails(staffPage(staff, state(), { from: 0, to: 24 }))).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ])
    const bySignIn = (order: 'asc' | 'desc') =>
      emails(staffPage(staff, state({ sort: 'last_sign_in_at', order }), { from: 0, to: 24 }))
    expect(bySignIn('desc')).toEqual(['b@example.com', 'c@example.com', 'a@example.com'])
    expect(bySignIn('asc')).toEqual(['c@example.com', 'b@example.com', 'a@example.com'])
  })

  test('searches the email and filters by role and status, with the filtered total', () => {
    expect(staffPage(staff, state({ q: 'C@EX' }), { from: 0, to: 24 })).toMatchObject({
      total: 1,
      rows: [{ email: 'c@example.com' }],
    })
    expect(
      emails(staffPage(staff, state({ filters: { role: 'admin' } }), { from: 0, to: 24 })),
    ).toEqual(['b@example.com'])
    expect(
      emails(staffPage(staff, state({ filters: { status: 'invited' } }), { from: 0, to: 24 })),
    ).toEqual(['a@example.com'])
  })

  test('cuts the requested page', () => {
    expect(staffPage(staff, state(), { from: 1, to: 1 })).toEqual({
      rows: [staff[0]],
      total: 3,
    })
  })
})

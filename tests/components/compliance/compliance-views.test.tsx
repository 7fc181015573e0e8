/**
 * The Compliance page's views and their lists' states, against a stand-in for supabase-js:
 * the views' navigation, a list loading, then its rows; a failed list with Retry; an empty
 * list with what to do next (for the roles that may write, and for those that may not).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CompliancePage } from '@/features/admin/compliance/compliance-page'
import { resetRequests, respondWith, type Op } from '../admin/recording-supabase'
import { renderAt, tableOf, TIMESTAMP } from './compliance-fixtures'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const regulatorRows = [
  {
    id: 'r1',
    code: 'ukgc',
    name: 'UK Gambling Commission',
    register_url: 'https://www.gamblingcommission.gov.uk/public-register',
    updated_at: TIMESTAMP,
    market_regulators: [{ count: 1 }],
    brand_licences: [{ count: 11 }],
  },
]

const marketRows = [
  {
    id: 'au',
    name: 'Australia',
    slug: 'au',
    flag_icon: null,
    is_active: true,
    sort_order: 5,
    licence_required: false,
    casino_promotion: false,
    updated_at: TIMESTAMP,
    market_regulators: [],
    market_rules: [{ region_code: null, bonus_policy: 'hide', min_age: 18 }],
  },
  {
    id: 'ca',
    name: 'Canada',
    slug: 'ca',
    flag_icon: null,
    is_active: true,
    sort_order: 1,
    licence_required: false,
    casino_promotion: true,
    updated_at: TIMESTAMP,
    market_regulators: [{ regulators: { code: 'agco', name: 'AGCO' } }],
    market_rules: [
      { region_code: null, bonus_policy: 'show', min_age: 19 },
      { region_code: 'ON', bonus_policy: 'hide', min_age: 19 },
    ],
  },
]

function rows(table: string, data: unknown[]) {
  return (ops: Op[]) =>
    tableOf(ops) === table
      ? { data, error: null, count: data.length }
      : { data: [], error: null, count: 0 }
}

beforeEach(() => {
  resetRequests()
})

describe('compliance page', () => {
  test('Markets first: each market with its promotion, licence, regulators, policy, age and regions', async () => {
    respondWith(rows('countries', marketRows))
    renderAt(<CompliancePage />, '/admin/compliance')
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible()
    const views = screen.getByRole('navigation', { name: 'Compliance views' })
    expect(within(views).getByRole('link', { name: 'Markets' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const table = await screen.findByRole('table', { name: 'Markets' })
    await within(table).findByRole('link', { name: 'Australia' })
    const australia = within(table).getByRole('row', { name: /Australia/ })
    expect(within(australia).getByText('Closed')).toBeVisible()
    expect(within(australia).getByText('Not required')).toBeVisible()
    expect(within(australia).getByText('Any')).toBeVisible()
    expect(within(australia).getByText('Hidden')).toBeVisible()
    const canada = within(table).getByRole('row', { name: /Canada/ })
    expect(within(canada).getByText('Open')).toBeVisible()
    expect(within(canada).getByText('agco')).toBeVisible()
    expect(within(canada).getByText('Shown')).toBeVisible()
    expect(within(canada).getByRole('cell', { name: '19' })).toBeVisible()
    expect(within(canada).getByRole('cell', { name: '1' })).toBeVisible()
    expect(within(canada).getByRole('link', { name: 'Edit Canada' })).toHaveAttribute(
      'href',
      '/admin/compliance?edit=ca',
    )
  })

  test('Regulators: the rows with their counts, New regulator and Delete for an editor', async () => {
    respondWith(rows('regulators', regulatorRows))
    renderAt(<CompliancePage />, '/admin/compliance?view=regulators')
    const table = await screen.findByRole('table', { name: 'Regulators' })
    await within(table).findByRole('link', { name: 'UK Gambling Commission' })
    const row = within(table).getByRole('row', { name: /UK Gambling Commission/ })
    expect(within(row).getByText('ukgc')).toBeVisible()
    expect(within(row).getByRole('cell', { name: '11' })).toBeVisible()
    expect(within(row).getByRole('link', { name: /gamblingcommission\.gov\.uk/ })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/public-register',
    )
    expect(within(row).getByRole('button', { name: 'Delete UK Gambling Commission' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'New regulator' })).toHaveAttribute(
      'href',
      '/admin/compliance?view=regulators&edit=new',
    )
  })

  test('an analyst reads the regulators without New regulator, Edit or Delete', async () => {
    respondWith(rows('regulators', regulatorRows))
    renderAt(<CompliancePage />, '/admin/compliance?view=regulators', 'analyst')
    const table = await screen.findByRole('table', { name: 'Regulators' })
    expect(await within(table).findByRole('link', { name: 'UK Gambling Commission' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'New regulator' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument()
  })

  test('a list that cannot load says so, and Retry loads it', async () => {
    let fail = true
    respondWith((ops) =>
      fail
        ? { data: null, status: 500, error: { message: 'connection refused' } }
        : rows('regulators', regulatorRows)(ops),
    )
    renderAt(<CompliancePage />, '/admin/compliance?view=regulators')
    expect(await screen.findByText('The list could not be loaded')).toBeVisible()
    expect(screen.getByText('connection refused')).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'UK Gambling Commission' })).toBeVisible()
  })

  test('an empty blacklist says what to do next, to each role', async () => {
    respondWith(rows('market_blacklist', []))
    const { unmount } = renderAt(<CompliancePage />, '/admin/compliance?view=blacklist')
    expect(await screen.findByText('No blacklist entries yet')).toBeVisible()
    expect(
      screen.getByText(
        "Add a brand or domain a market's regulator lists as unlicensed with New entry; it is kept out of that market at once.",
      ),
    ).toBeVisible()
    unmount()
    renderAt(<CompliancePage />, '/admin/compliance?view=blacklist', 'analyst')
    expect(await screen.findByText('No blacklist entries yet')).toBeVisible()
    expect(screen.getByText('An editor or admin can add blacklist entries.')).toBeVisible()
  })

  test('an empty list of regulators says what to do next', async () => {
    respondWith(rows('regulators', []))
    renderAt(<CompliancePage />, '/admin/compliance?view=regulators')
    expect(await screen.findByText('No regulators yet')).toBeVisible()
    expect(
      screen.getByText('Add the first with New regulator; then choose the markets that accept it.'),
    ).toBeVisible()
  })
})

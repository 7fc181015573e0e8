/**
 * What the compliance component tests share: the page or a form rendered as the admin
 * renders it (a query client without retries, the router at a URL, the signed-in role),
 * and the stored rows the stand-in for supabase-js answers with.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { AuthContext, type AuthContextValue } from '@/features/admin/auth/auth-context'
import type { StaffRole } from '@/features/admin/auth/roles'
import type { Op } from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

function LocationDisplay() {
  const { search } = useLocation()
  return <span data-testid="location">{search}</span>
}

export function renderAt(ui: ReactElement, url: string, role: StaffRole = 'editor') {
  const auth = { role, user: { email: `${role}@example.com` } } as unknown as AuthContextValue
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AuthContext.Provider value={auth}>
          {ui}
          <LocationDisplay />
        </AuthContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The table (or function) a recorded request is for. */
export const tableOf = (ops: Op[]) => String(ops[0]?.[1])
/** Whether a recorded request called `method` (update, insert, upsert, delete…). */
export const calls = (ops: Op[], method: string) => ops.some(([name]) => name === method)
/** The arguments of the request's first call of `method`. */
export const argsOf = (ops: Op[], method: string) => ops.find(([name]) => name === method)?.slice(1)

export const TIMESTAMP = '2026-11-20T10:00:00.123456+00:00'

export const regulators = [
  { id: 'r1', code: 'sztfh', name: 'SZTFH' },
  { id: 'r2', code: 'mga', name: 'Malta Gaming Authority' },
]

export const hungary = {
  id: 'hu',
  name: 'Hungary',
  slug: 'hu',
  licence_required: true,
  casino_promotion: true,
  updated_at: TIMESTAMP,
}

export const hungaryRules = {
  id: 'rules-hu',
  country_id: 'hu',
  region_code: null,
  region_name: null,
  bonus_policy: 'show',
  neutral_offer_text: null,
  min_age: 18,
  helpline_name: 'Kék Vonal',
  helpline_url: 'https://example.hu/help',
  helpline_phone: null,
  rg_wording: null,
  ad_label: 'Hirdetés',
  significant_terms_required: false,
  cta_quiet_from: null,
  cta_quiet_to: null,
  time_zone: 'Europe/Budapest',
  offer_max_wagering: null,
  offer_first_deposit_only: false,
  offer_requires_amount_reason_duration: false,
  offer_single_product: false,
  source: 'SZTFH guidance',
  created_at: TIMESTAMP,
  updated_at: '2026-11-21T08:00:00.5+00:00',
}

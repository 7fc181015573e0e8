/**
 * The registry is the one place a section is added: a definition given to the admin (the
 * way the registry gives its own) brings its route and page, its sidebar entry, its title
 * and its table's name in the audit log, with nothing else written for it; without it,
 * none of these exist.
 */
import { screen, within } from '@testing-library/react'
import { Box } from 'lucide-react'
import { lazy, type ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AdminRoutes } from '@/app/pages/admin/root'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { ThemeProvider } from '@/features/admin/layout/theme-provider'
import { ADMIN_ONLY, defineSection } from '@/features/admin/section-definition'
import { ADMIN_SECTIONS, AdminSectionsContext, type AdminSection } from '@/features/admin/sections'
import { renderWithProviders } from '../render'
import { createFakeSupabase, fakeSession, staffRow } from './fake-supabase'

const dummySection = defineSection({
  key: 'dummy',
  slug: 'dummy-things',
  label: 'Dummy things',
  icon: Box,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazy(async () => ({ default: () => <h1>The dummy page</h1> })),
  table: { name: 'brand_votes', noun: 'vote', audit: 'Dummy votes' },
})

function renderAdminWith(sections: readonly AdminSection[], path: string) {
  const email = 'admin@example.com'
  const fake = createFakeSupabase({
    session: fakeSession(email),
    adminRows: () => ({ data: [staffRow(email, 'admin')], error: null }),
  })
  const withSections = (children: ReactNode) => (
    <AdminSectionsContext.Provider value={sections}>{children}</AdminSectionsContext.Provider>
  )
  renderWithProviders(
    withSections(
      <ThemeProvider>
        <AuthProvider client={fake.client}>
          <TooltipProvider>
            <Routes>
              <Route path="/admin/*" element={<AdminRoutes />} />
            </Routes>
          </TooltipProvider>
        </AuthProvider>
      </ThemeProvider>,
    ),
    { path },
  )
}

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Admin' }))
const auditSectionFilter = async () =>
  within(await screen.findByRole('combobox', { name: 'Section' }, { timeout: 5000 }))

describe('adding a section to the registry', () => {
  const withDummy = [...ADMIN_SECTIONS, dummySection]

  test('its route opens its page, titled by its label, with its sidebar entry', async () => {
    renderAdminWith(withDummy, '/admin/dummy-things')
    expect(await screen.findByRole('heading', { level: 1, name: 'The dummy page' })).toBeVisible()
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Dummy things')
    const link = (await sidebar()).getByRole('link', { name: 'Dummy things' })
    expect(link).toHaveAttribute('href', '/admin/dummy-things')
    expect(link).toHaveAttribute('aria-current', 'page')
  })

  test("the audit log's Section filter names its table", async () => {
    renderAdminWith(withDummy, '/admin/audit-log')
    const filter = await auditSectionFilter()
    expect(filter.getByRole('option', { name: 'Dummy votes' })).toHaveValue('brand_votes')
  })

  test('without it, its URL is the admin 404, and neither sidebar nor audit log name it', async () => {
    renderAdminWith(ADMIN_SECTIONS, '/admin/dummy-things')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect((await sidebar()).queryByRole('link', { name: 'Dummy things' })).toBeNull()
  })

  test('without it, the audit log offers the registry tables only', async () => {
    renderAdminWith(ADMIN_SECTIONS, '/admin/audit-log')
    const filter = await auditSectionFilter()
    expect(filter.getByRole('option', { name: 'Brands' })).toHaveValue('brands')
    expect(filter.queryByRole('option', { name: 'Dummy votes' })).toBeNull()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Route, Routes, useLocation } from 'react-router-dom'
import { AdminRoutes } from '@/app/pages/admin/root'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { RequireSection } from '@/features/admin/auth/require-section'
import { useSectionAccess } from '@/features/admin/auth/use-section-access'
import { TooltipProvider } from '@/components/ui/tooltip'
import { ThemeProvider } from '@/features/admin/layout/theme-provider'
import { adminSections, type AdminSectionKey } from '@/features/admin/sections'
import { renderWithProviders } from '../render'
import { createFakeSupabase, fakeSession, staffRow } from './fake-supabase'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = ''
})
afterEach(() => {
  vi.restoreAllMocks()
})

function Where() {
  const { pathname } = useLocation()
  return <span data-testid="location">{pathname}</span>
}

type Role = 'admin' | 'editor' | 'analyst'

function fakeFor(role: Role) {
  const email = `${role}@example.com`
  return createFakeSupabase({
    session: fakeSession(email),
    adminRows: () => ({ data: [staffRow(email, role)], error: null }),
  })
}

/** The admin area's own route table (derived from the section registry) at `path`. */
function renderShell(role: Role, path: string) {
  const fake = fakeFor(role)
  renderWithProviders(
    <ThemeProvider>
      <AuthProvider client={fake.client}>
        <TooltipProvider>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/admin/*" element={<AdminRoutes />} />
          </Routes>
        </TooltipProvider>
        <Where />
      </AuthProvider>
    </ThemeProvider>,
    { path },
  )
  return fake
}

const pageHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })

const sidebarLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Admin' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('admin shell', () => {
  test("an admin sees the spec's 15 sections with their labels and paths, then Compliance, Link health, Alerts and the Audit log", async () => {
    renderShell('admin', '/admin/dashboard')
    expect(await sidebarLinks()).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Countries', '/admin/countries'],
      ['Brands', '/admin/brands'],
      ['Pages', '/admin/pages'],
      ['Categories', '/admin/categories'],
      ['Users', '/admin/users'],
      ['Media', '/admin/media'],
      ['Uploads', '/admin/uploads'],
      ['Analytics', '/admin/analytics'],
      ['Incoming Clicks', '/admin/incoming'],
      ['Outgoing Clicks', '/admin/click-log'],
      ['Code Snippets', '/admin/code-snippets'],
      ['Postbacks', '/admin/postbacks'],
      ['Test Postback', '/admin/test-postback'],
      ['Settings', '/admin/settings'],
      ['Compliance', '/admin/compliance'],
      ['Link health', '/admin/link-health'],
      ['Alerts', '/admin/alerts'],
      ['Audit log', '/admin/audit-log'],
    ])
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Dashboard')
    expect(await pageHeading('Dashboard')).toBeVisible()
  })

  test("an editor's sidebar has the content sections only, and other URLs are refused", async () => {
    renderShell('editor', '/admin/users')
    expect((await sidebarLinks()).map(([label]) => label)).toEqual([
      'Dashboard',
      'Countries',
      'Brands',
      'Pages',
      'Categories',
      'Media',
      'Uploads',
      'Compliance',
      'Link health',
      'Alerts',
    ])
    expect(await pageHeading('No access to Users')).toBeVisible()
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Users')
    expect(screen.queryByText('Not built yet')).not.toBeInTheDocument()
  })

  test("an analyst's sidebar has the traffic sections only", async () => {
    renderShell('analyst', '/admin/click-log')
    expect((await sidebarLinks()).map(([label]) => label)).toEqual([
      'Dashboard',
      'Analytics',
      'Incoming Clicks',
      'Outgoing Clicks',
      'Postbacks',
      'Compliance',
      'Link health',
      'Alerts',
    ])
    expect(await pageHeading('Outgoing Clicks')).toBeVisible()
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Outgoing Clicks')
    // Analysts read the traffic sections; they change nothing there.
    expect(screen.getByText('Read-only')).toBeInTheDocument()
  })

  test('a section the role may write is not marked read-only', async () => {
    renderShell('editor', '/admin/brands')
    expect(await pageHeading('Brands')).toBeVisible()
    expect(screen.queryByText('Read-only')).not.toBeInTheDocument()
  })

  test('/admin opens the dashboard', async () => {
    renderShell('analyst', '/admin')
    expect(await pageHeading('Dashboard')).toBeVisible()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/)
  })

  test('the frame stays mounted between sections; title and tab follow the section', async () => {
    const user = userEvent.setup()
    renderShell('editor', '/admin/countries')
    expect(await pageHeading('Countries')).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Admin' })

    await user.click(within(nav).getByRole('link', { name: 'Brands' }))
    expect(await pageHeading('Brands')).toBeVisible()
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Brands')
    expect(within(nav).getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await waitFor(() => expect(document.title).toMatch(/^Brands · Admin/))
    // The same sidebar element: the frame was not unmounted.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(nav)
  })

  test('a sub-path of a section belongs to it: guarded and titled alike', async () => {
    renderShell('analyst', '/admin/brands/12/edit')
    expect(await pageHeading('No access to Brands')).toBeVisible()
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Brands')
  })

  test('an unknown admin URL shows the admin 404 inside the frame', async () => {
    renderShell('admin', '/admin/nowhere')
    expect(await pageHeading('Page not found')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Admin')
  })

  test('the dashboard offers a tile for each other section the role may read', async () => {
    renderShell('analyst', '/admin/dashboard')
    const tiles = within(await screen.findByRole('region', { name: 'Your sections' }))
    expect(tiles.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Analytics',
      'Incoming Clicks',
      'Outgoing Clicks',
      'Postbacks',
      'Compliance',
      'Link health',
      'Alerts',
    ])
    const figures = within(screen.getByRole('region', { name: 'Key figures' }))
    // Sessions and clicks are the traffic figures' (tests/components/admin/dashboard.test.tsx).
    expect(figures.getAllByRole('link').map((link) => link.textContent)).toEqual(['Postbacks'])
  })

  test('the theme toggle resolves system first, flips light and dark and remembers it', async () => {
    const user = userEvent.setup()
    renderShell('admin', '/admin/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('admin_theme')).toBe('dark')
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('admin_theme')).toBe('light')
  })

  test('Log out in the avatar menu signs out, then goes to the home page', async () => {
    const user = userEvent.setup()
    const fake = renderShell('editor', '/admin/dashboard')
    await pageHeading('Dashboard')
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/admin/profile',
    )
    // Settings is an admin section: not offered to an editor.
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  })
})

function AccessProbe({ section }: { section: AdminSectionKey }) {
  const { canRead, canWrite } = useSectionAccess(section)
  return <p data-testid="access">{`${canRead ? 'read' : '-'} ${canWrite ? 'write' : '-'}`}</p>
}

describe('useSectionAccess', () => {
  test.each([
    ['analyst', 'postbacks', 'read -'],
    ['admin', 'postbacks', 'read write'],
    ['editor', 'postbacks', '- -'],
    ['editor', 'brands', 'read write'],
    ['analyst', 'dashboard', 'read -'],
  ] as const)('%s in %s: %s', async (role, section, expected) => {
    renderWithProviders(
      <AuthProvider client={fakeFor(role).client}>
        <AccessProbe section={section} />
      </AuthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('access')).toHaveTextContent(expected))
  })

  test('inside a section page the key comes from its route', async () => {
    function Probe() {
      const { canRead, canWrite } = useSectionAccess()
      return <p data-testid="access">{`${canRead} ${canWrite}`}</p>
    }
    renderWithProviders(
      <AuthProvider client={fakeFor('analyst').client}>
        <RequireSection section={adminSections.clickLog}>
          <Probe />
        </RequireSection>
      </AuthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('access')).toHaveTextContent('true false'))
  })
})

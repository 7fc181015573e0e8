import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AdminLayout } from '@/features/admin/layout/admin-layout'
import { ThemeProvider } from '@/features/admin/layout/theme-provider'
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

function renderShell(role: 'admin' | 'editor' | 'analyst', path: string) {
  const email = `${role}@example.com`
  const fake = createFakeSupabase({
    session: fakeSession(email),
    adminRows: () => ({ data: [staffRow(email, role)], error: null }),
  })
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <AuthProvider client={fake.client}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/admin/login" element={<p>Login page</p>} />
            <Route
              path="/admin/*"
              element={
                <TooltipProvider>
                  <AdminLayout>
                    <h1>Section content</h1>
                  </AdminLayout>
                </TooltipProvider>
              }
            />
          </Routes>
          <Where />
        </AuthProvider>
      </ThemeProvider>
    </MemoryRouter>,
  )
  return fake
}

const sidebarLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Admin' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('admin shell', () => {
  test('an admin sees all 15 sections with the labels and paths of the spec', async () => {
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
    ])
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Dashboard')
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
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'No access to Users' })).toBeVisible()
    expect(screen.queryByText('Section content')).not.toBeInTheDocument()
  })

  test("an analyst's sidebar has the traffic sections only", async () => {
    renderShell('analyst', '/admin/click-log')
    expect((await sidebarLinks()).map(([label]) => label)).toEqual([
      'Dashboard',
      'Analytics',
      'Incoming Clicks',
      'Outgoing Clicks',
      'Postbacks',
    ])
    expect(screen.getByRole('heading', { name: 'Section content' })).toBeInTheDocument()
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

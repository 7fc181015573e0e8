/** Renders admin auth UI in a MemoryRouter around a fake supabase client. */
import { render } from '@testing-library/react'
import { Outlet, Route, Routes, MemoryRouter, useLocation } from 'react-router-dom'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { LoginPage } from '@/features/admin/auth/login-page'
import { RequireAdmin } from '@/features/admin/auth/require-admin'
import type { AdminSupabaseClient } from '@/lib/supabase'

function LocationDisplay() {
  const location = useLocation()
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>
}

export function renderAdmin(client: AdminSupabaseClient, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider client={client}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/admin/login" element={<LoginPage />} />
          <Route
            element={
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            }
          >
            <Route path="/admin" element={<h1>Admin home</h1>} />
            <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/admin/click-log" element={<h1>Outgoing Clicks</h1>} />
          </Route>
        </Routes>
        <LocationDisplay />
      </AuthProvider>
    </MemoryRouter>,
  )
}

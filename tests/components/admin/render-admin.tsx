/**
 * Renders admin auth UI in the app's router, kept in memory, around a fake supabase client,
 * inside a query client as the app's provider gives one (Head reads the public settings there).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { LoginPage } from '@/features/admin/auth/login-page'
import { RequireStaff } from '@/features/admin/auth/require-staff'
import type { AdminSupabaseClient } from '@/lib/supabase'
import { createTestQueryClient } from '../render'

function LocationDisplay() {
  const { pathname, search } = useLocation()
  return <span data-testid="location">{`${pathname}${search}`}</span>
}

export function renderAdmin(client: AdminSupabaseClient, path: string) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider client={client}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/admin/login" element={<LoginPage />} />
            <Route
              path="/admin"
              element={
                <RequireStaff>
                  <h1>Admin home</h1>
                </RequireStaff>
              }
            />
            <Route
              path="/admin/dashboard"
              element={
                <RequireStaff>
                  <h1>Dashboard</h1>
                </RequireStaff>
              }
            />
            <Route
              path="/admin/click-log"
              element={
                <RequireStaff>
                  <h1>Outgoing Clicks</h1>
                </RequireStaff>
              }
            />
          </Routes>
          <LocationDisplay />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

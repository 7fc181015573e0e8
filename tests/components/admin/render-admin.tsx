/** Renders admin auth UI in the app's router, kept in memory, around a fake supabase client. */
import { render } from '@testing-library/react'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppRouter } from '@/app/router'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { LoginPage } from '@/features/admin/auth/login-page'
import { RequireAdmin } from '@/features/admin/auth/require-admin'
import type { AdminSupabaseClient } from '@/lib/supabase'

function LocationDisplay() {
  const [pathname] = useLocation()
  const search = useSearch()
  return <span data-testid="location">{`${pathname}${search ? `?${search}` : ''}`}</span>
}

export function renderAdmin(client: AdminSupabaseClient, path: string) {
  return render(
    <AppRouter location={memoryLocation({ path })}>
      <AuthProvider client={client}>
        <Switch>
          <Route path="/">
            <p>Home page</p>
          </Route>
          <Route path="/admin/login">
            <LoginPage />
          </Route>
          <Route path="/admin">
            <RequireAdmin>
              <h1>Admin home</h1>
            </RequireAdmin>
          </Route>
          <Route path="/admin/dashboard">
            <RequireAdmin>
              <h1>Dashboard</h1>
            </RequireAdmin>
          </Route>
          <Route path="/admin/click-log">
            <RequireAdmin>
              <h1>Outgoing Clicks</h1>
            </RequireAdmin>
          </Route>
        </Switch>
        <LocationDisplay />
      </AuthProvider>
    </AppRouter>,
  )
}

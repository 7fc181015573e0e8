/**
 * Parent of every admin route (login included): the auth state machine and the theme
 * live here, so they survive navigation between the login page and the admin pages.
 */
import { Outlet } from 'react-router-dom'
import { AuthProvider } from './auth/auth-provider'
import { ThemeProvider } from './layout/theme-provider'

export function AdminRoot() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </ThemeProvider>
  )
}

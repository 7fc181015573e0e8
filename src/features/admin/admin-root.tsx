/**
 * Parent of every admin route (login included): the auth state machine, the theme and
 * the toaster live here, so they survive navigation between the login page and the admin
 * pages. Public pages show no toasts, so visitors never download sonner.
 */
import { Outlet } from 'react-router-dom'
import { Toaster } from '@/components/ui/sonner'
import { AuthProvider } from './auth/auth-provider'
import { ThemeProvider } from './layout/theme-provider'

export function AdminRoot() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <Outlet />
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  )
}

/**
 * Parent of every admin route (login included): the auth state machine, the theme and
 * the toaster live here, so they survive navigation between the login page and the admin
 * pages. Public pages show no toasts, so visitors never download sonner.
 */
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/sonner'
import { AuthProvider } from './auth/auth-provider'
import { ThemeProvider } from './layout/theme-provider'

export function AdminRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  )
}

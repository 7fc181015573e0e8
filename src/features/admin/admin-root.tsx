/**
 * Parent of every admin route (login included): the auth state machine, the theme, the
 * tooltips' shared delay and the toaster live here, so they survive navigation between the
 * login page and the admin pages. Public pages show no toasts and no Radix tooltips, so
 * visitors never download sonner or Radix Tooltip.
 */
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider } from './auth/auth-provider'
import { ThemeProvider } from './layout/theme-provider'

export function AdminRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <TooltipProvider>{children}</TooltipProvider>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  )
}

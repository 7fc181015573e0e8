/**
 * /admin/profile: who is signed in and in which role, the password, two-factor
 * authentication, the colour theme, and signing out of every session (all devices: the
 * refresh tokens are revoked).
 */
import { LogOut } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '../auth/auth-context'
import { describeDuration } from '../auth/inactivity'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../auth/roles'
import { AdminPage } from '../components/admin-page'
import { useTheme } from '../layout/theme-context'
import { THEMES, type Theme } from '../layout/theme-storage'
import { ChangePasswordForm } from './change-password-form'
import { TwoFactorSection } from './two-factor-section'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 border-t pt-6 md:grid-cols-[16rem_1fr] md:gap-8"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-sm font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="max-w-md">{children}</div>
    </section>
  )
}

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }

export function ProfilePage() {
  const { user, role, logout, keepSignedIn, inactivityLimitMs } = useAuth()
  const { theme, setTheme } = useTheme()
  const navigate = useNavigate()

  const signOutEverywhere = async () => {
    await logout('global')
    navigate(paths.admin.login.getHref(), { replace: true })
  }

  return (
    <AdminPage
      title="Profile"
      description="Your account, password, two-factor sign-in and sessions."
    >
      <div className="space-y-6">
        <Section title="Account" description="Your sign-in email and staff role.">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium">{user?.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Role</dt>
              <dd className="flex flex-col items-start gap-1">
                {role ? <Badge variant="secondary">{ROLE_LABELS[role]}</Badge> : null}
                {role ? (
                  <span className="text-muted-foreground">{ROLE_DESCRIPTIONS[role]}</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">This session</dt>
              <dd>
                {keepSignedIn ? 'Kept signed in' : 'Ends when the browser closes'}; signs out after{' '}
                {describeDuration(inactivityLimitMs)} of inactivity.
              </dd>
            </div>
          </dl>
        </Section>
        <Section title="Password" description="Choose a new password of at least 8 characters.">
          <ChangePasswordForm />
        </Section>
        <Section
          title="Two-factor authentication"
          description="A code from an authenticator app on your phone, asked for after your password."
        >
          <TwoFactorSection />
        </Section>
        <Section title="Appearance" description="Light, dark, or follow your system.">
          <div role="radiogroup" aria-label="Theme" className="inline-flex rounded-md border p-0.5">
            {THEMES.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={theme === value}
                onClick={() => setTheme(value)}
                className="rounded px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground aria-checked:bg-accent aria-checked:font-medium aria-checked:text-foreground"
              >
                {THEME_LABELS[value]}
              </button>
            ))}
          </div>
        </Section>
        <Section
          title="Sessions"
          description="Sign out on every device and browser where you are signed in."
        >
          <Button variant="outline" onClick={() => void signOutEverywhere()}>
            <LogOut aria-hidden="true" />
            Sign out of all sessions
          </Button>
        </Section>
      </div>
    </AdminPage>
  )
}

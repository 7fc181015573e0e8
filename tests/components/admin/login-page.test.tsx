import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAuth, type AuthContextValue } from '@/features/admin/auth/auth-context'
import { AuthProvider } from '@/features/admin/auth/auth-provider'
import { createFakeSupabase, fakeSession, fakeUser, staffRow } from './fake-supabase'
import { renderAdmin } from './render-admin'

const ADMIN = 'admin@example.com'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await screen.findByRole('button', { name: 'Sign In' })
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

describe('admin login page', () => {
  test("shows 'Checking authentication...' while the stored session loads", () => {
    const fake = createFakeSupabase({ getSession: () => new Promise(() => {}) })
    renderAdmin(fake.client, '/admin/login')
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...')
  })

  test('shows the form with its fields and the three footnotes', async () => {
    renderAdmin(createFakeSupabase().client, '/admin/login')

    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(
      screen.getByRole('checkbox', { name: 'Keep me logged in (extends session)' }),
    ).not.toBeChecked()
    expect(screen.getByText(/signs out after 8 hours of inactivity/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(screen.getByText('Sessions expire after 30 minutes of inactivity.')).toBeInTheDocument()
    expect(
      screen.getByText('Admin access is verified through a database lookup.'),
    ).toBeInTheDocument()
    expect(screen.getByText('All login attempts are monitored.')).toBeInTheDocument()
  })

  test('asks for both email and password before calling the server', async () => {
    const fake = createFakeSupabase()
    renderAdmin(fake.client, '/admin/login')

    await submit('', '')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    )
    await submit(ADMIN, '')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password')
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled()
  })

  test("shows the server's message as given and records the failed attempt without the password", async () => {
    const fake = createFakeSupabase()
    renderAdmin(fake.client, '/admin/login')

    await submit(ADMIN, 'wrong-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid login credentials$/)
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: ADMIN,
      password: 'wrong-password',
    })
    expect(fake.inserts).toEqual([
      {
        table: 'login_attempts',
        row: { email: ADMIN, success: false, failure_reason: 'Invalid login credentials' },
      },
    ])
    expect(JSON.stringify(fake.inserts)).not.toContain('wrong-password')
  })

  test("shows 'Authenticating...' on a disabled button while the server answers", async () => {
    const fake = createFakeSupabase({ signInWithPassword: () => new Promise(() => {}) })
    renderAdmin(fake.client, '/admin/login')

    await submit(ADMIN, 'secret-password')
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled()
  })

  test("says 'Login failed - no user returned' when the server returns no user", async () => {
    const fake = createFakeSupabase({
      signInWithPassword: async () => ({ data: { user: null, session: null }, error: null }),
    })
    renderAdmin(fake.client, '/admin/login')

    await submit(ADMIN, 'secret-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed - no user returned')
  })

  test('tells everyone, before any attempt, that five failed sign-ins lock an account', async () => {
    renderAdmin(createFakeSupabase().client, '/admin/login')
    expect(
      await screen.findByText('Five failed sign-ins lock an account for 15 minutes.'),
    ).toBeVisible()
  })

  test('signs a staff member in, records the success and goes to the remembered page', async () => {
    let finishCheck: (value: { data: unknown[]; error: null }) => void = () => {}
    const fake = createFakeSupabase({
      signInWithPassword: async ({ email }) => ({
        data: { user: fakeUser(email), session: fakeSession(email) },
        error: null,
      }),
      adminRows: () => new Promise((resolve) => (finishCheck = resolve)),
    })
    renderAdmin(fake.client, '/admin/login?redirectTo=%2Fadmin%2Fclick-log')

    await submit(ADMIN, 'secret-password')
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying admin privileges...')
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('check_user_admin_status', { user_email: ADMIN }),
    )
    act(() => finishCheck({ data: [staffRow(ADMIN)], error: null }))

    expect(await screen.findByRole('heading', { name: 'Outgoing Clicks' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/click-log')
    expect(fake.inserts).toContainEqual({
      table: 'login_attempts',
      row: { email: ADMIN, success: true, failure_reason: null },
    })
    expect(fake.updates[0]).toMatchObject({
      table: 'admin_users',
      values: { password_setup_completed: true },
      filter: ['id', `user-${ADMIN}`],
    })
    expect(localStorage.getItem('admin_token')).toBe('a'.repeat(64))
    expect(Number(localStorage.getItem('last_activity'))).toBeGreaterThan(0)
  })

  test('a redirect outside the admin area is ignored', async () => {
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
    })
    renderAdmin(fake.client, '/admin/login?redirectTo=https%3A%2F%2Fevil.example')
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument()
  })

  test('logging in first signs out the current session and clears last_activity', async () => {
    const fake = createFakeSupabase({ session: fakeSession('visitor@example.com') })
    let auth: AuthContextValue | null = null
    function Probe() {
      auth = useAuth()
      return null
    }
    render(
      <AuthProvider client={fake.client}>
        <Probe />
      </AuthProvider>,
    )
    await waitFor(() => expect(auth?.user?.email).toBe('visitor@example.com'))
    await waitFor(() => expect(localStorage.getItem('last_activity')).not.toBeNull())

    let message: string | null = null
    await act(async () => {
      message = await auth!.login(ADMIN, 'wrong-password', false)
    })
    expect(message).toBe('Invalid login credentials')
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect(fake.auth.signOut.mock.invocationCallOrder[0]).toBeLessThan(
      fake.auth.signInWithPassword.mock.invocationCallOrder[0]!,
    )
    expect(localStorage.getItem('last_activity')).toBeNull()
  })

  test('a signed-in user who is not staff sees Access Denied with a way home', async () => {
    const fake = createFakeSupabase({ session: fakeSession('visitor@example.com') })
    renderAdmin(fake.client, '/admin/login')

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'You are logged in but do not have admin privileges. Please contact an administrator.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  test('a failed admin check counts as not staff', async () => {
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [], error: { message: 'connection refused' } }),
    })
    renderAdmin(fake.client, '/admin/login')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
  })

  test("a staff member who owes a code sees the 'Verification code' step, and no staff check runs", async () => {
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
      twoFactorState: 'pending',
    })
    renderAdmin(fake.client, '/admin/login')
    expect(await screen.findByRole('heading', { name: 'Verification code' })).toBeInTheDocument()
    expect(screen.getByText(ADMIN)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeEnabled()
    expect(fake.rpc).not.toHaveBeenCalledWith('check_user_admin_status', expect.anything())
  })

  test('an admin who must set up two-factor sees the set-up step', async () => {
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
      twoFactorState: 'required',
    })
    renderAdmin(fake.client, '/admin/login')
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument()
    expect(fake.rpc).not.toHaveBeenCalledWith('check_user_admin_status', expect.anything())
  })
})

describe('inactivity', () => {
  test('a stored session idle for more than 30 minutes is ended on load', async () => {
    localStorage.setItem('last_activity', String(Date.now() - 31 * 60 * 1000))
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
    })
    renderAdmin(fake.client, '/admin/dashboard')

    expect(
      await screen.findByText('Your session has expired due to inactivity. Please log in again.'),
    ).toBeInTheDocument()
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/login?redirectTo=%2Fadmin%2Fdashboard',
    )
  })

  test('the 60-second check signs out after 30 idle minutes, and activity postpones it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
    })
    renderAdmin(fake.client, '/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()

    await act(async () => vi.advanceTimersByTime(20 * 60 * 1000))
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'))
    })
    await act(async () => vi.advanceTimersByTime(20 * 60 * 1000))
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(fake.auth.signOut).not.toHaveBeenCalled()

    await act(async () => vi.advanceTimersByTime(11 * 60 * 1000))
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    vi.useRealTimers()
    expect(
      await screen.findByText('Your session has expired due to inactivity. Please log in again.'),
    ).toBeInTheDocument()
  })
})

describe('useAuth', () => {
  test('throws outside its provider', () => {
    function Probe() {
      useAuth()
      return null
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider')
  })
})

describe('admin guard', () => {
  test("shows 'Verifying admin access...' with a spinner while loading", () => {
    const fake = createFakeSupabase({ getSession: () => new Promise(() => {}) })
    renderAdmin(fake.client, '/admin/dashboard')
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Verifying admin access...')
    expect(status.querySelector('svg.animate-spin')).not.toBeNull()
  })

  test('shows the authentication error with a way back to the login page', async () => {
    const fake = createFakeSupabase({
      getSession: async () => ({ data: { session: null }, error: { message: 'Refresh failed' } }),
    })
    renderAdmin(fake.client, '/admin/dashboard')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Authentication Error:')).toBeInTheDocument()
    expect(within(alert).getByText('Refresh failed')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try logging in again' })).toHaveAttribute(
      'href',
      '/admin/login',
    )
  })

  test("says 'Authentication initialization failed' when the start itself fails", async () => {
    const fake = createFakeSupabase({ getSession: () => Promise.reject(new Error('boom')) })
    renderAdmin(fake.client, '/admin/dashboard')
    expect(await screen.findByText('Authentication initialization failed')).toBeInTheDocument()
  })

  test('sends a signed-out visitor to the login page, remembering the location', async () => {
    renderAdmin(createFakeSupabase().client, '/admin/click-log')
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/login?redirectTo=%2Fadmin%2Fclick-log',
    )
  })

  test('sends a signed-in user who is not staff to the login page (Access Denied)', async () => {
    const fake = createFakeSupabase({ session: fakeSession('visitor@example.com') })
    renderAdmin(fake.client, '/admin/click-log')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
  })

  test('lets staff through and restores the stored admin token', async () => {
    localStorage.setItem('admin_token', 'c'.repeat(64))
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [{ ...staffRow(ADMIN), admin_token: null }], error: null }),
    })
    renderAdmin(fake.client, '/admin/click-log')
    expect(await screen.findByRole('heading', { name: 'Outgoing Clicks' })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem('admin_token')).toBe('c'.repeat(64)))
    expect(fake.rpc).not.toHaveBeenCalledWith('set_admin_token_for_user', expect.anything())
  })

  test('signing out clears the stored keys and leaves the protected page', async () => {
    const fake = createFakeSupabase({
      session: fakeSession(ADMIN),
      adminRows: () => ({ data: [staffRow(ADMIN)], error: null }),
    })
    renderAdmin(fake.client, '/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(localStorage.getItem('admin_token')).not.toBeNull()

    await act(async () => {
      await fake.client.auth.signOut()
    })
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(localStorage.getItem('admin_token')).toBeNull()
    expect(localStorage.getItem('last_activity')).toBeNull()
  })
})

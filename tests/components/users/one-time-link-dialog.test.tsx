/**
 * The users section's dialogs over the shared frame: 'Invite user' asks for an email and a
 * role and then says the invitation was emailed; a staff member's 'Password reset link' shows
 * its link in the same dialog; 'Change role' offers every role. The admin-users function
 * is replaced by its two calls.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { inviteStaff } from '@/features/admin/users/api/invite-staff'
import type { StaffMember } from '@/features/admin/users/api/list-staff'
import { resetLink } from '@/features/admin/users/api/reset-link'
import { InviteDialog } from '@/features/admin/users/invite-dialog'
import { StaffActions } from '@/features/admin/users/staff-actions'
import { createTestQueryClient } from '../render'

vi.mock('@/features/admin/users/api/invite-staff', () => ({ inviteStaff: vi.fn() }))
vi.mock('@/features/admin/users/api/reset-link', () => ({ resetLink: vi.fn() }))

const LINK = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite'
const HINT =
  'Send it to them yourself: it works once, within an hour, and lets them choose their password.'
const INVITE_DESCRIPTION =
  'We email them a link to set their password; it works once, within an hour.'

const member: StaffMember = {
  id: '6d1c1d63-7e2c-4bfa-9d3e-3b7f4f0b8a11',
  email: 'editor@example.com',
  role: 'editor',
  status: 'active',
  two_factor: false,
  last_sign_in_at: null,
  created_at: '2025-01-01T00:00:00Z',
}

function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>)
}

beforeEach(() => {
  vi.mocked(inviteStaff).mockReset().mockResolvedValue(undefined)
  vi.mocked(resetLink).mockReset().mockResolvedValue(LINK)
})

describe('Invite user', () => {
  test('asks for an email and a role, then says the invitation was emailed', async () => {
    const user = userEvent.setup()
    renderWithQueries(<InviteDialog />)

    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite user' })
    expect(dialog).toHaveAccessibleDescription(INVITE_DESCRIPTION)
    const role = within(dialog).getByLabelText('Role')
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editor', 'Analyst'])
    expect(role).toHaveValue('editor')

    await user.type(within(dialog).getByLabelText('Email'), 'New.Person@Example.com')
    await user.selectOptions(role, 'analyst')
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }))

    expect(
      await within(dialog).findByText('Invitation sent to new.person@example.com.'),
    ).toBeVisible()
    expect(inviteStaff).toHaveBeenCalledWith('new.person@example.com', 'analyst')
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    // Opened again, it asks afresh.
    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toHaveAccessibleDescription(
      INVITE_DESCRIPTION,
    )
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  test("Auth's refusal stays in the form", async () => {
    vi.mocked(inviteStaff).mockRejectedValue(
      new Error('A user with this email address already exists.'),
    )
    const user = userEvent.setup()
    renderWithQueries(<InviteDialog />)
    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    await user.type(screen.getByLabelText('Email'), 'editor@example.com')
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText('A user with this email address already exists.')).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('editor@example.com')
  })

  test('Cancel closes the form without inviting', async () => {
    const user = userEvent.setup()
    renderWithQueries(<InviteDialog />)
    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(inviteStaff).not.toHaveBeenCalled()
  })
})

describe("a staff member's actions", () => {
  async function choose(action: string) {
    const user = userEvent.setup()
    renderWithQueries(<StaffActions member={member} />)
    screen.getByRole('button', { name: `Actions for ${member.email}` }).focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitem', { name: action }))
    return user
  }

  test('Password reset link shows the link for that member in the one-time link dialog', async () => {
    const user = await choose('Password reset link')

    const dialog = await screen.findByRole('dialog', { name: 'Password reset link' })
    expect(resetLink).toHaveBeenCalledWith(member.id)
    expect(dialog).toHaveAccessibleDescription(
      `For ${member.email}. No email is sent: pass the link on.`,
    )
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue(LINK)
    expect(within(dialog).getByText(HINT)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible()

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Change role offers every role, starting at the current one', async () => {
    const user = await choose('Change role')

    const dialog = await screen.findByRole('dialog', { name: 'Change role' })
    expect(dialog).toHaveAccessibleDescription(member.email)
    const role = within(dialog).getByLabelText('Role')
    expect(role).toHaveValue('editor')
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editor', 'Analyst'])
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

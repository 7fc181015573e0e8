/**
 * A section's page (components/section-page.tsx): its title and the line under it come from
 * the section's definition, and it shows the section's list, or its form while `?edit=`
 * names a row, telling either whether the signed-in role may write the section.
 */
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { AuthContext, type AuthContextValue } from '@/features/admin/auth/auth-context'
import type { StaffRole } from '@/features/admin/auth/roles'
import { SectionPage } from '@/features/admin/components/section-page'
import { adminSections } from '@/features/admin/sections'
import { renderWithProviders } from '../render'

function List({ canWrite }: { canWrite: boolean }) {
  return <p>{canWrite ? 'The list, writable' : 'The list, read-only'}</p>
}

function Form({ id, canWrite }: { id: string; canWrite: boolean }) {
  return <p>{`The form of ${id}${canWrite ? ', writable' : ', read-only'}`}</p>
}

function renderPage(
  role: StaffRole,
  path: string,
  section: keyof typeof adminSections = 'postbacks',
  withForm = true,
) {
  const auth = { role } as unknown as AuthContextValue
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <SectionPage
        section={adminSections[section]}
        content={List}
        form={withForm ? Form : undefined}
      />
    </AuthContext.Provider>,
    { path },
  )
}

describe('SectionPage', () => {
  test("shows the section's label as the heading and its description under it", () => {
    renderPage('admin', '/admin/postbacks')
    expect(screen.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeInTheDocument()
    expect(screen.getByText(adminSections.postbacks.description)).toBeInTheDocument()
  })

  test('shows the list, writable for a role that may write the section', () => {
    renderPage('admin', '/admin/postbacks')
    expect(screen.getByText('The list, writable')).toBeInTheDocument()
  })

  test('shows the list read-only to a role that may only read the section', () => {
    renderPage('analyst', '/admin/postbacks')
    expect(screen.getByText('The list, read-only')).toBeInTheDocument()
  })

  test('shows the form instead while ?edit= names a row, or a new one', () => {
    renderPage('admin', '/admin/postbacks?edit=new')
    expect(screen.getByText('The form of new, writable')).toBeInTheDocument()
    expect(screen.queryByText(/The list/)).not.toBeInTheDocument()
  })

  test('a section without a form keeps its list whatever ?edit= says', () => {
    renderPage('editor', '/admin/media?edit=x', 'media', false)
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument()
    expect(screen.getByText('The list, writable')).toBeInTheDocument()
  })
})

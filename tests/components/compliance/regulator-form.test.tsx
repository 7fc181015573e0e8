/**
 * The regulator form against a stand-in for supabase-js: its fields checked before anything
 * is sent, a code already used shown on 'Code' with everything typed kept, a failed load
 * with Retry.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RegulatorForm } from '@/features/admin/compliance/regulator-form'
import { requests, resetRequests, respondWith } from '../admin/recording-supabase'
import { calls, renderAt, TIMESTAMP } from './compliance-fixtures'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const mga = {
  id: 'r2',
  code: 'mga',
  name: 'Malta Gaming Authority',
  register_url: 'https://www.mga.org.mt/',
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
}

beforeEach(() => {
  resetRequests()
})

describe('regulator form', () => {
  test('shows the stored regulator in its fields', async () => {
    respondWith(() => ({ data: mga, error: null }))
    renderAt(<RegulatorForm id="r2" canWrite />, '/admin/compliance?view=regulators&edit=r2')
    expect(
      await screen.findByRole('heading', { name: 'Edit Malta Gaming Authority' }),
    ).toBeVisible()
    expect(screen.getByLabelText('Name')).toHaveValue('Malta Gaming Authority')
    expect(screen.getByLabelText('Code')).toHaveValue('mga')
    expect(screen.getByLabelText('Register URL')).toHaveValue('https://www.mga.org.mt/')
    expect(screen.getByRole('link', { name: 'Back to Compliance' })).toHaveAttribute(
      'href',
      '/admin/compliance?view=regulators',
    )
  })

  test('the schema refuses an empty name, a code out of pattern and an address without https://', async () => {
    renderAt(<RegulatorForm id="new" canWrite />, '/admin/compliance?view=regulators&edit=new')
    expect(await screen.findByRole('heading', { name: 'New regulator' })).toBeVisible()
    await userEvent.type(screen.getByLabelText('Code'), 'UK GC')
    await userEvent.type(screen.getByLabelText('Register URL'), 'www.gamblingcommission.gov.uk')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a name.')).toBeVisible()
    expect(
      screen.getByText('Use lower-case letters, digits and single hyphens (e.g. "ukgc" or "ggl").'),
    ).toBeVisible()
    expect(
      screen.getByText('Enter a full address starting with https:// (or http://).'),
    ).toBeVisible()
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some((ops) => calls(ops, 'insert'))).toBe(false)
  })

  test('a code already used is shown on Code, and nothing typed is lost', async () => {
    respondWith((ops) =>
      calls(ops, 'insert')
        ? {
            data: null,
            status: 409,
            error: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "regulators_code_key"',
              details: 'Key (code)=(ukgc) already exists.',
            },
          }
        : { data: null, error: null },
    )
    renderAt(<RegulatorForm id="new" canWrite />, '/admin/compliance?view=regulators&edit=new')
    await userEvent.type(await screen.findByLabelText('Name'), 'Test Board')
    await userEvent.type(screen.getByLabelText('Code'), 'ukgc')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This code is already used')).toBeVisible()
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/This code is already used/)
    expect(screen.getByLabelText('Name')).toHaveValue('Test Board')
    expect(screen.getByLabelText('Code')).toHaveValue('ukgc')
    const insert = requests.find((ops) => calls(ops, 'insert'))!
    expect(insert).toContainEqual([
      'insert',
      { code: 'ukgc', name: 'Test Board', register_url: null },
    ])
  })

  test('a failed load says so, and Retry loads again', async () => {
    respondWith(() => ({ data: null, status: 500, error: { message: 'connection refused' } }))
    renderAt(<RegulatorForm id="r2" canWrite />, '/admin/compliance?view=regulators&edit=r2')
    expect(await screen.findByText('The regulator could not be loaded')).toBeVisible()
    expect(screen.getByText('connection refused')).toBeVisible()
    respondWith(() => ({ data: mga, error: null }))
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('heading', { name: 'Edit Malta Gaming Authority' }),
    ).toBeVisible()
  })

  test('read-only for a role that may not write: no Save, no Delete', async () => {
    respondWith(() => ({ data: mga, error: null }))
    renderAt(
      <RegulatorForm id="r2" canWrite={false} />,
      '/admin/compliance?view=regulators&edit=r2',
      'analyst',
    )
    expect(await screen.findByLabelText('Name')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })
})

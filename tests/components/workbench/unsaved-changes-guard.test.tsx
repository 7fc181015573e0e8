/**
 * The unsaved-changes guard without a data router: in-app links ask first (capture phase,
 * before React Router), reload or close asks through beforeunload, and Back asks through
 * the guard's extra history entry.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  UNSAVED_CHANGES_MESSAGE,
  useUnsavedChangesGuard,
} from '@/features/admin/components/form/use-unsaved-changes-guard'

function Editor({ dirty, confirm }: { dirty: boolean; confirm: (message: string) => boolean }) {
  useUnsavedChangesGuard(dirty, { confirm })
  return (
    <>
      <h1>Editor</h1>
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="/file.csv" download>
        Download
      </a>
    </>
  )
}

function renderEditor(dirty: boolean, confirm: (message: string) => boolean) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/edit" element={<Editor dirty={dirty} confirm={confirm} />} />
        <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
        <Route path="/start" element={<h1>Start</h1>} />
      </Routes>
    </BrowserRouter>,
  )
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('unsaved changes guard', () => {
  test('a clean form lets links through without asking', async () => {
    window.history.replaceState(null, '', '/edit')
    const confirm = vi.fn(() => false)
    renderEditor(false, confirm)
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument()
    expect(confirm).not.toHaveBeenCalled()
  })

  test('a dirty form asks before an in-app link and stays when the answer is no', async () => {
    window.history.replaceState(null, '', '/edit')
    const confirm = vi.fn(() => false)
    renderEditor(true, confirm)
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE)
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/edit')
  })

  test('a dirty form leaves when the answer is yes', async () => {
    window.history.replaceState(null, '', '/edit')
    renderEditor(true, () => true)
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument()
  })

  test('reload or close is asked about through beforeunload', () => {
    window.history.replaceState(null, '', '/edit')
    renderEditor(true, () => false)
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })

  test('Back asks, and staying keeps the form and its guard entry', async () => {
    window.history.replaceState(null, '', '/start')
    window.history.pushState(null, '', '/edit')
    const confirm = vi.fn(() => false)
    renderEditor(true, confirm)
    const length = window.history.length
    window.history.back()
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE))
    expect(window.location.pathname).toBe('/edit')
    expect(window.history.length).toBe(length)
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument()
  })

  test('Back leaves when the answer is yes', async () => {
    window.history.replaceState(null, '', '/start')
    window.history.pushState(null, '', '/edit')
    renderEditor(true, () => true)
    window.history.back()
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument()
  })
})

/**
 * The dashboard's "Public pages" card: the build's time ago and the changes since (from
 * build-info.json on the site's origin and content_changes_since()), the development
 * message without a build, 'Rebuild public pages' only for write roles with a hook set,
 * and how to rebuild without one. supabase-js is a stand-in; the build record is served
 * by a stand-in fetch.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PublicPagesStatus } from '@/features/admin/dashboard/public-pages-status'
import {
  NOT_PRERENDERED_IN_DEVELOPMENT,
  publicPagesSummary,
} from '@/features/admin/dashboard/public-pages-summary'
import { createTestQueryClient } from '../render'

const rpcs: Array<[string, unknown]> = []
let answers: Record<string, unknown> = {}

vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (name: string, args: unknown) => {
      rpcs.push([name, args])
      const result = Promise.resolve({ data: answers[name] ?? null, error: null })
      return Object.assign(result, { abortSignal: () => result })
    },
    functions: { invoke: vi.fn() },
  },
}))

function serveBuildInfo(body: unknown, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      typeof body === 'string'
        ? new Response(body, { headers: { 'content-type': contentType } })
        : Response.json(body),
    ),
  )
}

function renderCard(canWrite: boolean) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PublicPagesStatus canWrite={canWrite} />
    </QueryClientProvider>,
  )
}

const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000).toISOString()

beforeEach(() => {
  rpcs.length = 0
  answers = {}
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('publicPagesSummary', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const build = { builtAt: '2026-11-23T09:00:00Z' }
  test('time ago and changes since', () => {
    expect(publicPagesSummary(build, 3, now)).toBe(
      'Public pages built 3 hours ago; 3 changes since',
    )
    expect(publicPagesSummary(build, 1, now)).toBe('Public pages built 3 hours ago; 1 change since')
    expect(publicPagesSummary(build, 0, now)).toBe(
      'Public pages built 3 hours ago; 0 changes since',
    )
  })
  test('without a count for roles that may not read the trail', () => {
    expect(publicPagesSummary(build, null, now)).toBe('Public pages built 3 hours ago')
  })
})

describe('PublicPagesStatus', () => {
  test('an editor sees the build time, the changes since and the rebuild button', async () => {
    const builtAt = tenMinutesAgo()
    serveBuildInfo({ builtAt })
    answers = { content_changes_since: 4, rebuild_hook_configured: true }
    renderCard(true)
    expect(
      await screen.findByText('Public pages built 10 minutes ago; 4 changes since'),
    ).toBeInTheDocument()
    expect(rpcs).toContainEqual(['content_changes_since', { p_since: builtAt }])
    expect(await screen.findByRole('button', { name: 'Rebuild public pages' })).toBeInTheDocument()
  })

  test('without a hook it says how to rebuild', async () => {
    serveBuildInfo({ builtAt: tenMinutesAgo() })
    answers = { content_changes_since: 0, rebuild_hook_configured: false }
    renderCard(true)
    expect(await screen.findByText('npm run build')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rebuild public pages' })).not.toBeInTheDocument()
  })

  test('an analyst sees the figures only', async () => {
    serveBuildInfo({ builtAt: tenMinutesAgo() })
    answers = { content_changes_since: null, rebuild_hook_configured: true }
    renderCard(false)
    expect(await screen.findByText('Public pages built 10 minutes ago')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rebuild public pages' })).not.toBeInTheDocument()
    expect(rpcs.map(([name]) => name)).not.toContain('rebuild_hook_configured')
  })

  test('no build (the dev server answers with the app) says the pages are not prerendered', async () => {
    serveBuildInfo('<!doctype html><html></html>', 'text/html')
    renderCard(true)
    expect(await screen.findByText(NOT_PRERENDERED_IN_DEVELOPMENT)).toBeInTheDocument()
    expect(rpcs.map(([name]) => name)).not.toContain('content_changes_since')
  })
})

// @vitest-environment jsdom
/**
 * What the dashboard's toast says about the rebuild function's outcomes. (jsdom: the api
 * module creates the supabase client, whose realtime part needs a WebSocket.)
 */
import { describe, expect, test } from 'vitest'
import { rebuildMessage } from '@/features/admin/dashboard/api/rebuild-public-pages'

describe('rebuildMessage', () => {
  test("a refused or redirecting hook shows the function's reason", () => {
    const refused =
      'The deploy hook URL points to a private address (10.0.0.5); only public addresses are called.'
    expect(rebuildMessage({ outcome: 'hook_refused', message: refused })).toBe(refused)
    const redirected =
      'The deploy hook answered with a redirect (HTTP 302 to https://b.example), which is not followed: set the deploy hook to the URL it redirects to.'
    expect(
      rebuildMessage({ outcome: 'hook_redirected', hook_status: 302, message: redirected }),
    ).toBe(redirected)
  })

  test('without a reason it still says what happened', () => {
    expect(rebuildMessage({ outcome: 'hook_refused' })).toBe(
      'The deploy hook URL does not point to a public address.',
    )
    expect(rebuildMessage({ outcome: 'hook_redirected', hook_status: 301 })).toBe(
      'The deploy hook answered with a redirect (HTTP 301).',
    )
  })
})

/**
 * The Test Postback page (the real page, its queries and its send) with the network stubbed
 * at `fetch`, where supabase-js and the send reach the API: opening it reads the sources and
 * the recent clicks and issues no test token; 'Send test postback' issues one
 * (rpc issue_test_postback_token), calls the postback function with it and shows the reply;
 * while it runs the button is busy; a token that cannot be issued is said under Result and
 * nothing is sent; 'Send with a wrong token' issues none.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TestPostbackPage } from '@/features/admin/postbacks/test-postback-page'
import { renderWithProviders } from '../render'

const API = 'http://127.0.0.1:9'
const TOKEN = 'pbt_issued-by-the-send'
const SOURCE = {
  id: '7d0c1f0e-0000-4000-8000-000000000001',
  name: 'Demo Affiliate Network',
  slug: 'demo-network',
  preset: 'generic',
  param_map: {},
}
const CLICK = {
  click_id: 'c1a2b3c4d5e6f708',
  brand_name: 'Spin Palace',
  click_time: '2026-03-31T12:00:00Z',
}

type Call = { method: string; path: string; search: string; body: string | null }
/** Every request the page made, in order. */
let calls: Call[] = []
/** The answer to rpc issue_test_postback_token; replaced per test. */
let issueToken: () => Promise<Response>
/** The recent clicks the page finds; replaced per test. */
let recentClicks: unknown[]

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } })

/** What the API answers: the loads, the token, the postback function (which knows TOKEN only). */
function answer({ method, path, search }: Call): Promise<Response> | Response {
  if (path === '/rest/v1/postback_sources') return json([SOURCE])
  if (path === '/rest/v1/brand_clicks_history') return json(recentClicks)
  if (method === 'POST' && path === '/rest/v1/rpc/issue_test_postback_token') return issueToken()
  if (path === `/functions/v1/postback/${SOURCE.slug}`) {
    return new URLSearchParams(search).get('token') === TOKEN
      ? json({ status: 'accepted' })
      : json({ status: 'rejected', reason: 'bad token' }, 401)
  }
  // The log row the send looks up: none in these tests.
  if (path === '/rest/v1/postbacks') return json([])
  return json({ message: `not stubbed: ${method} ${path}` }, 404)
}

const tokenCalls = () => calls.filter((call) => call.path.endsWith('/issue_test_postback_token'))
const postbackCalls = () => calls.filter((call) => call.path.startsWith('/functions/v1/postback/'))

beforeEach(() => {
  calls = []
  issueToken = async () => json(TOKEN)
  recentClicks = [CLICK]
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: request.method === 'GET' ? null : await request.text(),
    }
    calls.push(call)
    return answer(call)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Renders the page and waits until what it loads is on screen (the source's URL preview). */
async function openPage() {
  renderWithProviders(<TestPostbackPage />, { path: '/admin/test-postback' })
  const preview = screen.getByTestId('test-postback-url')
  await waitFor(() => expect(preview).toHaveTextContent(`click_id=${CLICK.click_id}`))
  return preview
}

describe('Test Postback page', () => {
  test('opening it issues no test token: the URL shows a placeholder until the send', async () => {
    const preview = await openPage()
    expect(preview).toHaveTextContent(
      `${API}/functions/v1/postback/${SOURCE.slug}?click_id=${CLICK.click_id}&event=ftd&payout=25&currency=EUR&transaction_id=test-`,
    )
    expect(preview.textContent).toMatch(/&token=\{test-token\}$/)
    expect(
      screen.getByText(
        'A new test token replaces {test-token} when you send; Result shows the URL as called.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Nothing sent yet.')).toBeVisible()
    expect(calls.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'GET /rest/v1/brand_clicks_history',
      'GET /rest/v1/postback_sources',
    ])
  })

  test('with no clicks yet, says why it cannot send and how to get a click', async () => {
    recentClicks = []
    renderWithProviders(<TestPostbackPage />, { path: '/admin/test-postback' })
    const send = screen.getByRole('button', { name: 'Send test postback' })
    await waitFor(() => expect(send).toHaveAccessibleDescription(/^No clicks yet/))
    expect(send).toBeDisabled()
    expect(send).toHaveAccessibleDescription(/press a casino's Get Bonus, then reload this page/)
    expect(screen.getByRole('link', { name: 'public site (opens in a new tab)' })).toHaveAttribute(
      'href',
      'http://localhost:5173/',
    )
    expect(screen.getByLabelText('Recent click')).toHaveDisplayValue('No clicks yet')
  })

  test("'Send test postback' issues one token, is busy meanwhile, and calls with it", async () => {
    const user = userEvent.setup()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    issueToken = async () => {
      await held
      return json(TOKEN)
    }
    await openPage()
    expect(tokenCalls()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Send test postback' }))
    const busy = await screen.findByRole('button', { name: 'Sending…' })
    expect(busy).toBeDisabled()
    expect(tokenCalls()).toEqual([
      expect.objectContaining({ body: JSON.stringify({ p_source_id: SOURCE.id }) }),
    ])
    expect(postbackCalls()).toEqual([])

    release()
    const result = screen.getByRole('region', { name: 'Result' })
    expect(await within(result).findByTestId('test-http-status')).toHaveTextContent('200')
    expect(within(result).getByTestId('test-body')).toHaveTextContent('{"status":"accepted"}')
    expect(within(result).getByTestId('test-called-url').textContent).toMatch(
      new RegExp(`&token=${TOKEN}$`),
    )
    expect(within(result).getByRole('button', { name: 'Copy URL' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send test postback' })).toBeEnabled()
    expect(tokenCalls()).toHaveLength(1)
    expect(postbackCalls()).toEqual([
      expect.objectContaining({ method: 'GET', search: expect.stringContaining(`token=${TOKEN}`) }),
    ])
  })

  test('a token that cannot be issued is said under Result, and nothing is sent', async () => {
    const user = userEvent.setup()
    issueToken = async () =>
      json(
        { code: 'P0002', message: 'The source has no secret yet', details: null, hint: null },
        400,
      )
    await openPage()

    await user.click(screen.getByRole('button', { name: 'Send test postback' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not get a test token: The source has no secret yet',
    )
    expect(screen.getByRole('button', { name: 'Send test postback' })).toBeEnabled()
    expect(tokenCalls()).toHaveLength(1)
    expect(postbackCalls()).toEqual([])
  })

  test("'Send with a wrong token' issues none and shows the refusal", async () => {
    const user = userEvent.setup()
    const preview = await openPage()
    await user.click(screen.getByLabelText('Send with a wrong token'))
    expect(preview.textContent).toMatch(/&token=wrong-token$/)

    await user.click(screen.getByRole('button', { name: 'Send test postback' }))
    expect(await screen.findByTestId('test-http-status')).toHaveTextContent('401')
    expect(screen.getByTestId('test-body')).toHaveTextContent(
      '{"status":"rejected","reason":"bad token"}',
    )
    expect(tokenCalls()).toEqual([])
    expect(postbackCalls()).toHaveLength(1)
  })
})

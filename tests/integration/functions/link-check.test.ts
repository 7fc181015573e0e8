/**
 * The offer monitor's link check (supabase/functions/_shared/link-check.ts) on Node's fetch,
 * as the local stack runs it, against stand-in destinations (tests/support/link-stand-ins.ts)
 * over HTTP and HTTPS: each kind of answer gives its state, problems and hops, and every
 * request names the site in its User-Agent. The same module on Deno, as hosted Supabase
 * runs it: tests/runtimes/functions/link-check.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { destinationWithClickId } from '../../../supabase/functions/_shared/destination.ts'
import { newId } from '../../../supabase/functions/_shared/ids.ts'
import {
  checkLink,
  offerNeedles,
  type LinkCheckOptions,
} from '../../../supabase/functions/_shared/link-check.ts'
import { startLinkStandIns, type LinkStandIns } from '../../support/link-stand-ins.ts'

const USER_AGENT = 'CasinoCompass link check (+https://casinocompass.example)'
const SUBID_PARAM = 'btag'

let standIns: LinkStandIns

beforeAll(async () => {
  standIns = await startLinkStandIns()
})

afterAll(async () => {
  await standIns?.close()
})

/** A destination as /go builds it, with a click id of its own so its requests can be told apart. */
function destination(url: string) {
  const clickId = newId()
  return { clickId, url: destinationWithClickId(url, clickId, SUBID_PARAM)! }
}

const withId = (url: string, clickId: string) => `${url}?${SUBID_PARAM}=${clickId}`

async function check(url: string, options: Partial<LinkCheckOptions> = {}) {
  const link = destination(url)
  const result = await checkLink(link.url, {
    clickId: link.clickId,
    offerNeedles: offerNeedles({ bonus_amount: '£100', promo_code: 'WELCOME100' }),
    userAgent: USER_AGENT,
    ...options,
  })
  return { ...link, result }
}

const ms = expect.any(Number)

describe('checkLink on Node', () => {
  test('a landing page showing the offer is OK', async () => {
    const { clickId, url, result } = await check(standIns.http('/offer'))

    expect(result).toEqual({
      state: 'ok',
      problems: [],
      hops: [{ url, status: 200, ms, location: null }],
      finalUrl: withId(standIns.http('/offer'), clickId),
      finalHost: '127.0.0.1',
      finalStatus: 200,
      clickIdKept: true,
      offerFound: true,
      responseMs: ms,
      error: null,
    })
  })

  test('the offer is found by the headline amount of the bonus text alone', async () => {
    const needles = offerNeedles({ bonus_text: '100% up to £100 + 50 Free Spins' })
    expect(needles).toEqual(['£100'])

    const { result } = await check(standIns.http('/offer'), { offerNeedles: needles })

    expect(result).toMatchObject({ state: 'ok', offerFound: true })
  })

  test('a landing page without the offer is a warning: offer not found', async () => {
    const { result } = await check(standIns.http('/no-offer'))

    expect(result).toMatchObject({
      state: 'warning',
      problems: [{ code: 'offer_not_found', message: 'Offer not found on the landing page' }],
      finalStatus: 200,
      clickIdKept: true,
      offerFound: false,
    })
  })

  test('without needles the offer is not judged', async () => {
    const { result } = await check(standIns.http('/no-offer'), { offerNeedles: [] })

    expect(result).toMatchObject({ state: 'ok', problems: [], offerFound: null })
  })

  test('a 404 is broken, with the status named', async () => {
    const { url, result } = await check(standIns.http('/missing'))

    expect(result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'http_error', message: 'The link ends in an error: HTTP 404' }],
      hops: [{ url, status: 404, ms, location: null }],
      finalStatus: 404,
      offerFound: null,
      error: null,
    })
  })

  test('a chain of three redirects (relative and absolute Locations) keeping the click id is OK', async () => {
    const { clickId, url, result } = await check(standIns.http('/keep/a'))
    const query = `?${SUBID_PARAM}=${clickId}`

    expect(result).toEqual({
      state: 'ok',
      problems: [],
      hops: [
        { url, status: 301, ms, location: `/keep/b${query}` },
        {
          url: standIns.http(`/keep/b${query}`),
          status: 302,
          ms,
          location: standIns.http(`/keep/c${query}`),
        },
        { url: standIns.http(`/keep/c${query}`), status: 307, ms, location: `landing${query}` },
        { url: standIns.http(`/keep/landing${query}`), status: 200, ms, location: null },
      ],
      finalUrl: standIns.http(`/keep/landing${query}`),
      finalHost: '127.0.0.1',
      finalStatus: 200,
      clickIdKept: true,
      offerFound: true,
      responseMs: ms,
      error: null,
    })
  })

  test('a redirect that drops the click id is a warning: click id lost', async () => {
    const { url, result } = await check(standIns.http('/drop/a'))

    expect(result).toMatchObject({
      state: 'warning',
      problems: [
        {
          code: 'click_id_lost',
          message: 'Click id lost: the landing page URL no longer carries it',
        },
      ],
      hops: [
        { url, status: 302, location: '/drop/landing' },
        { url: standIns.http('/drop/landing'), status: 200, location: null },
      ],
      finalUrl: standIns.http('/drop/landing'),
      clickIdKept: false,
      offerFound: true,
    })
  })

  test('a redirect loop is broken, found when a URL comes round again', async () => {
    const { clickId, url, result } = await check(standIns.http('/loop/a'))
    const query = `?${SUBID_PARAM}=${clickId}`

    expect(result).toMatchObject({
      state: 'broken',
      problems: [
        { code: 'redirect_loop', message: `Redirect loop: the link leads back to ${url}` },
      ],
      hops: [
        { url, status: 302, location: `/loop/b${query}` },
        { url: standIns.http(`/loop/b${query}`), status: 302, location: `/loop/a${query}` },
      ],
      finalUrl: standIns.http(`/loop/b${query}`),
      finalStatus: 302,
      clickIdKept: null,
      offerFound: null,
    })
  })

  test('ten redirects are followed; the eleventh is too many', async () => {
    const ten = await check(standIns.http('/hops/10'))
    expect(ten.result).toMatchObject({ state: 'ok', finalStatus: 200, clickIdKept: true })
    expect(ten.result.hops).toHaveLength(11)

    const eleven = await check(standIns.http('/hops/11'))
    expect(eleven.result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'too_many_redirects', message: 'Too many redirects: more than 10' }],
      finalStatus: 302,
      clickIdKept: null,
    })
    expect(eleven.result.hops).toHaveLength(11)
    expect(eleven.result.hops.map((hop) => hop.status)).toEqual(Array(11).fill(302))
  })

  test('maxRedirects sets the limit', async () => {
    const { result } = await check(standIns.http('/hops/3'), { maxRedirects: 2 })

    expect(result.problems).toEqual([
      { code: 'too_many_redirects', message: 'Too many redirects: more than 2' },
    ])
    expect(result.hops).toHaveLength(3)
  })

  test('an answer slower than slowMs in total is a warning: slow', async () => {
    const { result } = await check(standIns.http('/slow/600'), { slowMs: 300, timeoutMs: 5_000 })

    expect(result).toMatchObject({
      state: 'warning',
      problems: [
        {
          code: 'slow',
          message: expect.stringMatching(
            /^Slow: the link took [\d.]+ s to answer \(more than 0\.3 s\)$/,
          ),
        },
      ],
      offerFound: true,
    })
    expect(result.responseMs).toBeGreaterThanOrEqual(600)
  })

  test('the same answer within slowMs is OK', async () => {
    const { result } = await check(standIns.http('/slow/50'), { slowMs: 2_000 })

    expect(result).toMatchObject({ state: 'ok', problems: [] })
  })

  test('an answer beyond timeoutMs is broken: timeout', async () => {
    const { url, result } = await check(standIns.http('/slow/5000'), { timeoutMs: 400 })

    expect(result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'timeout', message: 'Timeout: 127.0.0.1 did not answer within 0.4 s' }],
      hops: [{ url, status: null, location: null }],
      finalUrl: url,
      finalStatus: null,
      clickIdKept: null,
      offerFound: null,
      error: 'The operation was aborted due to timeout',
    })
    expect(result.responseMs).toBeLessThan(3_000)
  })

  test('a page whose body stops coming is broken: timeout, with the status it had answered', async () => {
    const { result } = await check(standIns.http('/stalled-body'), { timeoutMs: 400 })

    expect(result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'timeout' }],
      hops: [{ status: 200 }],
      finalStatus: 200,
    })
  })

  test("a certificate no one vouches for is broken: TLS, with Node's error", async () => {
    const { url, result } = await check(standIns.https('/offer'))

    expect(result).toMatchObject({
      state: 'broken',
      problems: [
        {
          code: 'tls',
          message: 'TLS error: no secure connection to 127.0.0.1 (its certificate was refused)',
        },
      ],
      hops: [{ url, status: null, location: null }],
      finalHost: '127.0.0.1',
      finalStatus: null,
      clickIdKept: null,
    })
    expect(result.error).toContain('DEPTH_ZERO_SELF_SIGNED_CERT')
  })

  test("a host name that does not resolve is broken: DNS, with Node's error", async () => {
    const { result } = await check('http://casino-offer.invalid/welcome')

    expect(result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'dns', message: 'DNS error: casino-offer.invalid could not be resolved' }],
      finalHost: 'casino-offer.invalid',
      finalStatus: null,
    })
    expect(result.error).toMatch(/ENOTFOUND|EAI_AGAIN/)
  })

  test('a refused connection is broken: network', async () => {
    const { result } = await check(standIns.refused('/offer'))

    expect(result).toMatchObject({
      state: 'broken',
      problems: [{ code: 'network', message: 'Network error: could not connect to 127.0.0.1' }],
    })
    expect(result.error).toContain('ECONNREFUSED')
  })

  test('a redirect to an app address, or one without a Location, is broken: HTTP error', async () => {
    const app = await check(standIns.http('/app'))
    expect(app.result).toMatchObject({
      state: 'broken',
      problems: [
        {
          code: 'http_error',
          message:
            'The link ends in a redirect (HTTP 302) to casinoapp://open, which is not a web address',
        },
      ],
      hops: [{ status: 302, location: 'casinoapp://open' }],
    })

    const bare = await check(standIns.http('/no-location'))
    expect(bare.result).toMatchObject({
      state: 'broken',
      problems: [
        {
          code: 'http_error',
          message: 'The link ends in HTTP 302 without a page or a redirect to follow',
        },
      ],
    })
  })

  test('a meta refresh on a page is followed as a redirect', async () => {
    const { clickId, url, result } = await check(standIns.http('/refresh'))
    const query = `?${SUBID_PARAM}=${clickId}`

    expect(result).toMatchObject({
      state: 'ok',
      hops: [
        { url, status: 200, location: `/offer${query}` },
        { url: standIns.http(`/offer${query}`), status: 200, location: null },
      ],
      clickIdKept: true,
      offerFound: true,
    })
  })

  test('a cookie check (a redirect back with a cookie set) is followed, not taken for a loop', async () => {
    const { clickId, result } = await check(standIns.http('/cookie'))

    expect(result).toMatchObject({ state: 'ok', problems: [], clickIdKept: true })
    expect(result.hops.map((hop) => new URL(hop.url).pathname)).toEqual([
      '/cookie',
      '/cookie-check',
      '/cookie',
      '/offer',
    ])
    const mine = standIns.requests.filter((request) => request.path.includes(clickId))
    expect(mine.map((request) => request.cookie)).toEqual([
      undefined,
      undefined,
      'checked=1',
      'checked=1',
    ])
  })

  test('every request names the site in its User-Agent and asks for HTML', async () => {
    const { clickId } = await check(standIns.http('/keep/a'))

    const mine = standIns.requests.filter((request) => request.path.includes(clickId))
    expect(mine).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/^\/keep\/a\?/) }),
      expect.objectContaining({ path: expect.stringMatching(/^\/keep\/b\?/) }),
      expect.objectContaining({ path: expect.stringMatching(/^\/keep\/c\?/) }),
      expect.objectContaining({ path: expect.stringMatching(/^\/keep\/landing\?/) }),
    ])
    for (const request of mine) {
      expect(request).toMatchObject({ userAgent: USER_AGENT, accept: 'text/html' })
    }
  })

  test('a page that never ends is read up to maxBodyBytes, not until the timeout', async () => {
    const { result } = await check(standIns.http('/endless'), { timeoutMs: 5_000 })

    expect(result).toMatchObject({ state: 'ok', offerFound: true })
    expect(result.responseMs).toBeLessThan(5_000)
  })

  test('an offer beyond maxBodyBytes is not seen', async () => {
    const short = await check(standIns.http('/big'))
    expect(short.result).toMatchObject({ state: 'warning', offerFound: false })

    const long = await check(standIns.http('/big'), { maxBodyBytes: 2 * 1024 * 1024 })
    expect(long.result).toMatchObject({ state: 'ok', offerFound: true })
  })

  test('a URL that is not http(s) is refused before any request', async () => {
    await expect(
      checkLink('ftp://casino.example/', { clickId: 'x', offerNeedles: [], userAgent: USER_AGENT }),
    ).rejects.toThrow(TypeError)
  })
})

describe('offerNeedles', () => {
  test.each([
    [{ bonus_amount: '£100', promo_code: 'WELCOME100' }, ['£100', 'WELCOME100']],
    [{ bonus_amount: ' 100 Free Spins ', bonus_text: '100% up to £200' }, ['100 Free Spins']],
    [{ bonus_text: '100% up to €200 + 50 Free Spins' }, ['€200']],
    [{ bonus_text: '100% up to 1,000 lei' }, ['1,000 lei']],
    [{ bonus_text: '100% bis 100 €' }, ['100 €']],
    [{ bonus_text: 'Welcome pack: C$500' }, ['C$500']],
    [{ bonus_text: '200 Free Spins on Starburst' }, ['200 Free Spins']],
    [{ bonus_text: '150% match on your first deposit' }, ['150%']],
    [{ bonus_text: 'Special Bonus Available', promo_code: null }, []],
    [{ bonus_amount: null, bonus_text: null, promo_code: 'SPIN50' }, ['SPIN50']],
  ])('%o → %o', (brand, needles) => {
    expect(offerNeedles(brand)).toEqual(needles)
  })
})

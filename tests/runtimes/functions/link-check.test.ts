/**
 * The offer monitor's link check (supabase/functions/_shared/link-check.ts) run by Deno, as
 * hosted Supabase runs it, against the stand-in destinations of tests/support: Deno's fetch
 * follows the redirects by hand as Node's does, and its errors, which carry words rather
 * than codes, are classified as DNS, TLS and network errors all the same. The module is
 * type-checked by Deno on the way (`deno run --check`).
 *
 * One Deno process runs every case at once (a driver reading them on stdin), with only the
 * network permitted and none of this process's environment (Deno's fetch would follow a
 * proxy variable).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { destinationWithClickId } from '../../../supabase/functions/_shared/destination.ts'
import { newId } from '../../../supabase/functions/_shared/ids.ts'
import type {
  LinkCheckOptions,
  LinkCheckResult,
} from '../../../supabase/functions/_shared/link-check.ts'
import { startLinkStandIns, type LinkStandIns } from '../../support/link-stand-ins.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const deno = path.join(root, 'node_modules/.bin/deno')
const linkCheck = pathToFileURL(path.join(root, 'supabase/functions/_shared/link-check.ts')).href

const USER_AGENT = 'CasinoCompass link check (+https://casinocompass.example)'

const DRIVER = `
import { checkLink } from '${linkCheck}'
const cases: { url: string; options: Parameters<typeof checkLink>[1] }[] = JSON.parse(
  await new Response(Deno.stdin.readable).text(),
)
const results = await Promise.all(cases.map(({ url, options }) => checkLink(url, options)))
console.log(JSON.stringify(results))
`

type Case = { url: string; clickId: string; options: LinkCheckOptions }

/** Runs checkLink in Deno once for each case. */
async function checkOnDeno(cases: Case[]): Promise<LinkCheckResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-deno-'))
  try {
    const driver = path.join(dir, 'driver.ts')
    fs.writeFileSync(driver, DRIVER)
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = execFile(
        deno,
        ['run', '--no-config', '--no-lock', '--check', '--allow-net', driver],
        {
          cwd: dir,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
            NO_COLOR: '1',
          },
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, out, err) =>
          error ? reject(new Error(`deno: ${err}`, { cause: error })) : resolve(out),
      )
      child.stdin!.end(JSON.stringify(cases))
    })
    return JSON.parse(stdout) as LinkCheckResult[]
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A destination as /go builds it, with a click id of its own. */
function destination(url: string, options: Partial<LinkCheckOptions> = {}): Case {
  const clickId = newId()
  return {
    url: destinationWithClickId(url, clickId, 'btag')!,
    clickId,
    options: { clickId, offerNeedles: ['£100', 'WELCOME100'], userAgent: USER_AGENT, ...options },
  }
}

type Name = 'chain' | 'dropped' | 'missing' | 'dns' | 'tls' | 'refused' | 'timeout'

let standIns: LinkStandIns
let cases: Record<Name, Case>
let results: Record<Name, LinkCheckResult>

beforeAll(async () => {
  standIns = await startLinkStandIns()
  cases = {
    chain: destination(standIns.http('/keep/a')),
    dropped: destination(standIns.http('/drop/a')),
    missing: destination(standIns.http('/missing')),
    dns: destination('http://casino-offer.invalid/welcome'),
    tls: destination(standIns.https('/offer')),
    refused: destination(standIns.refused('/offer')),
    timeout: destination(standIns.http('/slow/5000'), { timeoutMs: 400 }),
  }
  const names = Object.keys(cases) as Name[]
  const answers = await checkOnDeno(names.map((name) => cases[name]))
  results = Object.fromEntries(names.map((name, index) => [name, answers[index]])) as typeof results
})

afterAll(async () => {
  await standIns?.close()
})

const ms = expect.any(Number)

describe('checkLink on Deno', () => {
  test('a chain of three redirects keeping the click id is OK, every hop recorded', () => {
    const { url, clickId } = cases.chain
    const query = `?btag=${clickId}`

    expect(results.chain).toEqual({
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

  test("every request of the chain carries the site's User-Agent", () => {
    const mine = standIns.requests.filter((request) => request.path.includes(cases.chain.clickId))

    expect(mine).toHaveLength(4)
    for (const request of mine) {
      expect(request).toMatchObject({ userAgent: USER_AGENT, accept: 'text/html' })
    }
  })

  test('a redirect dropping the click id is a warning', () => {
    expect(results.dropped).toMatchObject({
      state: 'warning',
      problems: [{ code: 'click_id_lost' }],
      clickIdKept: false,
      offerFound: true,
    })
  })

  test('a 404 is broken: HTTP error', () => {
    expect(results.missing).toMatchObject({
      state: 'broken',
      problems: [{ code: 'http_error', message: 'The link ends in an error: HTTP 404' }],
      finalStatus: 404,
    })
  })

  test("Deno's DNS error is classified as DNS", () => {
    expect(results.dns).toMatchObject({
      state: 'broken',
      problems: [{ code: 'dns', message: 'DNS error: casino-offer.invalid could not be resolved' }],
      finalHost: 'casino-offer.invalid',
      finalStatus: null,
    })
    expect(results.dns.error).toMatch(/dns error|failed to lookup address/)
  })

  test("Deno's refusal of a self-signed certificate is classified as TLS", () => {
    expect(results.tls).toMatchObject({
      state: 'broken',
      problems: [
        {
          code: 'tls',
          message: 'TLS error: no secure connection to 127.0.0.1 (its certificate was refused)',
        },
      ],
      hops: [{ status: null }],
    })
    expect(results.tls.error).toContain('invalid peer certificate')
  })

  test('a refused connection is a network error', () => {
    expect(results.refused).toMatchObject({ state: 'broken', problems: [{ code: 'network' }] })
    expect(results.refused.error).toMatch(/refused/i)
  })

  test('an answer beyond the timeout is classified as a timeout', () => {
    expect(results.timeout).toMatchObject({
      state: 'broken',
      problems: [{ code: 'timeout' }],
      hops: [{ status: null }],
    })
  })
})

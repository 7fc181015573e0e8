/**
 * The offer monitor's link check (#28): follows a brand's destination, as /go builds it with
 * a test click id, the way a visitor's browser would, and says what a visitor would meet:
 * every hop with its status, where the chain ends, whether the click id survived into the
 * final URL, whether the landing page still shows the offer, how long it all took, and any
 * DNS, TLS or network error. No database: the function that schedules the checks stores
 * the result.
 *
 * Redirects are followed by hand (`redirect: 'manual'`) so that each hop is recorded, as is
 * a `<meta http-equiv="refresh">` on a 2xx HTML page. Cookies set along the way are sent
 * back, as a browser does: affiliate trackers often redirect to a cookie check and back,
 * which without cookies would look like a loop. JavaScript redirects are not run.
 *
 * Only the web platform's fetch, URL, streams and TextDecoder: it runs on Deno (hosted
 * Supabase) and Node (the local stack, the tests) alike, and classifies the errors of both
 * (classifyFetchError). Which hosts it may call is the caller's concern.
 */

export type LinkState = 'ok' | 'warning' | 'broken'

/** One request of the chain; `location` is its Location header, or a meta refresh's URL. */
export type Hop = { url: string; status: number | null; ms: number; location: string | null }

/** Machine codes; each comes with a sentence for staff (LinkCheckResult.problems). */
export type LinkProblem =
  | 'slow'
  | 'offer_not_found'
  | 'click_id_lost'
  | 'http_error'
  | 'dns'
  | 'tls'
  | 'redirect_loop'
  | 'too_many_redirects'
  | 'timeout'
  | 'network'

/** The state each problem puts a link in; a link's state is its worst problem's (ok without any). */
export const PROBLEM_STATE: Record<LinkProblem, Exclude<LinkState, 'ok'>> = {
  slow: 'warning',
  offer_not_found: 'warning',
  click_id_lost: 'warning',
  http_error: 'broken',
  dns: 'broken',
  tls: 'broken',
  redirect_loop: 'broken',
  too_many_redirects: 'broken',
  timeout: 'broken',
  network: 'broken',
}

export type LinkCheckResult = {
  state: LinkState
  /** Broken ones first. */
  problems: { code: LinkProblem; message: string }[]
  /** Every request, in order. */
  hops: Hop[]
  /** The last URL requested (answered or not) and its status (null when it did not answer). */
  finalUrl: string | null
  finalHost: string | null
  finalStatus: number | null
  /** Whether the click id is in the final URL's path, query or fragment; null when the chain broke off. */
  clickIdKept: boolean | null
  /** Whether the final 2xx page's text shows any of the needles; null without needles or page. */
  offerFound: boolean | null
  /** The whole check, every hop and the final page's body included. */
  responseMs: number
  /** The low-level text of the error that ended the chain (DNS, TLS, network, timeout). */
  error: string | null
}

export type LinkCheckOptions = {
  /** The test click id the URL carries (never counted as a click: the caller's concern). */
  clickId: string
  /** What the landing page should show: offerNeedles(brand). */
  offerNeedles: string[]
  /** Sent on every request, naming the site, so the operator can tell the monitor apart. */
  userAgent: string
  maxRedirects?: number
  /** Per hop: the request and, for the final page, its body. */
  timeoutMs?: number
  /** A check taking longer in total is 'slow'. */
  slowMs?: number
  fetch?: typeof fetch
  /** The final page is read up to this many bytes; an offer further down is not seen. */
  maxBodyBytes?: number
}

export const LINK_CHECK_DEFAULTS = {
  maxRedirects: 10,
  timeoutMs: 10_000,
  slowMs: 3_000,
  maxBodyBytes: 512 * 1024,
} as const

/** A refresh that waits longer is a page reloading itself, not a redirect. */
const REFRESH_MAX_DELAY_S = 10

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

type ChainFailure = { code: LinkProblem; message: string; error: string | null }

/**
 * Follows `url` and reports what a visitor would meet.
 *
 * @example
 *   const result = await checkLink(destinationWithClickId(brand.destination_url, testId, brand.subid_param)!, {
 *     clickId: testId,
 *     offerNeedles: offerNeedles(brand),
 *     userAgent: 'CasinoCompass link check (+https://casinocompass.example)',
 *   })
 *   // { state: 'warning', problems: [{ code: 'offer_not_found', message: 'Offer not found on the landing page' }], … }
 */
export async function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheckResult> {
  const maxRedirects = options.maxRedirects ?? LINK_CHECK_DEFAULTS.maxRedirects
  const timeoutMs = options.timeoutMs ?? LINK_CHECK_DEFAULTS.timeoutMs
  const slowMs = options.slowMs ?? LINK_CHECK_DEFAULTS.slowMs
  const maxBodyBytes = options.maxBodyBytes ?? LINK_CHECK_DEFAULTS.maxBodyBytes
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))

  let current = httpUrl(url)
  if (!current) throw new TypeError(`checkLink needs an absolute http(s) URL, not ${url}`)

  const started = performance.now()
  const hops: Hop[] = []
  const jar = new CookieJar()
  // A request already made, with the same cookies, would be answered the same way again.
  const seen = new Set<string>()
  let redirects = 0
  let failure: ChainFailure | null = null
  let final: { status: number; page: string | null } | null = null

  for (;;) {
    const cookie = jar.header(current)
    const key = `${withoutFragment(current)} ${cookie ?? ''}`
    if (seen.has(key)) {
      failure = {
        code: 'redirect_loop',
        message: `Redirect loop: the link leads back to ${current.href}`,
        error: null,
      }
      break
    }
    seen.add(key)

    const hopStarted = performance.now()
    const elapsed = () => Math.round(performance.now() - hopStarted)
    const signal = AbortSignal.timeout(timeoutMs)
    const headers: Record<string, string> = { 'user-agent': options.userAgent, accept: 'text/html' }
    if (cookie) headers.cookie = cookie
    let response: Response
    try {
      response = await fetchImpl(current.href, { redirect: 'manual', headers, signal })
    } catch (error) {
      hops.push({ url: current.href, status: null, ms: elapsed(), location: null })
      failure = requestFailure(error, current, timeoutMs)
      break
    }
    jar.take(current, response.headers)
    const { status } = response
    const location = response.headers.get('location')

    let next: string | null = null
    let page: string | null = null
    if (REDIRECT_STATUSES.has(status) && location !== null) {
      await discard(response)
      next = location
    } else if (response.ok && isText(response.headers.get('content-type'))) {
      try {
        page = await readText(response, maxBodyBytes)
      } catch (error) {
        hops.push({ url: current.href, status, ms: elapsed(), location })
        failure = requestFailure(error, current, timeoutMs)
        break
      }
      const refresh = isHtml(response.headers.get('content-type')) ? metaRefresh(page) : null
      // A refresh to somewhere a browser would not go (javascript:) leaves the page final.
      next = refresh !== null && httpUrl(refresh, current) ? refresh : null
    } else {
      await discard(response)
    }
    hops.push({ url: current.href, status, ms: elapsed(), location: next ?? location })

    if (next === null) {
      final = { status, page }
      break
    }
    const target = httpUrl(next, current)
    if (!target) {
      failure = {
        code: 'http_error',
        message: `The link ends in a redirect (HTTP ${status}) to ${next}, which is not a web address`,
        error: null,
      }
      break
    }
    if (redirects === maxRedirects) {
      failure = {
        code: 'too_many_redirects',
        message: `Too many redirects: more than ${maxRedirects}`,
        error: null,
      }
      break
    }
    redirects++
    current = target
  }

  const responseMs = Math.round(performance.now() - started)
  const last = hops.at(-1)
  const finalUrl = last?.url ?? null
  const problems: LinkCheckResult['problems'] = []
  if (failure) problems.push({ code: failure.code, message: failure.message })

  let clickIdKept: boolean | null = null
  let offerFound: boolean | null = null
  if (final) {
    if (final.status < 200 || final.status > 299) {
      problems.push({ code: 'http_error', message: httpErrorMessage(final.status) })
    }
    clickIdKept = carriesClickId(current, options.clickId)
    const needles = options.offerNeedles.filter((needle) => needle.trim() !== '')
    if (final.page !== null && final.status >= 200 && final.status <= 299 && needles.length > 0) {
      offerFound = showsOffer(pageText(final.page), needles)
    }
  }
  if (responseMs > slowMs && failure?.code !== 'timeout') {
    problems.push({
      code: 'slow',
      message: `Slow: the link took ${seconds(responseMs)} to answer (more than ${seconds(slowMs)})`,
    })
  }
  if (clickIdKept === false) {
    problems.push({
      code: 'click_id_lost',
      message: 'Click id lost: the landing page URL no longer carries it',
    })
  }
  if (offerFound === false) {
    problems.push({ code: 'offer_not_found', message: 'Offer not found on the landing page' })
  }
  problems.sort((a, b) => rank(PROBLEM_STATE[b.code]) - rank(PROBLEM_STATE[a.code]))

  return {
    state: problems.reduce<LinkState>(
      (worst, { code }) => (rank(PROBLEM_STATE[code]) > rank(worst) ? PROBLEM_STATE[code] : worst),
      'ok',
    ),
    problems,
    hops,
    finalUrl,
    finalHost: finalUrl === null ? null : new URL(finalUrl).hostname,
    finalStatus: last?.status ?? null,
    clickIdKept,
    offerFound,
    responseMs,
    error: failure?.error ?? null,
  }
}

const rank = (state: LinkState) => (state === 'broken' ? 2 : state === 'warning' ? 1 : 0)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`

function httpErrorMessage(status: number): string {
  return status >= 400
    ? `The link ends in an error: HTTP ${status}`
    : `The link ends in HTTP ${status} without a page or a redirect to follow`
}

function requestFailure(error: unknown, url: URL, timeoutMs: number): ChainFailure {
  const { code, detail } = classifyFetchError(error)
  const host = url.hostname
  const message = {
    dns: `DNS error: ${host} could not be resolved`,
    tls: `TLS error: no secure connection to ${host} (its certificate was refused)`,
    timeout: `Timeout: ${host} did not answer within ${seconds(timeoutMs)}`,
    network: `Network error: could not connect to ${host}`,
  }[code]
  return { code, message, error: detail }
}

/** An absolute http(s) URL (`raw` resolved against `base`), else null. */
function httpUrl(raw: string, base?: URL): URL | null {
  try {
    const url = new URL(raw.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

function withoutFragment(url: URL): string {
  const copy = new URL(url)
  copy.hash = ''
  return copy.href
}

/** Releases the connection of a response whose body is not read. */
async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel()
  } catch {
    // Already closed or errored: nothing to release.
  }
}

/** The click id, as it is or percent-encoded, anywhere in the URL but its origin. */
function carriesClickId(url: URL, clickId: string): boolean {
  const rest = url.pathname + url.search + url.hash
  if (rest.includes(clickId) || rest.includes(encodeURIComponent(clickId))) return true
  try {
    return decodeURIComponent(rest).includes(clickId)
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------
// Errors

export type FetchErrorKind = 'dns' | 'tls' | 'timeout' | 'network'

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL'])
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT'])
/** OpenSSL's verification codes as Node names them, and Node's own TLS errors. */
const TLS_CODE =
  /^(?:CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$|ERR_TLS_|ERR_SSL_|EPROTO$)/
/** Deno's (hyper's and rustls') words, which come without a code. */
const DNS_WORDS =
  /dns error|failed to lookup address|name or service not known|nodename nor servname|no such host/i
const TLS_WORDS = /invalid peer certificate|certificate|\btls\b|\bssl\b|handshake/i

/**
 * What kind of failure a fetch (or a body read) threw, and its low-level text: the messages
 * of the error and its causes, with their codes. Node's fetch (undici) throws
 * TypeError('fetch failed') with a coded cause; Deno's throws one whose cause has words only.
 *
 *   kind     Node: a name or code in the chain             Deno: a name, or words in a message
 *   timeout  TimeoutError, AbortError, ETIMEDOUT,          TimeoutError, AbortError
 *            UND_ERR_CONNECT_TIMEOUT
 *   dns      ENOTFOUND, EAI_AGAIN, EAI_NONAME, …           'dns error', 'failed to lookup address'
 *   tls      CERT_*, UNABLE_TO_*, DEPTH_ZERO_SELF_SIGNED_   'invalid peer certificate',
 *            CERT, SELF_SIGNED_CERT_IN_CHAIN, ERR_TLS_*,    'certificate', 'tls', 'ssl', 'handshake'
 *            ERR_SSL_*, EPROTO
 *   network  anything else (refused, reset, blocked port)  anything else
 *
 * Deno's messages name the URL, which is left out before the words are matched (a host
 * called tls.example is not a TLS error).
 */
export function classifyFetchError(error: unknown): { code: FetchErrorKind; detail: string } {
  const chain: unknown[] = []
  for (let cause = error; cause != null && chain.length < 8; cause = causeOf(cause)) {
    chain.push(cause)
    if (cause instanceof AggregateError) chain.push(...cause.errors)
  }
  const names = chain.map((item) => field(item, 'name') ?? '')
  const codes = chain.map((item) => field(item, 'code')).filter((code) => code !== null)
  const messages = chain.map((item) => field(item, 'message') ?? String(item))
  const detail = chain
    .map((item, index) => {
      const code = field(item, 'code')
      const message = messages[index] ?? ''
      return code && !message.includes(code) ? `${message} (${code})` : message
    })
    .filter((text, index, all) => text !== '' && all.indexOf(text) === index)
    .join(': ')
  const words = messages.join(' ').replace(/\(?\bhttps?:\/\/[^\s)]*\)?/g, '')

  let code: FetchErrorKind = 'network'
  if (names.some((name) => name === 'TimeoutError' || name === 'AbortError')) code = 'timeout'
  else if (codes.some((c) => TIMEOUT_CODES.has(c))) code = 'timeout'
  else if (codes.some((c) => DNS_CODES.has(c)) || DNS_WORDS.test(words)) code = 'dns'
  else if (codes.some((c) => TLS_CODE.test(c)) || TLS_WORDS.test(words)) code = 'tls'
  return { code, detail }
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined
}

/**
 * A string property of an error (DOMException, which throws for timeouts, is not always an
 * Error); its numeric legacy `code` says nothing more than its name.
 */
function field(error: unknown, key: 'name' | 'code' | 'message'): string | null {
  if (typeof error !== 'object' || error === null || !(key in error)) return null
  const value = (error as Record<typeof key, unknown>)[key]
  return typeof value === 'string' ? value : null
}

// ---------------------------------------------------------------------------------------
// The page

/** A body worth reading as a page: no content type, or text, HTML, XML or JSON. */
function isText(contentType: string | null): boolean {
  return contentType === null || /^\s*(?:text\/|[^;]*(?:html|xml|json))/i.test(contentType)
}

function isHtml(contentType: string | null): boolean {
  return contentType === null || /html/i.test(contentType)
}

/** The first `maxBytes` of the body as text, in its declared charset (UTF-8 otherwise). */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } finally {
    // Stops an endless or huge body once enough is read.
    reader.cancel().catch(() => {})
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes))
  let offset = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset)
    bytes.set(part, offset)
    offset += part.length
  }
  return decoder(response.headers.get('content-type'), bytes).decode(bytes)
}

function decoder(contentType: string | null, bytes: Uint8Array): TextDecoder {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    // A page's own <meta charset>, within its first bytes (ASCII in every charset we meet).
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(
      new TextDecoder('latin1').decode(bytes.subarray(0, 2048)),
    )?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
  }
}

/** Comments, scripts and styles: never text a visitor reads. */
const HIDDEN = /<!--[\s\S]*?(?:-->|$)|<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  pound: '£',
  euro: '€',
  yen: '¥',
  cent: '¢',
  percnt: '%',
  dollar: '$',
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (whole, dec, hex, name) => {
    if (name) return ENTITIES[(name as string).toLowerCase()] ?? whole
    const codePoint = dec ? Number(dec) : parseInt(hex as string, 16)
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole
  })
}

/** What a visitor reads: tags (and comments, scripts, styles) gone, entities decoded. */
export function pageText(html: string): string {
  return decodeEntities(html.replace(HIDDEN, ' ').replace(/<[^>]*>/g, ' '))
}

/** The URL of a meta refresh due within REFRESH_MAX_DELAY_S (as written), else null. */
function metaRefresh(html: string): string | null {
  for (const [tag] of html.replace(HIDDEN, ' ').matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag)
    if (attributes.get('http-equiv')?.toLowerCase() !== 'refresh') continue
    // content="0; url='/landing'" (the delay, then ; or , and URL=, quoted or not)
    const match = /^\s*(\d*)(?:\.\d*)?\s*[;,]?\s*(?:url\s*=\s*)?(["']?)(.*?)\2\s*$/i.exec(
      attributes.get('content') ?? '',
    )
    if (!match || match[3] === '') continue
    if (Number(match[1] || '0') > REFRESH_MAX_DELAY_S) continue
    return match[3] ?? null
  }
  return null
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of tag.matchAll(
    /([^\s=/<>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    attributes.set(name!.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''))
  }
  return attributes
}

// ---------------------------------------------------------------------------------------
// The offer

/**
 * Text made comparable: no digit grouping ('1,000', '1.000' and '1 000' with a no-break
 * space read as '1000'), Unicode-normalized, lower case, whitespace runs as one space and
 * none between a number and a symbol ('£ 100' and '100 €' read as '£100' and '100€').
 */
function comparable(text: string): string {
  return text
    .replace(/(?<=\p{N})[,.'\u00a0\u202f\u2009](?=\p{N}{3}(?!\p{N}))/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(?<=[^\p{L}\p{N}\s]) (?=\p{N})|(?<=\p{N}) (?=[^\p{L}\p{N}\s])/gu, '')
}

/**
 * Whether the text shows any needle as a whole: not inside a longer word or number ('£10'
 * is not found in '£100' nor in '£10.50', nor WELCOME10 in WELCOME100), ignoring case and
 * whitespace as `comparable` does.
 */
export function showsOffer(text: string, needles: string[]): boolean {
  const haystack = comparable(text)
  return needles.some((raw) => {
    const needle = comparable(raw).trim()
    if (needle === '') return false
    const wordStart = /^[\p{L}\p{N}]/u.test(needle)
    const wordEnd = /[\p{L}\p{N}]$/u.test(needle)
    const numberEnd = /\p{N}$/u.test(needle)
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const before = haystack.slice(Math.max(0, at - 1), at)
      const after = haystack.slice(at + needle.length, at + needle.length + 2)
      if (wordStart && /[\p{L}\p{N}]/u.test(before)) continue
      if (wordEnd && /^[\p{L}\p{N}]/u.test(after)) continue
      if (numberEnd && /^[.,]\p{N}/u.test(after)) continue
      return true
    }
    return false
  })
}

const NUMBER = String.raw`\d[\d,.]*\d|\d`
const SYMBOL = String.raw`(?:(?<![\p{L}\p{N}])(?:C|A|NZ|US|R|HK|S|MX)\$|[$£€¥₹₺₽₩₴₦₱₪₫₸₼₾])`
const CODE = String.raw`(?<![\p{L}\p{N}])(?:EUR|GBP|USD|CAD|AUD|NZD|CHF|SEK|NOK|DKK|HUF|RON|PLN|CZK|BRL|kr|lei|ft|zł|kč|kn)(?![\p{L}\p{N}])`
/** An amount of money: a symbol or code before or after the number ('£100', 'C$500', '1,000 lei', '100 €'). */
const MONEY = new RegExp(
  String.raw`(?:${SYMBOL}|${CODE})\s?(?:${NUMBER})|(?:${NUMBER})\s?(?:${SYMBOL}|${CODE})`,
  'iu',
)
const SPINS = new RegExp(
  String.raw`(?:${NUMBER})\s?(?:free\s?spins|freispiele|spins)(?![\p{L}\p{N}])`,
  'iu',
)
const PERCENT = new RegExp(String.raw`(?:${NUMBER})\s?%`, 'u')

/**
 * What the landing page should show of a brand's offer: its headline amount and its promo
 * code (brands.promo_code), any of which counts as found.
 *
 * The headline amount is brands.bonus_amount, the amount as staff wrote it for the offer's
 * terms ('£100', '100 Free Spins'). Without it, it is read from the card's line
 * (brands.bonus_text, '100% up to £200 + 50 Free Spins'): its first amount of money, else
 * its first number of free spins, else its first percentage. Money comes first because it
 * is the most telling; a bare '100%' is on many pages for other reasons. One headline, not
 * every figure of the line: each needle more is one more way to be found on a page whose
 * offer has changed.
 *
 * @example
 *   offerNeedles({ bonus_amount: '£100', promo_code: 'WELCOME100' }) // ['£100', 'WELCOME100']
 *   offerNeedles({ bonus_text: '100% up to €200 + 50 Free Spins' }) // ['€200']
 *   offerNeedles({ bonus_text: '200 Free Spins on Starburst' }) // ['200 Free Spins']
 */
export function offerNeedles(brand: {
  bonus_amount?: string | null
  promo_code?: string | null
  bonus_text?: string | null
}): string[] {
  const amount = brand.bonus_amount?.trim() || headlineAmount(brand.bonus_text ?? '')
  const needles = [amount, brand.promo_code?.trim()].filter((needle): needle is string =>
    Boolean(needle),
  )
  return needles.filter(
    (needle, index) =>
      needles.findIndex((other) => comparable(other) === comparable(needle)) === index,
  )
}

function headlineAmount(text: string): string | null {
  for (const pattern of [MONEY, SPINS, PERCENT]) {
    const found = pattern.exec(text)?.[0].trim()
    if (found) return found
  }
  return null
}

// ---------------------------------------------------------------------------------------
// Cookies

type Cookie = { name: string; value: string; domain: string; hostOnly: boolean }

/**
 * The cookies of one check, sent back as a browser would: by domain (Domain= included),
 * not by path, expiry only as deletion (Max-Age=0 or an Expires in the past).
 */
class CookieJar {
  private cookies: Cookie[] = []

  take(url: URL, headers: Headers) {
    const host = url.hostname
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const equals = pair.indexOf('=')
      if (equals < 1) continue
      const name = pair.slice(0, equals).trim()
      const value = pair.slice(equals + 1).trim()
      let domain = host
      let hostOnly = true
      let expired = false
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=')
        const setting = rest.join('=').trim()
        switch (key.trim().toLowerCase()) {
          case 'domain': {
            const wanted = setting.replace(/^\./, '').toLowerCase()
            if (wanted !== '') {
              domain = wanted
              hostOnly = false
            }
            break
          }
          case 'max-age':
            expired ||= Number(setting) <= 0
            break
          case 'expires':
            expired ||= Date.parse(setting) < Date.now()
            break
        }
      }
      // A site may not set cookies for another.
      if (!hostOnly && host !== domain && !host.endsWith(`.${domain}`)) continue
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.domain === domain))
      if (!expired) this.cookies.push({ name, value, domain, hostOnly })
    }
  }

  header(url: URL): string | null {
    const host = url.hostname
    const sent = this.cookies.filter((c) =>
      c.hostOnly ? host === c.domain : host === c.domain || host.endsWith(`.${c.domain}`),
    )
    return sent.length === 0 ? null : sent.map((c) => `${c.name}=${c.value}`).join('; ')
  }
}

/**
 * Alerts (#28) in the database: each rule kind opens one episode when its fixture crosses the
 * threshold, keeps it one on re-evaluation and clears it when the fixture recovers; muting
 * silences a rule and is audited; the rules' params and webhook URLs are checked with the field
 * named; who reads and writes what (RLS).
 *
 * Fixtures are this file's own markets, brands, postback source and regulator, and rules scoped
 * to them (the seeded rules watch every brand: assertions read this file's rules only). The
 * clock is set: private.evaluate_alerts(p_now) with p_now a minute past the hour the fixtures
 * are placed against. The schedule's own job is switched off while the file runs, so that it
 * never evaluates in between, and the rules the file finds (the seeded ones) are muted: each
 * evaluation judged them against every brand and market of the shared database, unread
 * (the file took 54 s of a CI run, 23 s alone; 5 s with them muted). The file's own rules,
 * kept until it ends, still make each run judge several rules of several kinds.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, signInAs, sql, type Client } from '../support/clients.ts'
import { BROWSER_UA } from './helpers.ts'

const tag = randomUUID().slice(0, 8)
const ids = {
  market: '',
  licenceMarket: '',
  linkBrand: '',
  trafficBrand: '',
  botBrand: '',
  licenceBrand: '',
  source: '',
  regulator: '',
  clickMarket: '',
  clickBrand: '',
}
const rules: string[] = []
/** The hour the fixtures are placed against, and the clock of every evaluation. */
let hourEnd = new Date()
let now = new Date()

type Episode = {
  id: string
  subject_key: string
  subject_label: string
  fired_at: Date
  cleared_at: Date | null
  figure: string | null
  baseline: string | null
  threshold: string | null
  message: string
  cleared_message: string | null
  link: string | null
}

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'evaluate-alerts'`, [active])

/** The rules not muted before the file ran (the seeded ones), muted until it ends. */
let othersMuted: string[] = []

async function muteOtherRules(): Promise<void> {
  const rows = await sql<{ id: string }>(
    `update alert_rules set muted_until = 'infinity' where muted_until is null returning id`,
  )
  othersMuted = rows.map(({ id }) => id)
}

const unmuteOtherRules = () =>
  sql('update alert_rules set muted_until = null where id = any ($1)', [othersMuted])

async function evaluate(at: Date = now): Promise<void> {
  await sql('select private.evaluate_alerts($1)', [at])
}

async function episodes(ruleId: string): Promise<Episode[]> {
  return sql<Episode>(
    `select id, subject_key, subject_label, fired_at, cleared_at, figure::text, baseline::text,
            threshold::text, message, cleared_message, link
       from alerts where rule_id = $1 order by fired_at, id`,
    [ruleId],
  )
}

async function addRule(kind: string, params: object, scope: { country?: string; brand?: string }) {
  const [row] = await sql<{ id: string }>(
    `insert into alert_rules (kind, name, params, country_id, brand_id)
     values ($1, $2, $3, $4, $5) returning id`,
    [kind, `${kind} ${tag}`, JSON.stringify(params), scope.country ?? null, scope.brand ?? null],
  )
  rules.push(row!.id)
  return row!.id
}

async function addBrand(countryId: string, name: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into brands (country_id, brand_name, brand_slug, destination_url)
     values ($1, $2, $3, 'https://casino.example/') returning id`,
    [countryId, `${name} ${tag}`, `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`],
  )
  return row!.id
}

/**
 * Clicks of a brand at `at` (+ n seconds each), as /go records them (service writes keep their
 * time); each converts `conversions` times for `revenue`.
 */
async function addClicks(
  brandId: string,
  at: Date,
  count: number,
  values: { conversions?: number; revenue?: number } = {},
): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `insert into brand_clicks_history (user_id, session_id, brand_id, click_time, user_agent, ip,
       conversions, revenue)
     select 'alertuser' || $5 || n, 'alertsess' || $5 || n, $1, $2::timestamptz + make_interval(secs => n),
            $6, '203.0.113.' || (n % 250 + 1), $3, $4
       from generate_series(1, $7::integer) as n
     returning id`,
    [
      brandId,
      at,
      values.conversions ?? 0,
      values.revenue ?? 0,
      randomUUID().slice(0, 8),
      BROWSER_UA,
      count,
    ],
  )
  return rows.map(({ id }) => id)
}

const hoursBefore = (date: Date, hours: number) => new Date(date.getTime() - hours * 3_600_000)
const weeksBefore = (date: Date, weeks: number) => hoursBefore(date, weeks * 7 * 24)

beforeAll(async () => {
  await setJob(false)
  await muteOtherRules()
  const [clock] = await sql<{ end: Date }>(`select date_trunc('hour', now()) as end`)
  hourEnd = clock!.end
  now = new Date(hourEnd.getTime() + 60_000)
  const [market] = await sql<{ id: string }>(
    `insert into countries (name, slug) values ($1, $2) returning id`,
    [`Alertland ${tag}`, `alertland-${tag}`],
  )
  ids.market = market!.id
  const [licenceMarket] = await sql<{ id: string }>(
    `insert into countries (name, slug, licence_required) values ($1, $2, true) returning id`,
    [`Licencia ${tag}`, `licencia-${tag}`],
  )
  ids.licenceMarket = licenceMarket!.id
  ids.linkBrand = await addBrand(ids.market, 'Link Casino')
  ids.trafficBrand = await addBrand(ids.market, 'Traffic Casino')
  ids.botBrand = await addBrand(ids.market, 'Bot Casino')
  const [regulator] = await sql<{ id: string }>(
    `insert into regulators (code, name) values ($1, $2) returning id`,
    [`alert-reg-${tag}`, `Alert Gaming Authority ${tag}`],
  )
  ids.regulator = regulator!.id
  // A licence-requiring market lists a brand only with a licence valid today.
  const [brand] = await sql<{ id: string }>(
    `insert into brands (country_id, brand_name, brand_slug, is_active) values ($1, $2, $3, false) returning id`,
    [ids.licenceMarket, `Licence Casino ${tag}`, `licence-casino-${tag}`],
  )
  ids.licenceBrand = brand!.id
  await sql(
    `insert into brand_licences (brand_id, regulator_id, licence_number, valid_from, valid_to)
     values ($1, $2, $3, current_date - 100, current_date + 10)`,
    [ids.licenceBrand, ids.regulator, `AGA-${tag}`],
  )
  await sql('update brands set is_active = true where id = $1', [ids.licenceBrand])
  const [source] = await sql<{ id: string }>(
    `insert into postback_sources (name, slug) values ($1, $2) returning id`,
    [`Alert Network ${tag}`, `alert-network-${tag}`],
  )
  ids.source = source!.id
})

afterAll(async () => {
  const brands = [
    ids.linkBrand,
    ids.trafficBrand,
    ids.botBrand,
    ids.licenceBrand,
    ids.clickBrand,
  ].filter(Boolean)
  await sql('delete from alert_rules where id = any ($1)', [rules])
  await sql(`delete from alert_rules where name like $1`, [`% ${tag}`])
  await sql('delete from postbacks where source_id = $1', [ids.source])
  await sql('delete from brand_clicks_history where brand_id = any ($1)', [brands])
  await sql('delete from link_checks where brand_id = any ($1)', [brands])
  await sql('delete from brand_licences where brand_id = any ($1)', [brands])
  await sql('delete from brands where id = any ($1)', [brands])
  await sql('delete from visitor_sessions where country = $1', [`Alertland ${tag}`])
  await sql('delete from countries where id = any ($1)', [
    [ids.market, ids.licenceMarket, ids.clickMarket].filter(Boolean),
  ])
  await sql('delete from regulators where id = $1', [ids.regulator])
  await sql('delete from postback_sources where id = $1', [ids.source])
  await unmuteOtherRules()
  await setJob(true)
})

describe('alert rules: link_broken and offer_not_found', () => {
  // Checked 'in the future': later than any check the stack's own link-check job may make of
  // these brands (it cannot reach casino.example), so each of these is the latest.
  let minutesAhead = 0
  const check = (state: string, problems: object[]) =>
    sql(
      `insert into link_checks (brand_id, trigger, state, problems, start_url, final_host, final_status,
         response_ms, checked_at)
       values ($1, 'schedule', $2, $3, 'https://casino.example/', 'casino.example', $4, 120,
               now() + make_interval(mins => $5))`,
      [
        ids.linkBrand,
        state,
        JSON.stringify(problems),
        state === 'broken' ? 404 : 200,
        ++minutesAhead,
      ],
    )

  test('a Broken check opens one episode, which stays one and clears on an OK check', async () => {
    const rule = await addRule('link_broken', {}, { brand: ids.linkBrand })
    await check('ok', [])
    await evaluate()
    expect(await episodes(rule)).toEqual([])

    await check('broken', [{ code: 'http_error', message: 'HTTP 404 Not Found' }])
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(rule)
    expect(more).toEqual([])
    expect(open).toMatchObject({
      subject_key: `brand:${ids.linkBrand}`,
      subject_label: `Link Casino ${tag} in Alertland ${tag}`,
      cleared_at: null,
      figure: '404',
      link: `/admin/link-health?q=link-casino-${tag}&market=alertland-${tag}`,
    })
    expect(open!.message).toMatch(/^Link broken: HTTP 404 Not Found, checked /)

    await check('ok', [])
    await evaluate()
    const [cleared, ...none] = await episodes(rule)
    expect(none).toEqual([])
    expect(cleared!.id).toBe(open!.id)
    expect(cleared!.cleared_at).not.toBeNull()
    expect(cleared!.cleared_message).toMatch(/^Link OK again, checked /)
  })

  test('an offer no longer on the landing page opens one episode and clears when it is back', async () => {
    const rule = await addRule('offer_not_found', {}, { country: ids.market })
    const mine = async () =>
      (await episodes(rule)).filter((e) => e.subject_key === `brand:${ids.linkBrand}`)
    await check('warning', [
      { code: 'offer_not_found', message: 'Offer not found on the landing page' },
    ])
    await evaluate()
    await evaluate()
    const open = await mine()
    expect(open).toHaveLength(1)
    expect(open[0]!.cleared_at).toBeNull()
    expect(open[0]!.message).toMatch(/^Offer not found on the landing page \(casino\.example\)/)

    await check('ok', [])
    await evaluate()
    const after = await mine()
    expect(after).toHaveLength(1)
    expect(after[0]!.cleared_at).not.toBeNull()
    expect(after[0]!.cleared_message).toMatch(/^Offer found on the landing page again/)
  })
})

describe('alert rules: postback_silent', () => {
  test('a source silent for the hours while its brands get clicks fires, and clears on its next postback', async () => {
    const rule = await addRule(
      'postback_silent',
      { hours: 24, min_clicks: 2 },
      { country: ids.market },
    )
    const mine = async () =>
      (await episodes(rule)).filter((e) => e.subject_key === `source:${ids.source}`)
    // The source's last postback, three days ago, was for a click on the brand: it serves it.
    const [old] = await addClicks(ids.linkBrand, hoursBefore(hourEnd, 74), 1)
    await sql(
      `insert into postbacks (source_id, brand_click_id, event_type, payout_reporting, status, received_at)
       values ($1, $2, 'registration', 0, 'accepted', $3)`,
      [ids.source, old, hoursBefore(hourEnd, 72)],
    )
    // One click in the window: below min_clicks, nothing to judge yet.
    await addClicks(ids.linkBrand, hoursBefore(hourEnd, 3), 1)
    await evaluate()
    expect(await mine()).toEqual([])

    await addClicks(ids.linkBrand, hoursBefore(hourEnd, 2), 2)
    await evaluate()
    await evaluate()
    const open = await mine()
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({
      subject_label: `Alert Network ${tag}`,
      threshold: '24',
      link: `/admin/postbacks?source=${ids.source}`,
      cleared_at: null,
    })
    expect(Number(open[0]!.figure)).toBeCloseTo(72, 0)
    expect(open[0]!.message).toMatch(
      new RegExp(
        `^No postback from Alert Network ${tag} for 72 h \\(last .+\\) while its brands got 3 clicks in the last 24 h \\(threshold 24 h\\)$`,
      ),
    )

    // A postback refused for its token records nothing: still silent.
    await sql(
      `insert into postbacks (source_id, event_type, payout_reporting, status, received_at)
       values ($1, 'registration', 0, 'rejected', $2)`,
      [ids.source, hoursBefore(now, 0.6)],
    )
    await evaluate()
    expect((await mine()).map((e) => e.cleared_at)).toEqual([null])

    await sql(
      `insert into postbacks (source_id, event_type, payout_reporting, status, received_at)
       values ($1, 'registration', 0, 'unmatched', $2)`,
      [ids.source, hoursBefore(now, 0.5)],
    )
    await evaluate()
    const after = await mine()
    expect(after).toHaveLength(1)
    expect(after[0]!.cleared_at).not.toBeNull()
    expect(after[0]!.cleared_message).toMatch(
      new RegExp(`^Postbacks from Alert Network ${tag} again`),
    )
  })
})

describe('alert rules against the same weekday hours of the previous 4 weeks', () => {
  const scope = () => ({ brand: ids.trafficBrand })
  const subject = () => `brand:${ids.trafficBrand}`
  let conversionsRule = ''
  let epcRule = ''
  let clicksRule = ''

  beforeAll(async () => {
    conversionsRule = await addRule(
      'conversions_drop',
      { hours: 24, percent: 50, min_clicks: 10 },
      scope(),
    )
    epcRule = await addRule('epc_drop', { hours: 24, percent: 50, min_clicks: 10 }, scope())
    clicksRule = await addRule(
      'traffic_change',
      { metric: 'clicks', direction: 'both', hours: 24, percent: 50, min_count: 10 },
      scope(),
    )
    // Each of the 4 previous weeks: 20 clicks in the same hour, each converting once for 2.
    for (let week = 1; week <= 4; week++)
      await addClicks(ids.trafficBrand, weeksBefore(hoursBefore(hourEnd, 2), week), 20, {
        conversions: 1,
        revenue: 2,
      })
    // Now: 5 clicks, each converting once for 0.50.
    await addClicks(ids.trafficBrand, hoursBefore(hourEnd, 2), 5, { conversions: 1, revenue: 0.5 })
  })

  test('conversions down 75 % open one episode stating the figure, baseline and threshold', async () => {
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(conversionsRule)
    expect(more).toEqual([])
    expect(open).toMatchObject({
      subject_key: subject(),
      figure: '5',
      baseline: '20',
      threshold: '50',
    })
    expect(open!.message).toBe(
      'Conversions 5 in the last 24 h, down 75 % against 20 (same weekday hours, previous 4 weeks; threshold 50 %)',
    )
    const from = new Date(hourEnd.getTime() - 24 * 3_600_000).toISOString().slice(0, 10)
    const to = new Date(hourEnd.getTime() - 1000).toISOString().slice(0, 10)
    expect(open!.link).toBe(`/admin/click-log?brand=traffic-casino-${tag}&from=${from}&to=${to}`)
  })

  test('EPC down 75 % opens one episode in the reporting currency', async () => {
    await evaluate()
    const [open, ...more] = await episodes(epcRule)
    expect(more).toEqual([])
    expect(open).toMatchObject({ figure: '0.5', baseline: '2', threshold: '50' })
    expect(open!.message).toMatch(
      /^EPC 0\.5 [A-Z]{3} in the last 24 h, down 75 % against 2 [A-Z]{3} \(same weekday hours, previous 4 weeks; threshold 50 %\)$/,
    )
  })

  test('clicks down 75 % open one episode', async () => {
    await evaluate()
    const [open, ...more] = await episodes(clicksRule)
    expect(more).toEqual([])
    expect(open!.message).toBe(
      'Clicks 5 in the last 24 h, down 75 % against 20 (same weekday hours, previous 4 weeks; threshold 50 %)',
    )
  })

  test('all three clear when the brand is back to its usual clicks and conversions', async () => {
    await addClicks(ids.trafficBrand, hoursBefore(hourEnd, 1), 15, { conversions: 1, revenue: 2 })
    await evaluate()
    for (const rule of [conversionsRule, epcRule, clicksRule]) {
      const list = await episodes(rule)
      expect(list).toHaveLength(1)
      expect(list[0]!.cleared_at).not.toBeNull()
    }
    const [conversions] = await episodes(conversionsRule)
    expect(conversions!.cleared_message).toBe(
      'Conversions 20 in the last 24 h, unchanged against 20 (same weekday hours, previous 4 weeks; threshold 50 %)',
    )
  })

  test('a baseline under min_clicks judges nothing', async () => {
    const rule = await addRule(
      'conversions_drop',
      { hours: 24, percent: 10, min_clicks: 21 },
      scope(),
    )
    await evaluate()
    expect(await episodes(rule)).toEqual([])
  })

  test('sessions of visitors in a market up sharply open an episode (direction up)', async () => {
    const rule = await addRule(
      'traffic_change',
      { metric: 'sessions', direction: 'up', hours: 24, percent: 100, min_count: 5 },
      { country: ids.market },
    )
    const addSessions = (at: Date, count: number) =>
      sql(
        `insert into visitor_sessions (session_id, user_id, created_at, country)
         select 'alertsess' || $4 || n, 'alertuser' || $4 || n, $1::timestamptz + make_interval(secs => n), $2
           from generate_series(1, $3::integer) as n`,
        [at, `Alertland ${tag}`, count, randomUUID().slice(0, 8)],
      )
    for (let week = 1; week <= 4; week++)
      await addSessions(weeksBefore(hoursBefore(hourEnd, 5), week), 6)
    await addSessions(hoursBefore(hourEnd, 5), 18)
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(rule)
    expect(more).toEqual([])
    expect(open).toMatchObject({ subject_key: `market:${ids.market}`, figure: '18', baseline: '6' })
    expect(open!.message).toBe(
      'Sessions 18 in the last 24 h, up 200 % against 6 (same weekday hours, previous 4 weeks; threshold 100 %)',
    )
    await sql(`delete from visitor_sessions where country = $1 and created_at >= $2`, [
      `Alertland ${tag}`,
      hoursBefore(hourEnd, 24),
    ])
    await addSessions(hoursBefore(hourEnd, 4), 7)
    await evaluate()
    const [cleared] = await episodes(rule)
    expect(cleared!.cleared_at).not.toBeNull()
  })
})

describe('alert rules: traffic_change per market', () => {
  test("a market's clicks up sharply open one episode about the market, which clears when they settle", async () => {
    const [market] = await sql<{ id: string }>(
      `insert into countries (name, slug) values ($1, $2) returning id`,
      [`Clickland ${tag}`, `clickland-${tag}`],
    )
    ids.clickMarket = market!.id
    ids.clickBrand = await addBrand(ids.clickMarket, 'Click Casino')
    const rule = await addRule(
      'traffic_change',
      { metric: 'clicks', direction: 'up', hours: 6, percent: 100, min_count: 5 },
      { country: ids.clickMarket },
    )
    for (let week = 1; week <= 4; week++)
      await addClicks(ids.clickBrand, weeksBefore(hoursBefore(hourEnd, 3), week), 10)
    const now30 = await addClicks(ids.clickBrand, hoursBefore(hourEnd, 3), 30)
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(rule)
    expect(more).toEqual([])
    expect(open).toMatchObject({
      subject_key: `market:${ids.clickMarket}`,
      subject_label: `Clickland ${tag}`,
      figure: '30',
      baseline: '10',
      threshold: '100',
    })
    expect(open!.message).toBe(
      'Clicks 30 in the last 6 h, up 200 % against 10 (same weekday hours, previous 4 weeks; threshold 100 %)',
    )
    expect(open!.link).toMatch(new RegExp(`^/admin/click-log\\?country=clickland-${tag}&from=`))

    await sql('delete from brand_clicks_history where id = any ($1)', [now30.slice(0, 18)])
    await evaluate()
    const [cleared] = await episodes(rule)
    expect(cleared!.cleared_at).not.toBeNull()
    expect(cleared!.cleared_message).toBe(
      'Clicks 12 in the last 6 h, up 20 % against 10 (same weekday hours, previous 4 weeks; threshold 100 %)',
    )
  })
})

describe('alert rules: bot_share', () => {
  test('a bot-filtered share above the threshold opens one episode and clears below it', async () => {
    const rule = await addRule(
      'bot_share',
      { hours: 24, share: 0.5, min_clicks: 10 },
      { brand: ids.botBrand },
    )
    const clicks = await addClicks(ids.botBrand, hoursBefore(hourEnd, 2), 10)
    await evaluate()
    expect(await episodes(rule)).toEqual([])

    await sql('update brand_clicks_history set is_bot_filtered = true where id = any ($1)', [
      clicks.slice(0, 6),
    ])
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(rule)
    expect(more).toEqual([])
    expect(open).toMatchObject({ figure: '0.6', threshold: '0.5', cleared_at: null })
    expect(open!.message).toBe('Bot-filtered clicks 60 % of 10 in the last 24 h (threshold 50 %)')

    await sql('update brand_clicks_history set is_bot_filtered = false where id = any ($1)', [
      clicks.slice(0, 3),
    ])
    await evaluate()
    const [cleared] = await episodes(rule)
    expect(cleared!.cleared_at).not.toBeNull()
    expect(cleared!.cleared_message).toBe(
      'Bot-filtered clicks 30 % of 10 in the last 24 h (threshold 50 %)',
    )
  })
})

describe('alert rules: licence_expiring', () => {
  test('a licence ending within the days opens one episode and clears when it is extended', async () => {
    const rule = await addRule('licence_expiring', { days: 30 }, { country: ids.licenceMarket })
    await evaluate()
    await evaluate()
    const [open, ...more] = await episodes(rule)
    expect(more).toEqual([])
    expect(open).toMatchObject({
      subject_key: `brand:${ids.licenceBrand}`,
      figure: '10',
      threshold: '30',
      link: `/admin/brands?edit=${ids.licenceBrand}`,
    })
    expect(open!.message).toMatch(
      new RegExp(
        `^Licence AGA-${tag} \\(Alert Gaming Authority ${tag}\\) ends on .+, in 10 days \\(threshold 30 days\\): without another, Licence Casino ${tag} leaves Licencia ${tag} after that$`,
      ),
    )
    await sql('update brand_licences set valid_to = current_date + 400 where brand_id = $1', [
      ids.licenceBrand,
    ])
    await evaluate()
    const [cleared] = await episodes(rule)
    expect(cleared!.cleared_at).not.toBeNull()
  })
})

describe('muting and switching off', () => {
  test('a muted rule opens nothing until unmuted, and both changes are in the audit log', async () => {
    const admin = await signInAs('admin')
    const rule = await addRule('link_broken', {}, { brand: ids.botBrand })
    await sql(
      `insert into link_checks (brand_id, trigger, state, problems, start_url, response_ms, checked_at)
       values ($1, 'schedule', 'broken', '[{"code": "dns_error", "message": "DNS error"}]', 'https://x.example/', 5,
               now() + interval '2 days')`,
      [ids.botBrand],
    )
    const until = new Date(now.getTime() + 3_600_000).toISOString()
    const { error: muteError } = await admin
      .from('alert_rules')
      .update({ muted_until: until })
      .eq('id', rule)
    expect(muteError).toBeNull()
    await evaluate()
    expect(await episodes(rule)).toEqual([])

    const { error: unmuteError } = await admin
      .from('alert_rules')
      .update({ muted_until: null })
      .eq('id', rule)
    expect(unmuteError).toBeNull()
    await evaluate()
    expect(await episodes(rule)).toHaveLength(1)

    const trail = await sql<{ changed_fields: string[]; actor_staff_role: string; muted: unknown }>(
      `select changed_fields, actor_staff_role, new_data -> 'muted_until' as muted
         from audit_log where table_name = 'alert_rules' and record_id = $1 and action = 'update'
        order by id`,
      [rule],
    )
    expect(trail).toEqual([
      { changed_fields: ['muted_until'], actor_staff_role: 'admin', muted: expect.any(String) },
      { changed_fields: ['muted_until'], actor_staff_role: 'admin', muted: null },
    ])

    // Switched off: the open episode ends, and nothing new opens.
    await sql('update alert_rules set enabled = false where id = $1', [rule])
    await evaluate()
    const [ended] = await episodes(rule)
    expect(ended!.cleared_message).toBe('The rule was switched off')
  })
})

describe('alert rules: rollup_behind', () => {
  test('fires when the fold job last ran more than the minutes ago, and clears when it runs', async () => {
    const rule = await addRule('rollup_behind', { minutes: 15 }, {})
    const [state] = await sql<{ folded_at: Date }>('select folded_at from traffic_rollup_state')
    await evaluate(new Date(state!.folded_at.getTime() + 20 * 60_000))
    const [open] = await episodes(rule)
    expect(open).toMatchObject({ subject_key: 'rollup', threshold: '15', cleared_at: null })
    expect(Number(open!.figure)).toBeGreaterThan(19)
    expect(open!.message).toMatch(
      /^Report rollups [\d.]+ minutes behind: the fold job last ran at .+ \(threshold 15 minutes\)$/,
    )
    // The job runs every few seconds here.
    await evaluate(new Date())
    const [cleared] = await episodes(rule)
    expect(cleared!.cleared_at).not.toBeNull()
  })
})

describe('params and webhook checks', () => {
  let admin: Client
  beforeAll(async () => {
    admin = await signInAs('admin')
  })

  const tryRule = async (row: Record<string, unknown>) => {
    const { error } = await admin
      .from('alert_rules')
      .insert({ kind: 'epc_drop', name: `check ${tag}`, ...row } as never)
    return error
  }

  test.each([
    [{ params: { hours: 0 } }, 'Parameter "hours" must be whole hours between 1 and 168'],
    [{ params: { hours: 2.5 } }, 'Parameter "hours" must be whole hours between 1 and 168'],
    [{ params: { percent: 150 } }, 'Parameter "percent" must be a drop between 0 and 100 %'],
    [
      { params: { min_clicks: '100' } },
      'Parameter "min_clicks" must be a whole number of clicks between 1 and 1000000',
    ],
    [
      { params: { share: 0.3 } },
      'Parameter "share" is not one of a epc_drop rule\'s (hours, percent, min_clicks)',
    ],
    [
      { kind: 'bot_share', params: { share: 1.5 } },
      'Parameter "share" must be a fraction between 0 and 1 (0.3 for 30 %)',
    ],
    [
      { kind: 'traffic_change', params: { metric: 'visits' } },
      'Parameter "metric" must be "clicks" or "sessions"',
    ],
    [
      { kind: 'link_broken', params: { hours: 3 } },
      'Parameter "hours" is not one of a link_broken rule\'s (it takes none)',
    ],
    [
      { webhook_url: 'http://hooks.example/x' },
      'Webhook URL "webhook_url" must be an https URL (http only to 127.0.0.1 or localhost)',
    ],
    [
      { webhook_url: 'https://10.1.2.3/hook' },
      'Webhook URL "webhook_url" must point at a public address, not 10.1.2.3',
    ],
    [
      { webhook_url: 'https://[fd00::1]/hook' },
      'Webhook URL "webhook_url" must point at a public address, not fd00::1',
    ],
    [
      { webhook_url: 'https://169.254.169.254/latest' },
      'Webhook URL "webhook_url" must point at a public address, not 169.254.169.254',
    ],
  ])('%j is refused: %s', async (row, message) => {
    const error = await tryRule(row)
    expect(error).toMatchObject({ code: '23514', message })
  })

  test('valid params and a public https webhook are saved', async () => {
    expect(
      await tryRule({
        params: { hours: 12, percent: 40, min_clicks: 50 },
        webhook_url: 'https://hooks.example/T0/B0',
      }),
    ).toBeNull()
  })
})

describe('who reads and writes alerts (RLS)', () => {
  let editor: Client
  let analyst: Client
  let admin: Client
  let rule = ''
  let alertIds: string[] = []

  beforeAll(async () => {
    ;[editor, analyst, admin] = await Promise.all([
      signInAs('editor'),
      signInAs('analyst'),
      signInAs('admin'),
    ])
    rule = await addRule('licence_expiring', { days: 30 }, { country: ids.licenceMarket })
    const rows = await sql<{ id: string }>(
      `insert into alerts (rule_id, kind, subject_key, subject_label, message, notified_at, cleared_notified_at)
       select $1, 'licence_expiring', 'test:' || n, 'Test ' || n, 'A test episode', now(), now()
         from generate_series(1, 3) as n returning id`,
      [rule],
    )
    alertIds = rows.map(({ id }) => id)
  })

  test('anon reads no rule, episode, subscription or read', async () => {
    const anon = anonClient()
    for (const table of ['alert_rules', 'alerts', 'alert_subscriptions', 'alert_reads'] as const) {
      const { data, error } = await anon.from(table).select('*').limit(1)
      expect(error?.code ?? (data?.length === 0 ? 'empty' : 'rows')).toMatch(/42501|empty/)
    }
    const { error } = await anon.rpc('alert_unread_count')
    expect(error?.code).toBe('42501')
  })

  test('editors and analysts read rules and episodes but cannot change a rule', async () => {
    for (const client of [editor, analyst]) {
      const { data: rows } = await client.from('alert_rules').select('id').eq('id', rule)
      expect(rows).toEqual([{ id: rule }])
      const { data: seen } = await client.from('alerts').select('id').in('id', alertIds)
      expect(seen).toHaveLength(3)
      const { data: changed } = await client
        .from('alert_rules')
        .update({ muted_until: new Date().toISOString() })
        .eq('id', rule)
        .select('id')
      expect(changed).toEqual([])
      const { error } = await client
        .from('alert_rules')
        .insert({ kind: 'link_broken', name: `editor ${tag}` })
      expect(error?.code).toBe('42501')
    }
    const [row] = await sql<{ muted_until: Date | null }>(
      'select muted_until from alert_rules where id = $1',
      [rule],
    )
    expect(row!.muted_until).toBeNull()
  })

  test('staff subscribe themselves only, and see only their own subscriptions; admins see all', async () => {
    const { data: me } = await editor.auth.getUser()
    const { data: adminUser } = await admin.auth.getUser()
    expect(
      (await editor.from('alert_subscriptions').insert({ rule_id: rule, user_id: me.user!.id }))
        .error,
    ).toBeNull()
    const { error } = await editor
      .from('alert_subscriptions')
      .insert({ rule_id: rule, user_id: adminUser.user!.id })
    expect(error?.code).toBe('42501')
    expect(
      (
        await admin
          .from('alert_subscriptions')
          .insert({ rule_id: rule, user_id: adminUser.user!.id })
      ).error,
    ).toBeNull()
    const { data: editorSees } = await editor
      .from('alert_subscriptions')
      .select('user_id')
      .eq('rule_id', rule)
    expect(editorSees).toEqual([{ user_id: me.user!.id }])
    const { data: adminSees } = await admin
      .from('alert_subscriptions')
      .select('user_id')
      .eq('rule_id', rule)
    expect(adminSees).toHaveLength(2)
    await sql('delete from alert_subscriptions where rule_id = $1', [rule])
  })

  test('marking read is per person: the unread count falls for the reader only', async () => {
    const count = async (client: Client) => {
      const { data, error } = await client.rpc('alert_unread_count')
      expect(error).toBeNull()
      return data as number
    }
    // Other files open episodes meanwhile: the counts are compared with what each reader marked.
    const { data: marked } = await editor.rpc('mark_alerts_read', { p_ids: [alertIds[0]!] })
    expect(marked).toBe(1)
    const { data: again } = await editor.rpc('mark_alerts_read', { p_ids: [alertIds[0]!] })
    expect(again).toBe(0)
    const { data: editorReads } = await editor
      .from('alert_reads')
      .select('alert_id')
      .in('alert_id', alertIds)
    expect(editorReads).toEqual([{ alert_id: alertIds[0] }])
    expect(await count(analyst)).toBeGreaterThanOrEqual(3)

    const { data: adminUser } = await admin.auth.getUser()
    const { error } = await editor
      .from('alert_reads')
      .insert({ alert_id: alertIds[1]!, user_id: adminUser.user!.id })
    expect(error?.code).toBe('42501')
    const { data: reads } = await analyst
      .from('alert_reads')
      .select('alert_id')
      .in('alert_id', alertIds)
    expect(reads).toEqual([])

    await editor.rpc('mark_alerts_read', {})
    expect(await count(editor)).toBe(0)
  })
})

describe('the bell, live', () => {
  test('a staff member subscribed to alerts over Realtime receives an opened episode', async () => {
    const editor = await signInAs('editor')
    const rule = await addRule('link_broken', {}, { brand: ids.linkBrand })
    const received: { subject_key: string; message: string }[] = []
    const channel = editor
      .channel(`alerts-${tag}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'alerts', filter: `rule_id=eq.${rule}` },
        (payload) => received.push(payload.new as { subject_key: string; message: string }),
      )
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('not subscribed')), 8000)
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            clearTimeout(timer)
            resolve()
          }
        })
      })
      await sql(
        `insert into link_checks (brand_id, trigger, state, problems, start_url, response_ms, checked_at)
         values ($1, 'schedule', 'broken', '[{"code": "tls_error", "message": "TLS error"}]',
                 'https://casino.example/', 5, now() + interval '1 day')`,
        [ids.linkBrand],
      )
      await evaluate()
      await expect
        .poll(() => received, { timeout: 10_000 })
        .toEqual([
          expect.objectContaining({
            subject_key: `brand:${ids.linkBrand}`,
            message: expect.stringMatching(/^Link broken: TLS error, checked /),
          }),
        ])
    } finally {
      await editor.removeAllChannels()
    }
  })
})

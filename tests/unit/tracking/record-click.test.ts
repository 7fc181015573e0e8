import { beforeEach, describe, expect, test, vi } from 'vitest'
import { fakePostgrest } from './fake-postgrest'

const fake = fakePostgrest()
vi.mock('@/lib/postgrest', () => ({ getPostgrest: async () => fake.client }))

const { recordClick, BOT_BLOCKED_MESSAGE } = await import('@/features/tracking/record-click')

const brand = { id: '7b0c1b5e-0000-4000-8000-000000000001', brand_name: 'Royal Maple Casino' }

describe('recording a brand click', () => {
  beforeEach(() => {
    fake.calls.inserts.length = 0
    fake.calls.rpcs.length = 0
    fake.answers.rpc = () => ({
      data: [{ quality_score: 95, is_suspicious: false, quality_flags: ['no_referrer'] }],
      error: null,
    })
    fake.answers.insert = () => ({ error: null })
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  test('asks the score first, then inserts the click with it', async () => {
    expect(await recordClick(brand, 'click_0000000001')).toBe('recorded')
    expect(fake.calls.rpcs).toHaveLength(1)
    expect(fake.calls.rpcs[0]!.fn).toBe('calculate_traffic_quality_score')
    expect(fake.calls.inserts).toHaveLength(1)
    expect(fake.calls.inserts[0]).toMatchObject({
      table: 'brand_clicks_history',
      row: {
        brand_id: brand.id,
        brand_name: 'Royal Maple Casino',
        click_id: 'click_0000000001',
        session_click_count: 1,
        traffic_quality_score: 95,
        quality_flags: ['no_referrer'],
        page_url: window.location.href,
      },
    })
  })

  test('a score of 0 is "Traffic blocked by bot filter": nothing inserted', async () => {
    fake.answers.rpc = () => ({
      data: [{ quality_score: 0, is_suspicious: true, quality_flags: ['webdriver'] }],
      error: null,
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await recordClick(brand, 'click_0000000002')).toBe('blocked')
    expect(fake.calls.inserts).toEqual([])
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, ['webdriver'])
  })

  test('a failed score calculation counts as 100, not suspicious, no flags', async () => {
    fake.answers.rpc = () => ({ data: null, error: { message: 'connection reset' } })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await recordClick(brand, 'click_0000000003')).toBe('recorded')
    expect(fake.calls.inserts[0]!.row).toMatchObject({
      traffic_quality_score: 100,
      is_suspicious: false,
      quality_flags: [],
    })
  })

  test('the server refusing a bot counts as blocked; another failure is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fake.answers.insert = () => ({
      error: {
        code: 'P0001',
        message: BOT_BLOCKED_MESSAGE,
        details: 'quality_flags: bot_user_agent',
      },
    })
    expect(await recordClick(brand, 'click_0000000004')).toBe('blocked')
    expect(warn).toHaveBeenCalled()
    fake.answers.insert = () => ({ error: { code: 'PT429', message: 'Too many requests' } })
    expect(await recordClick(brand, 'click_0000000005')).toBe('failed')
    expect(error).toHaveBeenCalledWith('Click tracking failed:', 'Too many requests')
  })

  test('each click counts in the tab, blocked ones too', async () => {
    await recordClick(brand, 'click_0000000006')
    fake.answers.rpc = () => ({
      data: [{ quality_score: 0, is_suspicious: true, quality_flags: [] }],
      error: null,
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await recordClick(brand, 'click_0000000007')
    fake.answers.rpc = () => ({
      data: [{ quality_score: 100, is_suspicious: false, quality_flags: [] }],
      error: null,
    })
    await recordClick(brand, 'click_0000000008')
    expect(
      fake.calls.inserts.map(
        (call) => (call.row as { session_click_count: number }).session_click_count,
      ),
    ).toEqual([1, 3])
  })
})

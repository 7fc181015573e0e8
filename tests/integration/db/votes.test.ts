/**
 * Star votes: one per visitor id and brand, changeable; the brand's
 * user_rating and user_rating_votes follow from the votes, server-side.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, sql } from '../support/clients.ts'
import { activeBrand, browser, inactiveBrand, testIp, visitorId } from './helpers.ts'

let brand: { id: string; baseline: number; baselineVotes: number }

async function brandRating() {
  const [row] = await sql<{ user_rating: string; user_rating_votes: number }>(
    'select user_rating::text, user_rating_votes from brands where id = $1',
    [brand.id],
  )
  return { rating: Number(row!.user_rating), votes: row!.user_rating_votes }
}

beforeAll(async () => {
  const { id } = await activeBrand(3)
  const [row] = await sql<{ rating_baseline: string; rating_baseline_votes: number }>(
    'select rating_baseline::text, rating_baseline_votes from brands where id = $1',
    [id],
  )
  brand = { id, baseline: Number(row!.rating_baseline), baselineVotes: row!.rating_baseline_votes }
})

afterAll(async () => {
  await sql('delete from brand_votes where brand_id = $1', [brand.id])
})

const expectedRating = (votes: number[]) =>
  Math.round(
    ((brand.baseline * brand.baselineVotes + votes.reduce((sum, vote) => sum + vote, 0)) /
      (brand.baselineVotes + votes.length)) *
      100,
  ) / 100

describe('POST /rest/v1/rpc/cast_brand_vote', () => {
  test('a vote moves the rating and counts once per visitor; voting again changes it', async () => {
    const voter = visitorId()
    const client = browser()
    const before = await brandRating()
    expect(before).toEqual({ rating: brand.baseline, votes: brand.baselineVotes })

    const first = await client.rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: voter,
      p_rating: 1,
    })
    expect(first.error).toBeNull()
    expect(first.data).toEqual([
      { user_rating: expectedRating([1]), user_rating_votes: brand.baselineVotes + 1 },
    ])

    const changed = await client.rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: voter,
      p_rating: 5,
    })
    expect(changed.data).toEqual([
      { user_rating: expectedRating([5]), user_rating_votes: brand.baselineVotes + 1 },
    ])
    expect(await brandRating()).toEqual({
      rating: expectedRating([5]),
      votes: brand.baselineVotes + 1,
    })
    expect(await sql('select rating from brand_votes where voter_id = $1', [voter])).toEqual([
      { rating: 5 },
    ])
  })

  test('a plain insert is a vote too, and visitors cannot read votes back', async () => {
    const client = browser()
    const voter = visitorId()
    const { error } = await client
      .from('brand_votes')
      .insert({ brand_id: brand.id, voter_id: voter, rating: 4 })
    expect(error).toBeNull()
    const readBack = await client.from('brand_votes').select('rating')
    expect(readBack.status).toBe(401)
    expect(await sql('select rating from brand_votes where voter_id = $1', [voter])).toEqual([
      { rating: 4 },
    ])
  })

  test('refuses out-of-range ratings, inactive brands and bots', async () => {
    const outOfRange = await browser().rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: visitorId(),
      p_rating: 6,
    })
    expect(outOfRange.error).not.toBeNull()
    expect(outOfRange.status).toBeGreaterThanOrEqual(400)
    expect(outOfRange.status).toBeLessThan(500)

    const hidden = await inactiveBrand()
    const inactive = await browser().rpc('cast_brand_vote', {
      p_brand_id: hidden.id,
      p_voter_id: visitorId(),
      p_rating: 5,
    })
    expect(inactive.status).toBe(401)

    const bot = await browser(testIp(), 'Googlebot/2.1').rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: visitorId(),
      p_rating: 5,
    })
    expect(bot.error?.message).toBe('Votes from automated clients are not accepted')

    expect(
      await sql('select 1 from brand_votes where brand_id = $1 and rating > 5', [brand.id]),
    ).toHaveLength(0)
    expect(await sql('select 1 from brand_votes where brand_id = $1', [hidden.id])).toHaveLength(0)
  })

  test('limits new voters per brand from one network to 5 a day', async () => {
    const ip = testIp()
    for (let n = 0; n < 5; n += 1) {
      const { error } = await browser(ip).rpc('cast_brand_vote', {
        p_brand_id: brand.id,
        p_voter_id: visitorId(),
        p_rating: 3,
      })
      expect(error).toBeNull()
    }
    const sixth = await browser(ip).rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: visitorId(),
      p_rating: 3,
    })
    expect(sixth.error?.message).toBe('Too many votes for this brand from your network today')
    expect(
      await sql('select 1 from brand_votes where brand_id = $1 and ip = $2', [brand.id, ip]),
    ).toHaveLength(5)
  })

  test('removing votes brings the rating back to the baseline', async () => {
    await sql('delete from brand_votes where brand_id = $1', [brand.id])
    expect(await brandRating()).toEqual({ rating: brand.baseline, votes: brand.baselineVotes })
  })

  test('a non-browser user agent such as a script\'s "node" may vote; only definite bots are refused', async () => {
    const { error } = await anonClient().rpc('cast_brand_vote', {
      p_brand_id: brand.id,
      p_voter_id: visitorId(),
      p_rating: 2,
    })
    expect(error).toBeNull()
  })
})

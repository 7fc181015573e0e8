import { describe, expect, test } from 'vitest'
import { gateClick } from '@/features/tracking/click-gate'
import { destinationWithClickId, safeHttpUrl } from '@/features/tracking/destination'

describe('click gating', () => {
  test('a brand with a destination may be clicked', () => {
    expect(gateClick('https://example.com/go?cid={click_id}', false)).toEqual({ ok: true })
  })

  test('a click while one is being tracked does nothing', () => {
    expect(gateClick('https://example.com/go', true)).toEqual({
      ok: false,
      reason: 'already_tracking',
    })
  })

  test.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative',
    'ftp://example.com',
  ])('a brand without a usable destination_url (%s) does nothing', (destination) => {
    expect(gateClick(destination, false)).toEqual({ ok: false, reason: 'no_destination' })
  })
})

describe('destination with the click id', () => {
  test('fills the {click_id} placeholder', () => {
    expect(
      destinationWithClickId(
        'https://example.com/go/a?aff=1&click_id={click_id}',
        'abc123def456',
        'subid',
      ),
    ).toBe('https://example.com/go/a?aff=1&click_id=abc123def456')
  })

  test('fills every placeholder, in the path too', () => {
    expect(
      destinationWithClickId('https://example.net/r/{click_id}?c={click_id}', 'id_12345678'),
    ).toBe('https://example.net/r/id_12345678?c=id_12345678')
  })

  test('otherwise puts it in the brand’s sub-id parameter, keeping the other parameters', () => {
    expect(
      destinationWithClickId('https://www.example.org/track/x?btag=cc_ca', 'abc123def456', 'subid'),
    ).toBe('https://www.example.org/track/x?btag=cc_ca&subid=abc123def456')
  })

  test('replaces a sub-id parameter already in the URL instead of doubling it', () => {
    expect(destinationWithClickId('https://example.org/t?subid=old', 'abc123def456', 'subid')).toBe(
      'https://example.org/t?subid=abc123def456',
    )
  })

  test('without placeholder or sub-id parameter, uses click_id', () => {
    expect(destinationWithClickId('https://example.org/t', 'abc123def456', null)).toBe(
      'https://example.org/t?click_id=abc123def456',
    )
    expect(destinationWithClickId('https://example.org/t', 'abc123def456', 'bad param!')).toBe(
      'https://example.org/t?click_id=abc123def456',
    )
  })

  test('only http and https destinations open', () => {
    expect(destinationWithClickId('javascript:alert("{click_id}")', 'abc123def456')).toBeNull()
    expect(destinationWithClickId('data:text/html,<b>{click_id}</b>', 'abc123def456')).toBeNull()
    expect(destinationWithClickId(null, 'abc123def456')).toBeNull()
    expect(safeHttpUrl('http://example.com/')?.href).toBe('http://example.com/')
  })
})

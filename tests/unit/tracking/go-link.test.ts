/** The Get Bonus link's address (go-link.ts) and which clicks the page handles itself. */
import { describe, expect, test } from 'vitest'
import { goHref, isPlainLeftClick } from '@/features/tracking/go-link'

describe('goHref', () => {
  test('the brand, its position and the visitor ids as the redirect reads them', () => {
    expect(goHref('royal-maple')).toBe('/go/royal-maple')
    expect(goHref('royal-maple', { position: 2 })).toBe('/go/royal-maple?pos=2')
    expect(
      goHref('royal-maple', {
        position: null,
        visitor: { userId: 'u12345678', sessionId: 's12345678' },
      }),
    ).toBe('/go/royal-maple?uid=u12345678&sid=s12345678')
  })
})

describe('isPlainLeftClick', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }
  test('only a primary click without modifiers', () => {
    expect(isPlainLeftClick(plain)).toBe(true)
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false)
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainLeftClick({ ...plain, [key]: true })).toBe(false)
    }
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { repeatedText } from '@/features/admin/postbacks/postback-format'

describe('a refusal counted on one row', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('says how often it was received and when last', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') })
    expect(repeatedText({ repeat_count: 1204, last_received_at: '2026-11-26T11:55:00Z' })).toBe(
      'Received 1,204 times, last 5 minutes ago',
    )
    expect(repeatedText({ repeat_count: 3, last_received_at: null })).toBe('Received 3 times')
  })
})

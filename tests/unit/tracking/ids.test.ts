// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import {
  getSessionClickCount,
  getSessionId,
  getVisitorId,
  incrementSessionClickCount,
} from '@/features/tracking/ids'

const ID = /^[A-Za-z0-9_-]{8,64}$/

describe('tracking identifiers', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  test('the visitor id is created once and kept in local storage', () => {
    const id = getVisitorId()
    expect(id).toMatch(ID)
    expect(localStorage.getItem('user_id')).toBe(id)
    expect(getVisitorId()).toBe(id)
  })

  test('an existing visitor id (an older UUID with hyphens) is kept', () => {
    localStorage.setItem('user_id', '0b8f2c1e-1111-4222-8333-444455556666')
    expect(getVisitorId()).toBe('0b8f2c1e-1111-4222-8333-444455556666')
  })

  test('a malformed stored id is replaced', () => {
    localStorage.setItem('user_id', 'x')
    expect(getVisitorId()).toMatch(ID)
    expect(getVisitorId()).not.toBe('x')
  })

  test('the session id is per tab (session storage) and differs from the visitor id', () => {
    const session = getSessionId()
    expect(session).toMatch(ID)
    expect(sessionStorage.getItem('session_id')).toBe(session)
    expect(getSessionId()).toBe(session)
    expect(session).not.toBe(getVisitorId())
  })

  test('the tab counts its clicks', () => {
    expect(getSessionClickCount()).toBe(0)
    expect(incrementSessionClickCount()).toBe(1)
    expect(incrementSessionClickCount()).toBe(2)
    expect(getSessionClickCount()).toBe(2)
  })

  test('without usable storage the ids still hold for the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const id = getSessionId()
    expect(id).toMatch(ID)
    expect(getSessionId()).toBe(id)
  })
})

import { describe, expect, test } from 'vitest'
import {
  describeDuration,
  inactivityLimitMs,
  INACTIVITY_CHECK_INTERVAL_MS,
  isInactive,
} from '@/features/admin/auth/inactivity'
import { safeAdminRedirect } from '@/features/admin/auth/redirect'
import { initialsOf } from '@/features/admin/layout/initials'
import { nextTheme, resolveTheme } from '@/features/admin/layout/theme-storage'

describe('inactivity', () => {
  test('30 minutes normally, 8 hours when kept signed in, checked every 60 s', () => {
    expect(inactivityLimitMs(false)).toBe(30 * 60 * 1000)
    expect(inactivityLimitMs(true)).toBe(8 * 60 * 60 * 1000)
    expect(INACTIVITY_CHECK_INTERVAL_MS).toBe(60 * 1000)
    expect(describeDuration(inactivityLimitMs(false))).toBe('30 minutes')
    expect(describeDuration(inactivityLimitMs(true))).toBe('8 hours')
  })

  test('expires only after more than the limit, and never without a record', () => {
    const limit = inactivityLimitMs(false)
    expect(isInactive(0, limit, limit)).toBe(false)
    expect(isInactive(0, limit, limit + 1)).toBe(true)
    expect(isInactive(null, limit, 10 * limit)).toBe(false)
  })
})

describe('redirect after sign-in', () => {
  test.each([
    ['/admin/click-log', '/admin/click-log'],
    ['/admin/brands?page=2#top', '/admin/brands?page=2#top'],
    ['/admin', '/admin'],
    [null, '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login', '/admin'],
    ['/admin\\..\\x', '/admin'],
    ['/ca', '/admin'],
  ])('%s -> %s', (value, expected) => {
    expect(safeAdminRedirect(value)).toBe(expected)
  })
})

describe('theme', () => {
  test('system resolves from the operating system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  test('the toggle flips light and dark, resolving system first', () => {
    expect(nextTheme('light', true)).toBe('dark')
    expect(nextTheme('dark', false)).toBe('light')
    expect(nextTheme('system', true)).toBe('light')
    expect(nextTheme('system', false)).toBe('dark')
  })
})

test('avatar initials', () => {
  expect(initialsOf('jane.doe@example.com')).toBe('JD')
  expect(initialsOf('admin@example.com')).toBe('AD')
  expect(initialsOf(null)).toBe('?')
})

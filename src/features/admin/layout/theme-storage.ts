/**
 * The admin theme as stored in localStorage, and how it is put on <html>. Tiny and
 * dependency-free: the admin boundary (public entry) applies it before the first paint
 * so a dark-theme user never sees a light flash while the admin code loads.
 */
import { ADMIN_THEME_KEY } from '../constants'

export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

export function readStoredTheme(): Theme {
  try {
    const value = window.localStorage.getItem(ADMIN_THEME_KEY)
    return THEMES.includes(value as Theme) ? (value as Theme) : 'system'
  } catch {
    return 'system'
  }
}

export function storeTheme(theme: Theme) {
  try {
    window.localStorage.setItem(ADMIN_THEME_KEY, theme)
  } catch {
    // Storage may be unavailable (private mode quota): the theme still applies to this page.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false
}

export function resolveTheme(theme: Theme, prefersDark = systemPrefersDark()): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light'
  return theme
}

/** The toggle flips light and dark, resolving 'system' first (SPEC section 2). */
export function nextTheme(theme: Theme, prefersDark = systemPrefersDark()): ResolvedTheme {
  return resolveTheme(theme, prefersDark) === 'dark' ? 'light' : 'dark'
}

export function applyTheme(resolved: ResolvedTheme) {
  const root = document.documentElement
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}

/** Leaves the admin area: the public site has its own (light) look. */
export function clearTheme() {
  const root = document.documentElement
  root.classList.remove('dark')
  root.style.colorScheme = ''
}

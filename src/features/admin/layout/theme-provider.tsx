/**
 * The admin colour theme: light, dark or system (the default), kept in localStorage.
 * 'system' follows the operating system live. Leaving the admin area removes the class,
 * so the public site keeps its own look.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { ThemeContext, type ThemeContextValue } from './theme-context'
import {
  applyTheme,
  clearTheme,
  nextTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  type Theme,
} from './theme-storage'

const QUERY = '(prefers-color-scheme: dark)'

function subscribeSystem(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme)
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false)
  const resolvedTheme = resolveTheme(theme, prefersDark)

  useEffect(() => {
    applyTheme(resolvedTheme)
  }, [resolvedTheme])
  useEffect(() => clearTheme, [])

  const setTheme = useCallback((value: Theme) => {
    storeTheme(value)
    setThemeState(value)
  }, [])
  const toggleTheme = useCallback(
    () => setTheme(nextTheme(theme, prefersDark)),
    [setTheme, theme, prefersDark],
  )

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, setTheme, toggleTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

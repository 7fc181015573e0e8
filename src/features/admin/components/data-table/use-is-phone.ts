/**
 * True while the window is narrower than Tailwind's `lg` (1024 px: phones and tablets, where
 * the admin's sidebar folds away), where a list shows its rows as cards and its filters in a
 * sheet: a table of many columns fits neither. Follows the window as it is resized or turned.
 */
import { useSyncExternalStore } from 'react'

const PHONE = '(max-width: 1023px)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(PHONE)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false)
}

import { getEnv } from '@/config/env'

/** '/ca' -> 'https://example.com/ca' (VITE_SITE_URL); absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return `${getEnv().VITE_SITE_URL}${pathOrUrl}`
}

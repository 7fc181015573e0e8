/**
 * Keeps each area on its own origin in the browser (config/origins.ts): an admin route
 * reached on the public origin, or a public route reached on the admin's (a client-side
 * link such as the landing page's to /admin/login), loads its URL on the area's origin
 * instead of rendering here. Nothing of the area renders meanwhile, so the admin's code
 * and its Supabase client never load on the public origin. The server render (the
 * prerender) has no location and renders the children.
 */
import { useEffect, type ReactNode } from 'react'
import { getEnv } from '@/config/env'
import { areaRedirect, siteOrigins, type SiteArea } from '@/config/origins'

function redirectTarget(area: SiteArea): string | null {
  if (typeof window === 'undefined') return null
  return areaRedirect(area, window.location, siteOrigins(getEnv(), import.meta.env.DEV))
}

export function OriginGate({ area, children }: { area: SiteArea; children: ReactNode }) {
  const target = redirectTarget(area)
  useEffect(() => {
    if (target) window.location.replace(target)
  }, [target])
  return target ? null : children
}

/**
 * Public header: category links that stay in the visitor's country, About Us and
 * Disclosure, with a toggle menu on small screens (SPEC.md section 2). Not shown on /.
 */
import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { NavLink } from '@/components/nav-link'
import { Button } from '@/components/ui/button'
import { isKnownCountry } from '@/config/countries'
import { categoryNavigation, countrySlugFromPathname, paths } from '@/config/paths'
import { clsx } from 'clsx'
import { useCachedQueryData } from '@/lib/use-cached-query-data'
import type { CountryListItem } from '../api/get-countries'
import { siteKeys } from '../api/keys'
import { SiteLogo } from './site-logo'

/**
 * The country of the page, when it is one: one of the active countries the page's query
 * state holds (prerendered country pages), else a launch country. So the 404 page at
 * /nowhere links to the default categories, not /nowhere/slots.
 */
function usePageCountry(pathname: string): string | undefined {
  const slug = countrySlugFromPathname(pathname)
  const countries = useCachedQueryData<CountryListItem[]>(siteKeys.countries())
  if (slug === undefined) return undefined
  const active = countries ? countries.some((row) => row.slug === slug) : isKnownCountry(slug)
  return active ? slug : undefined
}

function useHeaderLinks() {
  const { pathname } = useLocation()
  const country = usePageCountry(pathname)
  return [
    ...categoryNavigation(country),
    { label: paths.about.label, href: paths.about.getHref() },
    { label: paths.disclosure.label, href: paths.disclosure.getHref() },
  ]
}

const linkClass = (isActive: boolean) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-brand-foreground',
    isActive ? 'bg-white/10 text-brand-foreground' : 'text-brand-foreground/85',
  )

export function SiteHeader() {
  const links = useHeaderLinks()
  const { pathname } = useLocation()
  const menuId = useId()
  // The menu belongs to the page it was opened on: navigating closes it, no effect needed.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  return (
    <header className="bg-brand text-brand-foreground">
      {/* Wraps rather than overflows when the visitor's text is larger (WCAG 1.4.4). */}
      <div className="container flex min-h-16 flex-wrap items-center justify-between gap-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <NavLink href={link.href} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          variant="onBrand"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </Button>
      </div>
      <nav
        id={menuId}
        aria-label="Main (mobile)"
        hidden={!open}
        className="border-t border-white/10 md:hidden"
      >
        <ul className="container flex flex-col py-2">
          {links.map((link) => (
            <li key={link.label}>
              <NavLink
                href={link.href}
                className={(isActive) => clsx(linkClass(isActive), 'block')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

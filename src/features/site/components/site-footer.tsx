/**
 * Public footer: the information and guide pages, the affiliate disclosure, the 18+
 * notice, the problem-gambling helpline of the page's country (settings: helplines) and
 * the copyright line (SPEC.md section 2).
 */
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { helplineFor, type Helpline } from '@/config/public-settings'
import { siteConfig } from '@/config/site'
import { usePublicSettings } from '@/lib/use-public-settings'
import { useToday } from '@/lib/today'
import { FooterPageLinks } from './footer-page-links'
import { SiteLogo } from './site-logo'

/** A helpline by phone when it has a number, else its website. */
function HelplineLink({ helpline }: { helpline: Helpline }) {
  const linkClass = 'font-medium text-brand-foreground underline'
  if (helpline.phone) {
    return (
      <>
        {helpline.name}{' '}
        <a
          href={`tel:${helpline.phone.replace(/\s/g, '')}`}
          className={`whitespace-nowrap ${linkClass}`}
        >
          {helpline.phone}
        </a>
      </>
    )
  }
  return (
    <a href={helpline.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {helpline.name}
    </a>
  )
}

export function SiteFooter() {
  const year = useToday().getFullYear()
  const { siteName, minimumAge, helplines } = usePublicSettings()
  // A country's pages are /{country}/...: its own helpline there, the worldwide one elsewhere.
  const { pathname } = useLocation()
  const helpline = helplineFor(helplines, pathname.split('/')[1])
  return (
    <footer className="render-near-viewport mt-16 bg-brand text-brand-foreground">
      <div className="container grid grid-cols-2 gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <SiteLogo />
          <p className="max-w-md text-sm text-brand-foreground/80">{siteConfig.description}</p>
          <p className="max-w-md text-sm text-brand-foreground/80">
            Some links on this site are affiliate links: we may earn a commission when you sign up
            at a casino through them, at no cost to you. Read our{' '}
            <Link to={paths.disclosure.getHref()} className="underline hover:text-brand-foreground">
              disclosure
            </Link>
            .
          </p>
        </div>
        <FooterPageLinks />
      </div>
      <div className="border-t border-white/10">
        <div className="container space-y-4 py-6 text-sm text-brand-foreground/80">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-gold font-bold text-gold"
              aria-hidden="true"
            >
              {minimumAge}+
            </span>
            <div className="space-y-1">
              <p>
                <strong className="text-brand-foreground">
                  {minimumAge}+ only. Gamble responsibly.
                </strong>{' '}
                Gambling can be addictive: set limits and never bet more than you can afford to
                lose.
              </p>
              <p>
                Problem gambling? Free, confidential help: <HelplineLink helpline={helpline} />
              </p>
            </div>
          </div>
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}

import { Compass } from 'lucide-react'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { clsx } from 'clsx'

export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link
      href={paths.home.getHref()}
      className={clsx('flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <Compass className="size-6 text-gold" aria-hidden="true" />
      <span>{siteConfig.name}</span>
    </Link>
  )
}

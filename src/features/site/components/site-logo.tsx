import { Compass } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'
import { clsx } from 'clsx'

export function SiteLogo({ className }: { className?: string }) {
  const { siteName } = usePublicSettings()
  return (
    <Link
      to={paths.home.getHref()}
      className={clsx('flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <Compass className="size-6 text-gold" aria-hidden="true" />
      <span>{siteName}</span>
    </Link>
  )
}

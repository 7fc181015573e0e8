import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'

type NavLinkProps = {
  href: string
  /** Classes for the link, given whether it points at the current page. */
  className: (active: boolean) => string
  children: ReactNode | ((active: boolean) => ReactNode)
  onClick?: () => void
}

/** A navigation link that marks the current page: aria-current="page" and its active look. */
export function NavLink({ href, className, children, onClick }: NavLinkProps) {
  const [active] = useRoute(href)
  return (
    <Link
      href={href}
      onClick={onClick}
      className={className(active)}
      aria-current={active ? 'page' : undefined}
    >
      {typeof children === 'function' ? children(active) : children}
    </Link>
  )
}

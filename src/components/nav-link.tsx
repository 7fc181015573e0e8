import type { ReactNode } from 'react'
import { NavLink as RouterNavLink } from 'react-router-dom'

type NavLinkProps = {
  href: string
  /** Classes for the link, given whether it points at the current page. */
  className: (active: boolean) => string
  children: ReactNode | ((active: boolean) => ReactNode)
  onClick?: () => void
}

/**
 * A navigation link that marks the current page: aria-current="page" and its active look.
 * Active on its own path only (`end`: Compare at /uk is not active on /uk/slots), matched
 * case-sensitively like the routes.
 */
export function NavLink({ href, className, children, onClick }: NavLinkProps) {
  return (
    <RouterNavLink
      to={href}
      end
      caseSensitive
      onClick={onClick}
      className={({ isActive }) => className(isActive)}
    >
      {({ isActive }) => (typeof children === 'function' ? children(isActive) : children)}
    </RouterNavLink>
  )
}

import type { ReactElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { routes } from '@/app/routes'
import { adminNavigation } from '@/config/paths'

const REACT_LAZY = Symbol.for('react.lazy')

/** Ids of the matched routes, outermost first. */
function matchIds(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id ?? '?')
}

function leafId(pathname: string): string | undefined {
  return matchIds(pathname).at(-1)
}

function isLazyElement(route: RouteObject): boolean {
  const type: unknown = (route.element as ReactElement | undefined)?.type
  return (
    typeof type === 'object' &&
    type !== null &&
    (type as { $$typeof?: symbol }).$$typeof === REACT_LAZY
  )
}

describe('route table', () => {
  test.each([
    ['/', 'landing'],
    ['/ca', 'ranking-ca'],
    ['/uk', 'ranking-uk'],
    ['/de', 'ranking-de'],
    ['/au', 'ranking-au'],
    ['/se', 'ranking-se'],
    ['/hu', 'ranking-hu'],
    ['/hr', 'ranking-hr'],
    ['/ro', 'ranking-ro'],
    ['/ca/compare', 'compare-ca'],
    ['/ca/slots', 'category-ca'],
    ['/ro/blackjack', 'category-ro'],
    ['/fr', 'ranking'],
    ['/fr/compare', 'compare'],
    ['/fr/poker', 'category'],
    ['/reviews/royal-spin', 'review'],
    ['/slots', 'slots'],
    ['/poker', 'poker'],
    ['/blackjack', 'blackjack'],
    ['/about', 'about'],
    ['/disclosure', 'disclosure'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/a/b/c', 'not-found'],
    ['/admin', 'admin-index'],
    ['/admin/login', 'admin-login'],
    ['/admin/profile', 'admin-profile'],
  ])('%s renders the %s route', (pathname, id) => {
    expect(leafId(pathname)).toBe(id)
  })

  test('public pages share the public layout; admin pages do not', () => {
    expect(matchIds('/ca')[0]).toBe('public')
    expect(matchIds('/about')[0]).toBe('public')
    expect(matchIds('/admin/login')[0]).toBe('admin')
  })

  test.each(adminNavigation.map((item) => [item.path, item.key] as const))(
    '%s is a lazily loaded page inside the lazily loaded admin layout',
    (pathname, key) => {
      const matches = matchRoutes(routes, pathname) ?? []
      expect(matches.map((m) => m.route.id)).toEqual([
        'admin',
        'admin-root',
        'admin-layout',
        `admin-${key}`,
      ])
      const [, root, layout, page] = matches.map((m) => m.route)
      expect(isLazyElement(root!)).toBe(true)
      expect(isLazyElement(layout!)).toBe(true)
      expect(isLazyElement(page!)).toBe(true)
    },
  )

  test('the admin login page is lazily loaded too', () => {
    const login = (matchRoutes(routes, '/admin/login') ?? []).at(-1)?.route
    expect(login && isLazyElement(login)).toBe(true)
  })

  test('no public route is lazy (they are prerendered and hydrate at once)', () => {
    const publicRoute = routes.find((route) => route.id === 'public')
    expect(publicRoute?.children?.length).toBeGreaterThan(20)
    for (const route of publicRoute?.children ?? []) {
      expect(isLazyElement(route), route.id).toBe(false)
    }
  })
})

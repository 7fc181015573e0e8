import { describe, expect, test } from 'vitest'
import { AdminApp, findRoute, routes, type AppRoute } from '@/app/routes'

const REACT_LAZY = Symbol.for('react.lazy')

function isLazy(component: unknown): boolean {
  return (
    typeof component === 'object' &&
    component !== null &&
    (component as { $$typeof?: symbol }).$$typeof === REACT_LAZY
  )
}

function isLazyElement(route: AppRoute): boolean {
  return isLazy(route.element.type)
}

function leafId(pathname: string): string | undefined {
  return findRoute(pathname)?.route.id
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
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/login', 'admin'],
    ['/admin/profile', 'admin'],
    ['/admin/click-log', 'admin'],
    ['/admin/brands/12/edit', 'admin'],
    ['/admin/unknown', 'admin'],
  ])('%s renders the %s route', (pathname, id) => {
    expect(leafId(pathname)).toBe(id)
  })

  test('routes match case-sensitively: /CA is not Canada but the generic route, a 404', () => {
    expect(leafId('/CA')).toBe('ranking')
    expect(leafId('/CA/compare')).toBe('compare')
  })

  test('a route comes with its parameters', () => {
    expect(findRoute('/fr/poker')?.params).toMatchObject({ country: 'fr', category: 'poker' })
    expect(findRoute('/ca/slots')?.params).toMatchObject({ category: 'slots' })
    expect(findRoute('/reviews/royal-spin')?.params).toMatchObject({ brandSlug: 'royal-spin' })
  })

  test('public pages share the public layout; admin pages do not', () => {
    expect(findRoute('/ca')?.route.area).toBe('public')
    expect(findRoute('/about')?.route.area).toBe('public')
    expect(findRoute('/admin/login')?.route.area).toBe('admin')
  })

  test('the admin area is one route whose element is one lazily loaded module', () => {
    const admin = routes.filter((route) => route.area === 'admin')
    expect(admin.map(({ id, path }) => [id, path])).toEqual([['admin', '/admin/*']])
    // OriginGate and AdminBoundary (in the entry, tiny) around the lazy admin area.
    const gate = admin[0]?.element.props as { area?: string; children?: { props?: unknown } }
    expect(gate.area).toBe('admin')
    const boundary = gate.children?.props as { children?: { type?: unknown } }
    expect(isLazy(boundary.children?.type)).toBe(true)
    expect(boundary.children?.type).toBe(AdminApp)
    expect(admin[0]?.preload).toBeUndefined()
  })

  test('no public route is lazy (they are prerendered and hydrate at once)', () => {
    const publicRoutes = routes.filter((route) => route.area === 'public')
    expect(publicRoutes.length).toBeGreaterThan(20)
    for (const route of publicRoutes) {
      expect(isLazyElement(route), route.id).toBe(false)
    }
  })

  test('every public page but the 404 loads its code-split part before hydrating', () => {
    for (const route of routes.filter((route) => route.area === 'public')) {
      expect(route.preload !== undefined, route.id).toBe(route.id !== 'not-found')
    }
  })
})

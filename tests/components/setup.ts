import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// findBy* and waitFor give up after 15 s instead of 1 s: on a 2-core machine running other
// test stages beside these, a lazy chunk or a first render can take several seconds (a CI
// run missed the admin's lazy Dashboard after 5 s). A test whose element never comes still
// fails, only later.
configure({ asyncUtilTimeout: 15_000 })

// Public routes are code-split: load their code first, as the prerender and the browser
// do before rendering, so that tests render them synchronously. Imported here rather than
// at the top so that a test file's vi.mock calls apply to the route modules as well.
beforeAll(async () => {
  const { preloadRouteCode } = await import('@/app/preload-route-code')
  await preloadRouteCode()
})

afterEach(() => {
  cleanup()
})

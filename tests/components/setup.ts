import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

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

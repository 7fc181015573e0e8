import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadRouteCode } from '@/app/preload-route-code'

// Public routes are code-split: load their code first, as the prerender and the browser
// do before rendering, so that tests render them synchronously.
beforeAll(() => preloadRouteCode())

afterEach(() => {
  cleanup()
})

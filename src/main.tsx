/**
 * Browser entry. Checks the environment first (a readable screen instead of a blank page
 * when a variable is missing), then hydrates the prerendered HTML of a public page or,
 * when the root is empty (dev server, admin pages), renders from scratch.
 */
import type { DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { EnvErrorScreen } from '@/app/env-error-screen'
import { EnvError, getEnv } from '@/config/env'
import './index.css'

declare global {
  interface Window {
    /** Query cache of the prerendered page (`dehydrate(queryClient)`), set by the prerender. */
    __REACT_QUERY_STATE__?: DehydratedState
  }
}

function readEnvError(): EnvError | null {
  try {
    getEnv()
    return null
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no element with id "root"')

const envError = readEnvError()
if (envError) {
  console.error(envError.message)
  createRoot(container).render(<EnvErrorScreen error={envError} />)
} else {
  const app = (
    <StrictMode>
      <App dehydratedState={window.__REACT_QUERY_STATE__} />
    </StrictMode>
  )
  // Prerendered pages arrive with markup inside #root; the placeholder comment is not markup.
  if (container.firstElementChild) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

/**
 * Browser entry. Checks the environment first (a readable screen instead of a blank page
 * when a variable is missing), then hydrates the prerendered HTML of a public page or,
 * when the page was not prerendered for this URL (dev server, admin pages, a path served
 * the 404 document), renders from scratch.
 */
import type { DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { preloadRouteCode } from '@/app/preload-route-code'
import { EnvError, getEnv } from '@/config/env'
import { prerenderedForAnotherPath, prerenderedPath } from '@/lib/prerendered-path'
import './index.css'

function readEnvError(): EnvError | null {
  try {
    getEnv()
    return null
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
}

/**
 * The prerender marks #root with the path it rendered (data-prerendered) and wraps its
 * head tags in <!--app-head--> comments. A document rendered for another path is rendered
 * afresh, not hydrated (its markup is another page's), and its head tags removed so that
 * the page's own title is the only one: 404.html served for /admin/login, or for a country
 * or category page added since the build (lib/prerendered-path.ts). The route then shows
 * the real page when the database has its row, or the 404 page again when it has none.
 */
function prerenderedFor(container: HTMLElement): boolean {
  if (
    prerenderedPath(container) !== undefined &&
    !prerenderedForAnotherPath(container, location.pathname)
  ) {
    return container.firstElementChild !== null
  }
  let between: ChildNode[] | null = null
  for (const node of Array.from(document.head.childNodes)) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue?.trim() : undefined
    if (marker === 'app-head') between = []
    else if (marker === '/app-head') {
      between?.forEach((tag) => tag.remove())
      between = null
    } else between?.push(node)
  }
  return false
}

/**
 * The prerendered data is what the visitor sees now, however old the build: date it at
 * page load, so each query's staleTime counts from here. (The brand list, stale at once,
 * still refetches, as the spec wants; the others don't refetch because the build aged.)
 */
function asOfPageLoad(state: DehydratedState | undefined): DehydratedState | undefined {
  if (!state) return state
  const now = Date.now()
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  }
}

/**
 * The query cache the page was prerendered with (`dehydrate(queryClient)`), from the file
 * #root names (scripts/prerender.ts; the page's loader has already asked for it).
 */
async function readQueryState(root: HTMLElement): Promise<DehydratedState | undefined> {
  const url = root.dataset.queryState
  if (!url) return undefined
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Query state ${url}: HTTP ${response.status}`)
  return (await response.json()) as DehydratedState
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no element with id "root"')

const envError = readEnvError()
if (envError) {
  console.error(envError.message)
  // Loaded only here: a misconfigured build is no reason to grow every visitor's first load.
  void import('@/app/env-error-screen').then(({ EnvErrorScreen }) =>
    createRoot(container).render(<EnvErrorScreen error={envError} />),
  )
} else if (prerenderedFor(container)) {
  // Hydration starts as soon as the page's data is here, without waiting for the page's
  // code-split parts: React hydrates the frame (header, footer, tracking) first and keeps
  // the prerendered HTML of each part that is still loading (the page, its head tags)
  // until its code arrives, then hydrates it in its own time-sliced pass. The early-click
  // loader handles a Get Bonus click meanwhile. In a transition, the first pass is
  // time-sliced as well: no long task for the whole tree.
  // The page's code loads from a task of its own: matching the route and Vite's preload
  // of the page's chunks (a link per file) would lengthen the entry's evaluation task.
  const code = new Promise((resolve) => setTimeout(resolve))
    .then(() => preloadRouteCode(location.pathname))
    .catch((error: unknown) => console.error(error))
  void readQueryState(container).then(
    (state) => {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App dehydratedState={asOfPageLoad(state)} hydrating />
          </StrictMode>,
        )
      })
    },
    (error: unknown) => {
      // Without its data the page cannot hydrate: render it afresh, reading from the API,
      // once its code is here (no loading screen in place of the prerendered page).
      console.error(error)
      void code.then(() => {
        createRoot(container).render(
          <StrictMode>
            <App />
          </StrictMode>,
        )
      })
    },
  )
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

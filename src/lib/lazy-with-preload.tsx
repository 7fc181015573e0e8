/**
 * React.lazy that can be loaded ahead of rendering. The prerender preloads every part so
 * that renderToString outputs the full content; in the browser a part that is not loaded
 * yet suspends inside its Suspense boundary, and during hydration React keeps the
 * prerendered HTML of that boundary until the code arrives (no mismatch, no flash).
 * This keeps long page texts out of the entry chunk.
 */
import { lazy, type ComponentType } from 'react'

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<void> }

/**
 * Free of side effects (the annotation tells Rollup): a module that only declares a lazy
 * part is not kept, with its chunk, in the first load of every page whose imports pass
 * through a feature's index without using it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component
    }))
  const Lazy = lazy(async () => {
    await preload()
    return { default: loaded as ComponentType<P> }
  })
  function LazyPart(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(LazyPart, { preload })
}

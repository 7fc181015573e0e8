/**
 * `<html data-hydrated>`: the page is the app's now (hydrated, or rendered), and its
 * handlers answer. Playwright waits for it before acting on a page.
 */
export function markTakenOver(): void {
  document.documentElement.dataset.hydrated = ''
}

/** Whether the page is taken over: false on the server and while the page hydrates. */
export function isTakenOver(): boolean {
  return typeof document !== 'undefined' && 'hydrated' in document.documentElement.dataset
}

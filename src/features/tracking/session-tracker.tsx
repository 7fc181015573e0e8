/** Records the tab's visitor session; the first version records nothing (see the tracking issue). */
export function SessionTracker() {
  return null
}

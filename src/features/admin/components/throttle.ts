/**
 * A trailing throttle: the first call schedules `run` after `gapMs`, further calls until then
 * join it. At 50 live events a second a refetch then runs at most once per gap, and the last
 * event is always followed by one.
 */
export interface Throttled {
  call: () => void
  cancel: () => void
}

export function throttle(run: () => void, gapMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    call: () => {
      timer ??= setTimeout(() => {
        timer = null
        run()
      }, gapMs)
    },
    cancel: () => {
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}

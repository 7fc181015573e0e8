/**
 * Hours when calls to action are withheld, in a market's own time zone (#26: Croatia bans
 * online gambling advertising 06:00-23:00): one clock for the public pages
 * (src/features/ranking/lib/market-rules.ts) and the /go redirect. Under supabase/functions
 * because an edge function deploys only what lies there.
 */

/** From and to as the database keeps them ('06:00:00'), and the IANA time zone they are in. */
export interface QuietHours {
  from: string
  to: string
  timeZone: string
}

/** Minutes since midnight of `date` in `timeZone` (an invalid zone reads as UTC). */
export function minutesIn(date: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date)
  } catch {
    return date.getUTCHours() * 60 + date.getUTCMinutes()
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return value('hour') * 60 + value('minute')
}

/** '06:00:00' -> 360. */
const clockMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** Whether `date` falls inside the window (from inclusive, to exclusive; a window may span midnight). */
export function inQuietWindow(window: QuietHours, date: Date): boolean {
  const now = minutesIn(date, window.timeZone)
  const from = clockMinutes(window.from)
  const to = clockMinutes(window.to)
  if (from === to) return false
  return from < to ? now >= from && now < to : now >= from || now < to
}

/** The 'Email this view' dialog's fields (report_schedules' constraints hold the same). */
import { z } from 'zod'

export const FREQUENCIES = [
  { value: 'daily', label: 'Daily', period: 'yesterday', when: 'every day at 06:00' },
  { value: 'weekly', label: 'Weekly', period: 'the 7 days before', when: 'on Mondays at 06:00' },
  {
    value: 'monthly',
    label: 'Monthly',
    period: 'the month before',
    when: 'on the 1st of the month at 06:00',
  },
] as const

export type Frequency = (typeof FREQUENCIES)[number]['value']

export const MAX_RECIPIENTS = 50

export const scheduleSchema = z.object({
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  recipients: z
    .array(z.string().min(1))
    .min(1, 'Choose at least one recipient.')
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients.`),
})

export type ScheduleValues = z.infer<typeof scheduleSchema>

export function frequencyOf(value: string) {
  return FREQUENCIES.find((entry) => entry.value === value) ?? FREQUENCIES[0]
}

const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** The schedule in words: 'Emailed weekly to 2 staff, next Mon 1 Dec, 06:00'. */
export function scheduleText(schedule: {
  frequency: string
  recipients: readonly string[]
  next_run_at: string
}): string {
  const count = schedule.recipients.length
  return `Emailed ${frequencyOf(schedule.frequency).label.toLowerCase()} to ${count} ${
    count === 1 ? 'person' : 'people'
  }, next ${when.format(new Date(schedule.next_run_at))}`
}

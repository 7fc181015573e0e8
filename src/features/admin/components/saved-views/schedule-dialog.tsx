/**
 * 'Email this view…': how often the view's report is emailed and to whom, chosen among the
 * staff whose role reads the section (the database refuses anyone else). A view has one
 * schedule: the dialog edits it when there is one, and 'Stop emailing' removes it.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import type { StaffRole } from '../../auth/roles'
import { DialogActions, DialogFrame, Field, notifyError } from '../form'
import { OptionsSelect } from '../options-select'
import { RetryAlert } from '../retry-alert'
import { useStaffDirectory } from './api/get-staff-directory'
import type { ReportSchedule } from './api/list-saved-views'
import { FREQUENCIES, scheduleSchema, type ScheduleValues } from './schedule-schema'

export function ScheduleDialog({
  viewName,
  schedule,
  readRoles,
  onSave,
  onStop,
  onClose,
}: {
  viewName: string
  schedule: ReportSchedule | null
  /** The roles that read the view's section: the staff offered as recipients. */
  readRoles: readonly StaffRole[]
  onSave: (values: ScheduleValues) => Promise<void>
  onStop: () => Promise<void>
  onClose: () => void
}) {
  const id = useId()
  const staff = useStaffDirectory()
  const form = useForm<ScheduleValues>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: {
      frequency: (schedule?.frequency as ScheduleValues['frequency'] | undefined) ?? 'weekly',
      recipients: schedule?.recipients ?? [],
    },
  })
  const chosen = useWatch({ control: form.control, name: 'recipients' })
  const eligible = (staff.data ?? []).filter((member) =>
    (readRoles as readonly string[]).includes(member.role),
  )
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      notifyError(error, 'Could not schedule the email')
    }
  })
  const busy = form.formState.isSubmitting
  const recipientsError = form.formState.errors.recipients?.message
  const toggle = (memberId: string, on: boolean) =>
    form.setValue(
      'recipients',
      on ? [...chosen, memberId] : chosen.filter((chosenId) => chosenId !== memberId),
      { shouldValidate: form.formState.isSubmitted },
    )
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={`Email “${viewName}”`}
      description="Its figures for the period just ended against the period before, the top rows of its breakdown and a link to open it. Sent at 06:00 in the reporting time zone."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field label="Frequency">
          {(control) => (
            <OptionsSelect
              {...control}
              {...form.register('frequency')}
              className="w-full"
              options={FREQUENCIES.map((entry) => ({
                value: entry.value,
                label: `${entry.label}: ${entry.period}, ${entry.when}`,
              }))}
            />
          )}
        </Field>
        <fieldset
          className="space-y-2"
          aria-describedby={recipientsError ? `${id}-error` : undefined}
        >
          <legend className="text-sm font-medium">Recipients</legend>
          {staff.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading staff...
            </p>
          ) : staff.isError ? (
            <RetryAlert what="the staff" onRetry={() => void staff.refetch()} />
          ) : (
            <ul className="max-h-56 space-y-2 overflow-y-auto">
              {eligible.map((member) => (
                <li key={member.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${member.id}`}
                    checked={chosen.includes(member.id)}
                    onChange={(event) => toggle(member.id, event.target.checked)}
                    aria-invalid={recipientsError ? true : undefined}
                  />
                  <Label htmlFor={`${id}-${member.id}`} className="font-normal">
                    {member.name}
                    {member.name !== member.email ? (
                      <span className="text-muted-foreground"> ({member.email})</span>
                    ) : null}
                  </Label>
                </li>
              ))}
            </ul>
          )}
          {recipientsError ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {recipientsError}
            </p>
          ) : null}
        </fieldset>
        <DialogActions busy={busy}>
          {schedule ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void onStop().then(onClose, (error: unknown) =>
                  notifyError(error, 'Could not stop the email'),
                )
              }
            >
              Stop emailing
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : schedule ? 'Save schedule' : 'Schedule'}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  )
}

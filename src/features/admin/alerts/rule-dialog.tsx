/**
 * An alert rule's settings in a dialog (admins): its name, the thresholds its kind takes and
 * the webhook URL its alerts are posted to. Checked as the database checks them before
 * anything is sent; a refusal by the database lands on the field it names, another failure
 * above the fields, and the dialog stays open with everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  describeError,
  FormAlert,
  FormDialog,
  notifySuccess,
  NumberField,
  SelectField,
  TextField,
} from '../components/form'
import {
  DIRECTION_OPTIONS,
  KIND_PARAMS,
  kindLabel,
  METRIC_OPTIONS,
  numberField,
  scopeText,
  type AlertKind,
} from './alert-kinds'
import type { AlertRule } from './api/list-rules'
import { updateRule } from './api/update-rule'
import { alertRuleKeys } from './keys'
import {
  ruleChanges,
  ruleFieldError,
  ruleFormValues,
  ruleSchema,
  type RuleFormValues,
} from './rule-schema'

export function RuleDialog({
  rule,
  kind,
  onClose,
}: {
  rule: AlertRule
  kind: AlertKind
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<RuleFormValues>({
    resolver: zodResolver(ruleSchema(kind)),
    defaultValues: ruleFormValues(rule),
  })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await updateRule(rule.id, ruleChanges(kind, values), rule.updated_at)
      notifySuccess(`Saved ${values.name.trim()}.`)
      await queryClient.invalidateQueries({ queryKey: alertRuleKeys.lists() })
      onClose()
    } catch (error) {
      const fieldError = ruleFieldError(error)
      if (fieldError) form.setError(fieldError.field, { message: fieldError.message })
      else setFormError(describeError(error))
    }
  })

  const busy = form.formState.isSubmitting
  const params = KIND_PARAMS[kind]
  return (
    <FormDialog
      title={`Edit ${rule.name}`}
      description={`${kindLabel(kind)} · ${scopeText(rule)}. Changes apply from the next check, every few minutes.`}
      busy={busy}
      submitLabel={busy ? 'Saving...' : 'Save'}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      noValidate
    >
      {formError ? <FormAlert message={formError} /> : null}
      <TextField form={form} name="name" label="Name" autoComplete="off" maxLength={120} />
      {params.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This rule has no thresholds: it fires on the link check's own finding.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">Thresholds</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {params.map((param) =>
              param === 'metric' ? (
                <SelectField
                  key={param}
                  form={form}
                  name="metric"
                  label="Measure"
                  options={METRIC_OPTIONS}
                />
              ) : param === 'direction' ? (
                <SelectField
                  key={param}
                  form={form}
                  name="direction"
                  label="Direction"
                  options={DIRECTION_OPTIONS}
                />
              ) : (
                <NumberField
                  key={param}
                  form={form}
                  name={param}
                  label={numberField(kind, param).label}
                  description={numberField(kind, param).description}
                  min={numberField(kind, param).min}
                  max={numberField(kind, param).max}
                  step={1}
                />
              ),
            )}
          </div>
        </fieldset>
      )}
      <TextField
        form={form}
        name="webhook_url"
        label="Webhook URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.slack.com/services/…"
        description="Each alert of this rule, and its clearing, is posted here as Slack-compatible JSON. Leave empty for none; private addresses are refused."
      />
    </FormDialog>
  )
}

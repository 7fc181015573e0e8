/**
 * The settings form: the site_settings keys in six groups (site, markets, tracking, admin,
 * publishing, reporting), each field saying when its change takes effect. Saved with
 * 'Save' in one request; a value the database refuses lands on its field.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { isSupabaseRequestError } from '@/lib/result'
import {
  CheckboxField,
  Field,
  FormLoadError,
  FormLoading,
  notifySuccess,
  NumberField,
  SaveAlerts,
  TextareaField,
  TextField,
  useSaveFlow,
  useUnsavedChangesGuard,
  type FieldError,
} from '../components/form'
import { useSettings, type StoredSettings } from './api/get-settings'
import { saveSettings } from './api/save-settings'
import { adminSections } from '../sections'
import { settingsKeys } from './keys'
import { HelplinesField } from './helplines-field'
import {
  settingsSchema,
  toFormValues,
  toSettingValues,
  type SettingsFormValues,
  type SettingsInput,
} from './settings-schema'

type FieldName = keyof SettingsFormValues

/** The field of each stored key: the database names a refused key in double quotes (site_settings_validate). */
const FIELD_OF_KEY: Readonly<Record<string, FieldName>> = Object.fromEntries([
  ['site_name', 'site_name'],
  ['contact_email', 'contact_email'],
  ['contact_response_time', 'contact_response_time'],
  ['founded_year', 'founded_year'],
  ['minimum_age', 'minimum_age'],
  ['default_country', 'default_country'],
  ['helplines', 'helplines'],
  ['tracking.default_subid_param', 'default_subid_param'],
  ['tracking.suspicious_below', 'suspicious_below'],
  ['tracking.min_session_seconds', 'min_session_seconds'],
  ['tracking.click_limit', 'click_limit'],
  ['tracking.click_limit_minutes', 'click_limit_minutes'],
  ['tracking.trusted_proxy_hops', 'trusted_proxy_hops'],
  ['postbacks.rate_limit_per_minute', 'postback_rate_limit'],
  ['tracking.bot_user_agents', 'bot_user_agents'],
  ['tracking.bot_ip_ranges', 'bot_ip_ranges'],
  ['admin.inactivity_minutes', 'inactivity_minutes'],
  ['admin.keep_signed_in_hours', 'keep_signed_in_hours'],
  ['admin.require_two_factor', 'require_two_factor'],
  ['deploy_hook_url', 'deploy_hook_url'],
  ['reporting.time_zone', 'time_zone'],
  ['reporting.currency', 'currency'],
  ['reporting.currency_rates', 'currency_rates'],
] as const)

function refusedField(error: unknown): FieldError<FieldName> | null {
  if (!isSupabaseRequestError(error)) return null
  const text = `${error.message} ${error.details ?? ''}`
  const key = Object.keys(FIELD_OF_KEY).find((name) => text.includes(`"${name}"`))
  return key ? { field: FIELD_OF_KEY[key]!, message: 'The database refused this value.' } : null
}

const AT_ONCE = 'Takes effect at once.'
const AT_BUILD =
  'Takes effect on prerendered pages at the next build (Rebuild public pages), at once on pages rendered in the browser.'
const AT_SIGN_IN = "Takes effect on each staff member's next page load."

export function SettingsForm({ canWrite }: { canWrite: boolean }) {
  const query = useSettings()
  if (query.data) {
    return <SettingsFormBody key={query.dataUpdatedAt} stored={query.data} canWrite={canWrite} />
  }
  if (query.isPending) return <FormLoading label="Loading the settings" rows={8} />
  return (
    <FormLoadError
      what="The settings"
      sectionLabel={adminSections.dashboard.label}
      listTo="/admin"
      error={query.error}
      retry={() => void query.refetch()}
    />
  )
}

function SettingsFormBody({ stored, canWrite }: { stored: StoredSettings; canWrite: boolean }) {
  const queryClient = useQueryClient()
  const form = useForm<SettingsFormValues, unknown, SettingsInput>({
    resolver: zodResolver(settingsSchema),
    defaultValues: toFormValues(stored.values),
  })
  const { isDirty, isSubmitting } = form.formState
  useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    fieldError: refusedField,
    entity: 'settings',
  })

  const onSubmit = form.handleSubmit((input) =>
    save(async () => {
      await saveSettings(stored.values, toSettingValues(input))
      // The refetch remounts the form on what is now stored (SettingsForm's key).
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all })
      notifySuccess('Saved.')
    }),
  )

  const disabled = !canWrite
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-8">
      {/* Only changed keys are written, so there is no conflict to reload over. */}
      <SaveAlerts entity="settings" conflict={conflict} formError={formError} onReload={reload} />
      <Group title="Site" effect={AT_BUILD}>
        <TextField form={form} name="site_name" label="Site name" disabled={disabled} />
        <TextField
          form={form}
          name="contact_email"
          label="Contact email"
          type="email"
          disabled={disabled}
        />
        <TextField
          form={form}
          name="contact_response_time"
          label="Response time"
          description="As stated on the contact page, e.g. 24-48 hours."
          disabled={disabled}
        />
        <NumberField form={form} name="founded_year" label="Founded year" disabled={disabled} />
        <NumberField form={form} name="minimum_age" label="Minimum age" disabled={disabled} />
      </Group>

      <Group title="Markets" effect={AT_BUILD}>
        <CountrySelect form={form} countries={stored.countries} disabled={disabled} />
        <HelplinesField
          form={form}
          countries={stored.countries}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </Group>

      <Group title="Tracking" effect={AT_ONCE}>
        <TextField
          form={form}
          name="default_subid_param"
          label="Default sub-id parameter"
          description="Given to a brand saved without its own sub-id parameter; it carries the click id to the brand's link."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="suspicious_below"
          label="Suspicious threshold"
          description="A click scoring below this is flagged suspicious (1-100)."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="min_session_seconds"
          label="Minimum session seconds"
          description="Shorter sessions are not recorded at their end."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="click_limit"
          label="Clicks per address"
          description="Further clicks from one address within the window are kept but bot-filtered (flag ip_rate_exceeded)."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="click_limit_minutes"
          label="Click limit window (minutes)"
          description="How far back the clicks per address are counted."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="trusted_proxy_hops"
          label="Trusted proxies"
          description="Proxies of ours between the API gateway and the database that append to X-Forwarded-For (0 on Supabase)."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="postback_rate_limit"
          label="Postbacks per address per minute"
          description="Past this, the postback function answers 429 and stores only the count."
          disabled={disabled}
        />
        <TextareaField
          form={form}
          name="bot_user_agents"
          label="Bot user-agent patterns"
          description="One regular expression per line, case-insensitive; a matching click scores 0 and is not recorded."
          rows={4}
          className="[&_textarea]:font-mono"
          disabled={disabled}
        />
        <TextareaField
          form={form}
          name="bot_ip_ranges"
          label="Bot IP ranges"
          description="One address or CIDR range per line (e.g. a data centre's 203.0.113.0/24); its clicks score 0."
          rows={4}
          className="[&_textarea]:font-mono"
          disabled={disabled}
        />
      </Group>

      <Group title="Admin" effect={AT_SIGN_IN}>
        <NumberField
          form={form}
          name="inactivity_minutes"
          label="Inactivity minutes"
          description="Staff are signed out after this many idle minutes."
          disabled={disabled}
        />
        <NumberField
          form={form}
          name="keep_signed_in_hours"
          label="'Keep me logged in' hours"
          description="The idle limit of a session kept with 'Keep me logged in'."
          disabled={disabled}
        />
        <CheckboxField
          form={form}
          name="require_two_factor"
          label="Require two-factor authentication for admins"
          description="Admins without an authenticator app set one up at their next sign-in, and have no admin rights until they do."
          disabled={disabled}
          className="sm:col-span-2"
        />
      </Group>

      <Group title="Publishing" effect={AT_ONCE}>
        <div className="space-y-3 sm:col-span-2">
          <p className="text-sm">
            Deploy hook:{' '}
            {stored.hookConfigured ? (
              <Badge variant="secondary">Set (hidden)</Badge>
            ) : (
              <Badge variant="outline">Not set</Badge>
            )}
          </p>
          <TextField
            form={form}
            name="deploy_hook_url"
            label="Deploy hook URL"
            type="url"
            autoComplete="off"
            placeholder={stored.hookConfigured ? 'Leave empty to keep the current URL' : 'https://'}
            description="Called by 'Rebuild public pages', only on a public address and without following redirects. Whoever has it can start builds, so once saved it is never shown again."
            disabled={disabled}
          />
          {stored.hookConfigured ? (
            <CheckboxField
              form={form}
              name="clear_deploy_hook"
              label="Remove the deploy hook"
              disabled={disabled}
            />
          ) : null}
        </div>
      </Group>

      <Group title="Reporting" effect={AT_ONCE}>
        <TextField
          form={form}
          name="time_zone"
          label="Time zone"
          description="IANA name, e.g. Europe/Stockholm: reports cut days and hours in it."
          disabled={disabled}
        />
        <TextField
          form={form}
          name="currency"
          label="Reporting currency"
          description="Three-letter code; payouts are converted to it."
          disabled={disabled}
        />
        <TextareaField
          form={form}
          name="currency_rates"
          label="Currency rates"
          description="One per line: a payout currency and how many units of the reporting currency one unit is worth, e.g. USD 0.92."
          rows={5}
          className="sm:col-span-2 [&_textarea]:font-mono"
          disabled={disabled}
        />
      </Group>

      {canWrite ? (
        <div className="sticky bottom-0 -mx-1 border-t bg-background/95 px-1 py-3 backdrop-blur">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      ) : null}
    </form>
  )
}

function Group({
  title,
  effect,
  children,
}: {
  title: string
  effect: string
  children: ReactNode
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <p className="text-sm text-muted-foreground">{effect}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

function CountrySelect({
  form,
  countries,
  disabled,
}: {
  form: UseFormReturn<SettingsFormValues, unknown, SettingsInput>
  countries: StoredSettings['countries']
  disabled: boolean
}) {
  const current = form.getValues('default_country')
  const known = countries.some((country) => country.slug === current)
  return (
    <Field
      label="Default country"
      description="Used when a visitor's country cannot be detected."
      error={form.formState.errors.default_country?.message}
    >
      {(control) => (
        <NativeSelect
          className="w-full"
          {...control}
          disabled={disabled}
          {...form.register('default_country')}
        >
          {known || !current ? null : <option value={current}>{current} (no such country)</option>}
          {countries.map((country) => (
            <option key={country.slug} value={country.slug}>
              {country.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}

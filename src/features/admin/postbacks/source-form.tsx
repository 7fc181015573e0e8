/**
 * The postback source form: 'Name', 'Slug', 'Active', 'Allowed IPs', 'Default currency',
 * the platform preset, the parameter mapping and the event map; then, for a saved source,
 * its ready-to-paste URL and (admins) its secret. A new source gets its secret at once:
 * the form reopens on it and shows the secret this one time.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { NativeSelect } from '@/components/ui/native-select'
import {
  CheckboxField,
  EditFormHeader,
  Field,
  FormActions,
  FormLoadError,
  FormLoading,
  notifySuccess,
  SaveAlerts,
  TextareaField,
  TextField,
  useSaveFlow,
  useUnsavedChangesGuard,
  type ConstraintRule,
} from '../components/form'
import { slugify } from '../components/form/schema-rules'
import { formHref, listHref, NEW_ROW } from '../components/edit-links'
import { RecordHistory } from '../components/history'
import { createSource, getSource, issueSecret, updateSource, type SourceRow } from './api/sources'
import { postbackSourceKeys } from './keys'
import { PARAM_LABELS, POSTBACK_PARAM_FIELDS } from './postback-fields'
import { PostbackUrlBox } from './postback-url-box'
import { POSTBACK_PRESETS, presetById } from './presets'
import { SecretPanel } from './secret-panel'
import {
  emptySource,
  formatEventMap,
  sourceSchema,
  type SourceFormValues,
  type SourceInput,
} from './source-schema'
import { useDeleteSource } from './use-delete-source'

const CONSTRAINT_RULES: ConstraintRule<keyof SourceFormValues>[] = [
  { constraint: 'postback_sources_slug_key', field: 'slug', message: 'This slug is already used' },
  { constraint: 'postback_sources_name_key', field: 'name', message: 'This name is already used' },
  { constraint: 'postback_sources_slug_format', field: 'slug', message: 'This slug is not valid.' },
  {
    constraint: 'postback_sources_default_currency_format',
    field: 'default_currency',
    message: 'Use a 3-letter code.',
  },
  {
    constraint: 'postback_sources_event_map_shape',
    field: 'event_map',
    message: 'An event type is not one of ours.',
  },
]

/** Router state of the form a new source reopens on: its secret, shown this once. */
type RevealState = { secret?: string } | null

function toFormValues(row: SourceRow): SourceFormValues {
  const paramMap = row.param_map as Record<string, string>
  return {
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    is_active: row.is_active,
    preset: row.preset ?? 'generic',
    allowed_ips: (row.allowed_ips as string[]).join('\n'),
    default_currency: row.default_currency,
    params: Object.fromEntries(
      POSTBACK_PARAM_FIELDS.map((field) => [field, paramMap[field] ?? '']),
    ) as SourceFormValues['params'],
    token_param: paramMap.token ?? '',
    event_map: formatEventMap(row.event_map as Record<string, string>),
  }
}

export function SourceForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  const isNew = id === NEW_ROW
  const [params] = useSearchParams()
  const query = useQuery({
    queryKey: postbackSourceKeys.detail(id),
    queryFn: ({ signal }) => getSource(id, signal),
    enabled: !isNew,
    staleTime: 0,
  })
  if (isNew) return <SourceFormBody row={null} canWrite={canWrite} />
  if (query.data) return <SourceFormBody key={query.data.id} row={query.data} canWrite={canWrite} />
  if (query.isPending) return <FormLoading label="Loading the postback source" rows={6} />
  return (
    <FormLoadError
      what="The postback source"
      sectionLabel="Postbacks"
      listTo={listHref(params)}
      error={query.error}
      retry={() => void query.refetch()}
    />
  )
}

function SourceFormBody({ row, canWrite }: { row: SourceRow | null; canWrite: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [version, setVersion] = useState(row?.updated_at ?? null)
  const [revealed, setRevealed] = useState<string | null>(
    () => (location.state as RevealState)?.secret ?? null,
  )
  // Shown once: drop it from the history entry, or a reload would show it again.
  useEffect(() => {
    if ((location.state as RevealState)?.secret) {
      navigate({ search: location.search }, { replace: true, state: null })
    }
  }, [location.state, location.search, navigate])

  const form = useForm<SourceFormValues, unknown, SourceInput>({
    resolver: zodResolver(sourceSchema),
    defaultValues: row ? toFormValues(row) : emptySource,
  })
  const { isDirty, isSubmitting } = form.formState
  const allowNavigation = useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  const preset = useWatch({ control: form.control, name: 'preset' })

  const backToList = () => {
    allowNavigation()
    navigate(listHref(params), { replace: true })
  }
  const { requestDelete, dialog } = useDeleteSource({ onDeleted: backToList })

  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    rules: CONSTRAINT_RULES,
    entity: 'postback source',
    reload: row
      ? async () => {
          const fresh = await getSource(row.id)
          form.reset(toFormValues(fresh))
          setVersion(fresh.updated_at)
        }
      : undefined,
  })

  const onSubmit = form.handleSubmit((input) =>
    save(async () => {
      if (row && version) {
        const saved = await updateSource(row.id, version, input)
        await queryClient.invalidateQueries({ queryKey: postbackSourceKeys.all })
        notifySuccess(`Saved ${saved.name}.`)
        backToList()
        return
      }
      const created = await createSource(input)
      const secret = await issueSecret(created.id, 0)
      await queryClient.invalidateQueries({ queryKey: postbackSourceKeys.all })
      notifySuccess(`Created ${created.name}. Copy its secret now.`)
      allowNavigation()
      navigate(formHref(params, created.id), {
        replace: true,
        state: { secret } satisfies RevealState,
      })
    }),
  )

  const readOnly = !canWrite
  const title = row ? `Edit ${row.name}` : 'New postback source'
  return (
    <div className="max-w-3xl space-y-6">
      <EditFormHeader
        listTo={listHref(params)}
        sectionLabel="Postbacks"
        title={title}
        onDelete={
          row && canWrite ? () => void requestDelete({ id: row.id, name: row.name }) : undefined
        }
      />
      <SaveAlerts
        entity="postback source"
        conflict={conflict}
        formError={formError}
        onReload={() => void reload()}
      />
      {row && canWrite ? (
        <SecretPanel
          sourceId={row.id}
          revealed={revealed}
          onIssued={(secret) => setRevealed(secret)}
        />
      ) : null}
      {row ? (
        <PostbackUrlBox
          slug={row.slug}
          preset={row.preset}
          paramMap={row.param_map as Record<string, string>}
          secret={revealed}
        />
      ) : null}

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6 md:grid-cols-2"
      >
        <Field label="Preset" className="md:col-span-2" description={presetDescription(preset)}>
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('preset')}
              disabled={readOnly}
              className="w-full"
            >
              {POSTBACK_PRESETS.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextField
          form={form}
          name="name"
          label="Name"
          autoComplete="off"
          disabled={readOnly}
          onBlur={(event) => {
            if (!row && form.getValues('slug') === '') {
              form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
            }
          }}
        />
        <TextField
          form={form}
          name="slug"
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          disabled={readOnly}
          description="Names the source in its postback URL: /functions/v1/postback/{slug}."
        />
        <TextField
          form={form}
          name="default_currency"
          label="Default currency"
          autoComplete="off"
          spellCheck={false}
          disabled={readOnly}
          description="Assumed when a postback names no currency (ISO 4217, e.g. EUR)."
        />
        <CheckboxField
          form={form}
          name="is_active"
          label="Active"
          disabled={readOnly}
          className="self-center"
          description="Postbacks for an inactive source are refused and logged."
        />
        <TextareaField
          form={form}
          name="allowed_ips"
          label="Allowed IPs"
          rows={3}
          spellCheck={false}
          disabled={readOnly}
          className="md:col-span-2"
          description="One IPv4 or IPv6 address or CIDR range per line (e.g. 203.0.113.0/24, 2001:db8:1:2::/64). Empty: any address."
        />
        <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">
            Parameter mapping{' '}
            <span className="font-normal text-muted-foreground">
              (the network’s parameter names; empty uses ours)
            </span>
          </legend>
          {POSTBACK_PARAM_FIELDS.map((field) => (
            <TextField
              key={field}
              form={form}
              name={`params.${field}`}
              label={PARAM_LABELS[field]}
              placeholder={field}
              autoComplete="off"
              spellCheck={false}
              disabled={readOnly}
            />
          ))}
          <TextField
            form={form}
            name="token_param"
            label="Token parameter"
            placeholder="token"
            autoComplete="off"
            spellCheck={false}
            disabled={readOnly}
          />
        </fieldset>
        <TextareaField
          form={form}
          name="event_map"
          label="Event map"
          rows={3}
          spellCheck={false}
          disabled={readOnly}
          className="md:col-span-2"
          description="One “network-event = type” per line, type being registration, first_deposit, deposit, revenue or other. Common names (reg, ftd, dep, commission…) need no line."
        />
        <TextareaField
          form={form}
          name="description"
          label="Description"
          rows={2}
          disabled={readOnly}
          className="md:col-span-2"
        />
        {canWrite ? (
          <FormActions
            saving={isSubmitting}
            cancelTo={listHref(params)}
            className="md:col-span-2"
          />
        ) : null}
      </form>
      {row ? <RecordHistory table="postback_sources" recordId={row.id} /> : null}
      {dialog}
    </div>
  )
}

function presetDescription(id: string): string {
  const preset = presetById(id)
  return preset.source
    ? `${preset.label} macros, from ${preset.source}`
    : 'Our own parameter names with {placeholders} to replace by the network’s macros.'
}

/**
 * The postback source form: 'Name', 'Slug', 'Active', 'Allowed IPs', 'Default currency',
 * the platform preset, the parameter mapping and the event map; then, for a saved source,
 * its ready-to-paste URL and (admins) its secret. A new source gets its secret at once:
 * the form reopens on it and shows the secret this one time.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import {
  ActiveField,
  DescriptionField,
  loadedRowForm,
  notifySuccess,
  RowFormFrame,
  SelectField,
  SlugField,
  TextareaField,
  TextField,
  useRowForm,
} from '../components/form'
import { formHref } from '../components/edit-links'
import { issueSecret, sourceRows, type SourceRow } from './api/sources'
import { PARAM_LABELS, POSTBACK_PARAM_FIELDS } from './postback-fields'
import { PostbackUrlBox } from './postback-url-box'
import { POSTBACK_PRESETS, presetById } from './presets'
import { SecretPanel } from './secret-panel'
import { emptySource, formatEventMap, sourceSchema, type SourceFormValues } from './source-schema'
import { useDeleteSource } from './use-delete-source'

const PRESET_OPTIONS = POSTBACK_PRESETS.map(({ id, label }) => ({ value: id, label }))

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

function SourceFormBody({ row, canWrite }: { row: SourceRow | null; canWrite: boolean }) {
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [revealed, setRevealed] = useState<string | null>(
    () => (location.state as RevealState)?.secret ?? null,
  )
  // Shown once: drop it from the history entry, or a reload would show it again.
  useEffect(() => {
    if ((location.state as RevealState)?.secret) {
      navigate({ search: location.search }, { replace: true, state: null })
    }
  }, [location.state, location.search, navigate])

  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(sourceSchema),
    emptyValues: emptySource,
    toFormValues,
    rows: sourceRows,
    // A new source gets its secret at once: the form reopens on it and shows it this once.
    afterCreate: async (created) => {
      const secret = await issueSecret(created.id, 0)
      notifySuccess(`Created ${created.name}. Copy its secret now.`)
      return { to: formHref(params, created.id), state: { secret } satisfies RevealState }
    },
  })
  const { form, backToList } = rowForm
  const preset = useWatch({ control: form.control, name: 'preset' })
  const deletion = useDeleteSource({ onDeleted: backToList })

  return (
    <RowFormFrame
      rowForm={rowForm}
      deletion={deletion}
      aside={
        <>
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
        </>
      }
      className="max-w-3xl"
    >
      <SelectField
        form={form}
        name="preset"
        label="Preset"
        options={PRESET_OPTIONS}
        className="md:col-span-2"
        description={presetDescription(preset)}
      />
      <TextField form={form} name="name" label="Name" autoComplete="off" />
      <SlugField
        from="name"
        description="Names the source in its postback URL: /functions/v1/postback/{slug}."
      />
      <TextField
        form={form}
        name="default_currency"
        label="Default currency"
        autoComplete="off"
        spellCheck={false}
        description="Assumed when a postback names no currency (ISO 4217, e.g. EUR)."
      />
      <ActiveField description="Postbacks for an inactive source are refused and logged." />
      <TextareaField
        form={form}
        name="allowed_ips"
        label="Allowed IPs"
        rows={3}
        spellCheck={false}
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
          />
        ))}
        <TextField
          form={form}
          name="token_param"
          label="Token parameter"
          placeholder="token"
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>
      <TextareaField
        form={form}
        name="event_map"
        label="Event map"
        rows={3}
        spellCheck={false}
        className="md:col-span-2"
        description="One “network-event = type” per line, type being registration, first_deposit, deposit, revenue or other. Common names (reg, ftd, dep, commission…) need no line."
      />
      <DescriptionField rows={2} />
    </RowFormFrame>
  )
}

export const SourceForm = loadedRowForm({ rows: sourceRows, loadingRows: 6 }, SourceFormBody)

function presetDescription(id: string): string {
  const preset = presetById(id)
  return preset.source
    ? `${preset.label} macros, from ${preset.source}`
    : 'Our own parameter names with {placeholders} to replace by the network’s macros.'
}

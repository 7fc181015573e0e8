/**
 * The brand form's 'Licences' tab: whether the stored brand is listable in its market today
 * (public.market_block, in words), and its licences (brand_licences) with Add, Edit and
 * Remove. A licence is a row of its own, saved at once by its dialog, not by the brand's
 * Save; a new brand gets its licences once it is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, ExternalLink, Pencil, Plus, ShieldAlert, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import {
  ConfirmDialog,
  describeError,
  FormAlert,
  FormDialog,
  notifyError,
  notifySuccess,
  SelectField,
  TextField,
} from '../components/form'
import { useLicences, type LicenceRow } from './api/get-licences'
import { useListing } from './api/get-listing'
import { useRegulators, type Regulators } from './api/get-regulators'
import { removeLicence, saveLicence } from './api/save-licence'
import { brandKeys } from './keys'
import {
  licenceSchema,
  licenceState,
  todayUtc,
  type LicenceInput,
  type LicenceValues,
} from './licence-schema'
import { marketBlockReason, NOT_LISTABLE_TEXT } from './market-block'

/** The brand's market as stored: the licences and the listing are the stored brand's. */
export type LicenceMarket = { id: string; name: string; licenceRequired: boolean }

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
/** '1 Jan 2024' for a date ('2024-01-01') or a timestamp. */
const day = (value: string) =>
  dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value))

export function LicencesPanel({
  brandId,
  market,
  readOnly,
}: {
  /** The stored brand, or null for a new one. */
  brandId: string | null
  market: LicenceMarket | null
  readOnly: boolean
}) {
  if (brandId === null || market === null) {
    return (
      <div className="space-y-2 rounded-md border bg-muted/40 p-4 text-sm">
        <p className="font-medium">Save the brand first</p>
        <p className="text-muted-foreground">
          Its licences are added here once it exists: save it, then open it again from the list.
          Each licence is saved as soon as it is added.
        </p>
      </div>
    )
  }
  return <StoredBrandLicences brandId={brandId} market={market} readOnly={readOnly} />
}

function StoredBrandLicences({
  brandId,
  market,
  readOnly,
}: {
  brandId: string
  market: LicenceMarket
  readOnly: boolean
}) {
  const licences = useLicences(brandId)
  const regulators = useRegulators()
  const [editing, setEditing] = useState<LicenceRow | 'new' | null>(null)
  const [removing, setRemoving] = useState<LicenceRow | null>(null)
  const queryClient = useQueryClient()

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKeys.licences(brandId) }),
      queryClient.invalidateQueries({ queryKey: brandKeys.listing(brandId) }),
      queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
    ])

  const accepted = regulators.data?.accepted.get(market.id)
  const acceptedNames = accepted
    ? (regulators.data?.regulators ?? [])
        .filter((regulator) => accepted.has(regulator.id))
        .map((regulator) => regulator.name)
    : []

  return (
    <div className="grid gap-5">
      <ListingStatus brandId={brandId} market={market.name} />
      <div className="space-y-1 text-sm">
        <p>
          {market.licenceRequired
            ? `${market.name} lists a brand only with a licence valid today${
                acceptedNames.length > 0 ? ` from ${acceptedNames.join(' or ')}` : ''
              }.`
            : `${market.name} requires no licence to list a brand.`}
        </p>
        {readOnly ? null : (
          <p className="text-muted-foreground">
            A licence is saved as soon as you add, change or remove it; the brand&apos;s Save is not
            needed.
          </p>
        )}
      </div>
      <section aria-labelledby={`licences-${brandId}`} className="space-y-3">
        <h3 id={`licences-${brandId}`} className="text-sm font-medium">
          Licences
        </h3>
        {licences.isPending ? (
          <div aria-busy="true" aria-label="Loading the licences" className="space-y-2">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : licences.isError ? (
          <FormAlert
            message={`The licences could not be loaded: ${describeError(licences.error)}`}
          />
        ) : licences.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No licences yet.</p>
        ) : (
          <ul className="grid gap-3">
            {licences.data.map((licence) => (
              <LicenceItem
                key={licence.id}
                licence={licence}
                acceptedHere={accepted === undefined || accepted.has(licence.regulator_id)}
                market={market.name}
                readOnly={readOnly}
                onEdit={() => setEditing(licence)}
                onRemove={() => setRemoving(licence)}
              />
            ))}
          </ul>
        )}
        {readOnly ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!regulators.data}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" />
            Add a licence
          </Button>
        )}
      </section>
      {editing && regulators.data ? (
        <LicenceDialog
          brandId={brandId}
          licence={editing === 'new' ? null : editing}
          regulators={regulators.data}
          marketId={market.id}
          onSaved={refresh}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove licence ${removing?.licence_number ?? ''}?`}
        description={`The brand loses this ${removing?.regulator?.name ?? ''} licence at once; without another valid one it is no longer listed in ${market.name}.`}
        confirmLabel="Remove"
        onConfirm={async () => {
          if (!removing) return
          try {
            await removeLicence(removing.id)
            notifySuccess(`Removed licence ${removing.licence_number}.`)
          } catch (error) {
            notifyError(error, 'Not removed')
          }
          await refresh()
        }}
      />
    </div>
  )
}

/** 'Listable in Germany today', or 'Not listable in Germany: Licence expired'. */
export function ListingStatus({ brandId, market }: { brandId: string; market: string }) {
  const listing = useListing(brandId)
  const block = listing.data ?? null
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-md border p-3 text-sm',
        listing.isSuccess && block !== null && 'border-destructive/50',
      )}
    >
      {listing.isPending ? (
        <p className="text-muted-foreground">Checking whether it is listable in {market}...</p>
      ) : listing.isError ? (
        <p className={NOT_LISTABLE_TEXT}>
          Could not check whether it is listable: {describeError(listing.error)}
        </p>
      ) : block === null ? (
        <>
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <p>
            <span className="font-medium">Listable in {market} today.</span>{' '}
            <span className="text-muted-foreground">
              As saved; visitors see it while it is active.
            </span>
          </p>
        </>
      ) : (
        <>
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <span className="font-medium">Not listable in {market} today: </span>
            <span className={cn('font-medium', NOT_LISTABLE_TEXT)}>
              {marketBlockReason(block, market)}
            </span>
            <span className="block text-muted-foreground">
              Visitors do not see it, and its link answers with the reason.
            </span>
          </p>
        </>
      )}
    </div>
  )
}

function LicenceItem({
  licence,
  acceptedHere,
  market,
  readOnly,
  onEdit,
  onRemove,
}: {
  licence: LicenceRow
  acceptedHere: boolean
  market: string
  readOnly: boolean
  onEdit: () => void
  onRemove: () => void
}) {
  const state = licenceState(licence, todayUtc())
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3 text-sm">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{licence.regulator?.name ?? 'Unknown regulator'}</span>
          {state === 'valid' ? (
            <Badge variant="success">Valid today</Badge>
          ) : state === 'expired' ? (
            <Badge variant="destructive">Expired</Badge>
          ) : (
            <Badge variant="secondary">Not yet valid</Badge>
          )}
          {acceptedHere ? null : <Badge variant="outline">Not accepted in {market}</Badge>}
        </p>
        <p>
          Licence <span className="font-mono">{licence.licence_number}</span>
        </p>
        <p className="text-muted-foreground">
          {licence.valid_to
            ? `Valid ${day(licence.valid_from)} to ${day(licence.valid_to)}`
            : `Valid from ${day(licence.valid_from)}, no end date`}
          {licence.last_checked_at ? ` · Last checked ${day(licence.last_checked_at)}` : ''}
        </p>
        {licence.register_url ? (
          <a
            href={licence.register_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
          >
            Register entry
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {readOnly ? null : (
        <div className="flex shrink-0 gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit licence ${licence.licence_number}`}
            title="Edit"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove licence ${licence.licence_number}`}
            title="Remove"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  )
}

function licenceValues(licence: LicenceRow | null): LicenceValues {
  return {
    regulator_id: licence?.regulator_id ?? '',
    licence_number: licence?.licence_number ?? '',
    valid_from: licence?.valid_from ?? '',
    valid_to: licence?.valid_to ?? '',
    register_url: licence?.register_url ?? '',
    last_checked_at: licence ? (licence.last_checked_at?.slice(0, 10) ?? '') : todayUtc(),
  }
}

/** Add or edit one licence; saved at once, the dialog kept open (and filled) on a refusal. */
function LicenceDialog({
  brandId,
  licence,
  regulators,
  marketId,
  onSaved,
  onClose,
}: {
  brandId: string
  licence: LicenceRow | null
  regulators: Regulators
  marketId: string
  onSaved: () => Promise<unknown>
  onClose: () => void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<LicenceValues, unknown, LicenceInput>({
    resolver: zodResolver(licenceSchema),
    defaultValues: licenceValues(licence),
  })
  const accepted = regulators.accepted.get(marketId)
  // The regulators the market accepts first.
  const options = [...regulators.regulators]
    .sort(
      (a, b) =>
        Number(accepted?.has(b.id) ?? false) - Number(accepted?.has(a.id) ?? false) ||
        a.name.localeCompare(b.name),
    )
    .map((regulator) => ({
      value: regulator.id,
      label: accepted?.has(regulator.id) ? `${regulator.name} (accepted here)` : regulator.name,
    }))

  const submit = form.handleSubmit(async (input) => {
    setFailure(null)
    try {
      await saveLicence(brandId, licence?.id ?? null, input)
      notifySuccess(`${licence ? 'Saved' : 'Added'} licence ${input.licence_number}.`)
      await onSaved()
      onClose()
    } catch (error) {
      setFailure(describeError(error))
    }
  })

  // The chosen regulator's register as the entry's start, unless one is typed already.
  const regulatorId = useWatch({ control: form.control, name: 'regulator_id' })
  useEffect(() => {
    const chosen = regulators.regulators.find((regulator) => regulator.id === regulatorId)
    if (chosen?.register_url && form.getValues('register_url').trim() === '') {
      form.setValue('register_url', chosen.register_url)
    }
  }, [regulatorId, regulators, form])

  const busy = form.formState.isSubmitting
  return (
    <FormDialog
      title={licence ? `Edit licence ${licence.licence_number}` : 'Add a licence'}
      description="Saved as soon as you press the button, apart from the brand's Save."
      busy={busy}
      submitLabel={busy ? 'Saving...' : licence ? 'Save licence' : 'Add licence'}
      onSubmit={(event) => {
        // The dialog renders in a portal inside the brand's form: its submit is its own.
        event.stopPropagation()
        void submit(event)
      }}
      onClose={onClose}
      noValidate
    >
      {failure ? <FormAlert message={`Not saved: ${failure}`} /> : null}
      <SelectField
        form={form}
        name="regulator_id"
        label="Regulator"
        blank="Choose a regulator"
        options={options}
        disabled={false}
      />
      <TextField
        form={form}
        name="licence_number"
        label="Licence number"
        autoComplete="off"
        spellCheck={false}
        disabled={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="valid_from" label="Valid from" type="date" disabled={false} />
        <TextField
          form={form}
          name="valid_to"
          label="Valid to"
          type="date"
          description="Empty: no end date."
          disabled={false}
        />
      </div>
      <TextField
        form={form}
        name="register_url"
        label="Register URL"
        type="url"
        autoComplete="off"
        spellCheck={false}
        description="The brand's entry in the regulator's public register."
        disabled={false}
      />
      <TextField
        form={form}
        name="last_checked_at"
        label="Last checked"
        type="date"
        description="When staff last checked the entry in the register."
        disabled={false}
      />
    </FormDialog>
  )
}

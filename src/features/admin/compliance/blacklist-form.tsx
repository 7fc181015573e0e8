/**
 * The blacklist entry form: 'Market', 'Kind' (brand or domain), 'Brand name or domain',
 * 'Source', 'Note'. Validated by blacklist-schema.ts; a new entry starts in the market the
 * list is filtered to. Saving re-checks the market's brands at once (a database trigger):
 * a brand the entry names leaves that market's ranking.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { listHref } from '../components/edit-links'
import {
  FormLoadError,
  FormLoading,
  loadedRowForm,
  RowFormFrame,
  SelectField,
  TextareaField,
  TextField,
  useRowForm,
} from '../components/form'
import { blacklistRows, type BlacklistRow } from './api/blacklist-rows'
import { marketChoicesQueryOptions, type MarketChoice } from './api/choices'
import { BLACKLIST_KIND_LABELS, BLACKLIST_KINDS } from './api/list-blacklist'
import { blacklistSchema, emptyBlacklistEntry } from './blacklist-schema'
import { useDeleteBlacklistEntry } from './use-delete-blacklist-entry'

const KIND_OPTIONS = BLACKLIST_KINDS.map((kind) => ({
  value: kind,
  label: BLACKLIST_KIND_LABELS[kind],
}))

function BlacklistFormFields({
  row,
  canWrite,
  markets,
}: {
  row: BlacklistRow | null
  canWrite: boolean
  markets: MarketChoice[]
}) {
  const [params] = useSearchParams()
  const filtered = params.get('market')
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(blacklistSchema),
    emptyValues: {
      ...emptyBlacklistEntry,
      country_id: markets.some((market) => market.id === filtered) ? filtered! : '',
    },
    rows: blacklistRows,
  })
  const { form, backToList } = rowForm
  const deletion = useDeleteBlacklistEntry({ onDeleted: backToList })
  const kind = useWatch({ control: form.control, name: 'kind' })

  return (
    <RowFormFrame rowForm={rowForm} deletion={deletion} className="max-w-3xl">
      <SelectField
        form={form}
        name="country_id"
        label="Market"
        blank="Choose a market"
        options={markets.map((market) => ({ value: market.id, label: market.name }))}
        description="The market whose regulator lists it; the entry applies there only."
      />
      <SelectField
        form={form}
        name="kind"
        label="Kind"
        options={KIND_OPTIONS}
        description="A brand by its name (any case), or a domain with its subdomains."
      />
      <TextField
        form={form}
        name="value"
        label={kind === 'domain' ? 'Domain' : 'Brand name'}
        autoComplete="off"
        spellCheck={false}
        className="md:col-span-2"
        description={
          kind === 'domain'
            ? 'The host name alone, e.g. casino.example: a brand whose link goes there is not listed.'
            : 'A brand of this name is not listed in the market, whatever its licence.'
        }
      />
      <TextField
        form={form}
        name="source"
        label="Source"
        autoComplete="off"
        className="md:col-span-2"
        description="Where the entry comes from: the regulator's list, with its date or URL."
      />
      <TextareaField
        form={form}
        name="note"
        label="Note"
        rows={3}
        className="md:col-span-2"
        description="For staff only; visitors never see the blacklist."
      />
    </RowFormFrame>
  )
}

function BlacklistFormBody({ row, canWrite }: { row: BlacklistRow | null; canWrite: boolean }) {
  const markets = useQuery(marketChoicesQueryOptions())
  const [params] = useSearchParams()
  if (markets.data) {
    return <BlacklistFormFields row={row} canWrite={canWrite} markets={markets.data} />
  }
  if (markets.isPending) return <FormLoading label="Loading the markets" rows={5} />
  return (
    <FormLoadError
      what="The markets"
      sectionLabel={blacklistRows.section.label}
      listTo={listHref(params)}
      error={markets.error}
      retry={() => void markets.refetch()}
    />
  )
}

export const BlacklistForm = loadedRowForm(
  { rows: blacklistRows, loadingRows: 5 },
  BlacklistFormBody,
)

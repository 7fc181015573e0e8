/**
 * A region's form, inside its market (`?edit=<market>&region=<id>`, `&region=new`): its
 * code and name, then the rules every market has (rules-fields.tsx). Back, Cancel and a
 * save return to the market's form.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  FormLoadError,
  FormLoading,
  RowFormFrame,
  RowFormLoader,
  TextField,
  useRowForm,
} from '../components/form'
import { marketChoicesQueryOptions } from './api/choices'
import { regionRowsFor, type RegionRow } from './api/region-rows'
import { emptyRegion, regionFormValues, regionSchema } from './region-schema'
import { FieldGroup, RulesFields } from './rules-fields'
import { useDeleteRegion } from './use-delete-region'

export const REGION_PARAM = 'region'

/** The market's form: the URL without the region. */
function marketHref(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  next.delete(REGION_PARAM)
  return `?${next.toString()}`
}

function RegionFormBody({
  row,
  canWrite,
  marketId,
  marketName,
}: {
  row: RegionRow | null
  canWrite: boolean
  marketId: string
  marketName: string
}) {
  const [params] = useSearchParams()
  const listTo = marketHref(params)
  const rows = useMemo(() => regionRowsFor(marketId), [marketId])
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(regionSchema),
    emptyValues: emptyRegion,
    toFormValues: regionFormValues,
    rows,
    listTo,
    savedMessage: (saved, created) =>
      `${created ? 'Added' : 'Saved'} the rules of ${saved.region_name ?? saved.region_code} (${marketName}).`,
  })
  const deletion = useDeleteRegion({ onDeleted: rowForm.backToList })
  const { form, readOnly } = rowForm

  return (
    <RowFormFrame
      rowForm={{ ...rowForm, sectionLabel: marketName }}
      deletion={deletion}
      columns="stacked"
      className="max-w-4xl"
      note={
        readOnly
          ? 'You can read these rules but not change them.'
          : `Visitors located in this region of ${marketName} get the stricter of its rules and the market's.`
      }
    >
      <FieldGroup legend="Region">
        <TextField
          form={form}
          name="region_name"
          label="Region name"
          autoComplete="off"
          description="As staff know it: 'Ontario'."
        />
        <TextField
          form={form}
          name="region_code"
          label="Region code"
          autoComplete="off"
          spellCheck={false}
          description="ISO 3166-2 without the country: ON for CA-ON. The location lookup gives it."
        />
      </FieldGroup>
      <RulesFields form={form} />
    </RowFormFrame>
  )
}

export function RegionForm({
  marketId,
  id,
  canWrite,
}: {
  marketId: string
  id: string
  canWrite: boolean
}) {
  const [params] = useSearchParams()
  const markets = useQuery(marketChoicesQueryOptions())
  const rows = useMemo(() => regionRowsFor(marketId), [marketId])
  if (!markets.data) {
    return markets.isPending ? (
      <FormLoading label="Loading the market" rows={6} />
    ) : (
      <FormLoadError
        what="The market"
        sectionLabel={rows.section.label}
        listTo={marketHref(params)}
        error={markets.error}
        retry={() => void markets.refetch()}
      />
    )
  }
  const marketName = markets.data.find((market) => market.id === marketId)?.name ?? 'the market'
  return (
    <RowFormLoader id={id} rows={rows} loadingRows={8}>
      {(row) => (
        <RegionFormBody row={row} canWrite={canWrite} marketId={marketId} marketName={marketName} />
      )}
    </RowFormLoader>
  )
}

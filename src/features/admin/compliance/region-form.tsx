/**
 * A region's form, inside its market (`?edit=<market>&region=<id>`, `&region=new`): its
 * code and name and the regulator whose licence it requires, then the rules every market
 * has (rules-fields.tsx). Back, Cancel and a
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
  SelectField,
  TextField,
  useRowForm,
} from '../components/form'
import {
  marketChoicesQueryOptions,
  regulatorChoicesQueryOptions,
  type RegulatorChoice,
} from './api/choices'
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
  regulators,
}: {
  row: RegionRow | null
  canWrite: boolean
  marketId: string
  marketName: string
  regulators: RegulatorChoice[]
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
        <SelectField
          form={form}
          name="licence_regulator_id"
          label="Licence required from"
          blank="No licence beyond the market's rule"
          options={regulators.map((regulator) => ({
            value: regulator.id,
            label: `${regulator.name} (${regulator.code})`,
          }))}
          className="md:col-span-2"
          description="Visitors located here see only brands holding this regulator's licence valid today (Ontario: AGCO)."
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
  const regulators = useQuery(regulatorChoicesQueryOptions())
  const rows = useMemo(() => regionRowsFor(marketId), [marketId])
  if (!markets.data || !regulators.data) {
    const failed = markets.isError ? markets : regulators.isError ? regulators : null
    return failed ? (
      <FormLoadError
        what={failed === markets ? 'The market' : 'The regulators'}
        sectionLabel={rows.section.label}
        listTo={marketHref(params)}
        error={failed.error}
        retry={() => void failed.refetch()}
      />
    ) : (
      <FormLoading label="Loading the market" rows={6} />
    )
  }
  const regulatorList = regulators.data
  const marketName = markets.data.find((market) => market.id === marketId)?.name ?? 'the market'
  return (
    <RowFormLoader id={id} rows={rows} loadingRows={8}>
      {(row) => (
        <RegionFormBody
          row={row}
          canWrite={canWrite}
          marketId={marketId}
          marketName={marketName}
          regulators={regulatorList}
        />
      )}
    </RowFormLoader>
  )
}

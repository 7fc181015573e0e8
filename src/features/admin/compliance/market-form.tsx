/**
 * A market's form: whether casinos may be promoted there, whether a brand needs a licence
 * and which regulators' licences count, whether a brand whose link is Broken is paused
 * (the offer monitor, #28), then the market's rules (rules-fields.tsx); its
 * regions with rules of their own beside it (regions-panel.tsx), and below the market's
 * history the history of its rules. Saved in steps
 * (api/market-rows.ts); a refusal of the rules is shown on its field, nothing typed lost.
 * Markets themselves are added and removed under Countries.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { listHref } from '../components/edit-links'
import { RecordHistory } from '../components/history'
import { adminSections } from '../sections'
import {
  CheckboxField,
  FormLoadError,
  FormLoading,
  RowFormFrame,
  RowFormLoader,
  useRowForm,
  type FormRows,
  type RowFormProps,
} from '../components/form'
import { regulatorChoicesQueryOptions, type RegulatorChoice } from './api/choices'
import {
  marketRowQuery,
  marketSnapshot,
  marketsView,
  saveMarket,
  type MarketRow,
  type MarketSnapshot,
} from './api/market-rows'
import { marketKeys } from './keys'
import {
  marketFormValues,
  marketSchema,
  MARKET_RULES_COLUMNS,
  storedRulesInput,
  type MarketFormInput,
  type MarketFormValues,
} from './market-schema'
import { RegionsPanel } from './regions-panel'
import { FieldGroup, RulesFields } from './rules-fields'
import { rulesFieldError } from './rules-errors'

type MarketForm = UseFormReturn<MarketFormValues, unknown, MarketFormInput>

/** 'Accepted regulators': one checkbox per regulator; none ticked accepts any. */
function RegulatorChecks({
  form,
  regulators,
  disabled,
}: {
  form: MarketForm
  regulators: RegulatorChoice[]
  disabled: boolean
}) {
  const chosen = useWatch({ control: form.control, name: 'regulator_ids' })
  const toggle = (id: string, checked: boolean) =>
    form.setValue(
      'regulator_ids',
      checked ? [...chosen, id] : chosen.filter((value) => value !== id),
      { shouldDirty: true },
    )
  return (
    <fieldset className="min-w-0 space-y-2 md:col-span-2">
      <legend className="text-sm font-medium">Accepted regulators</legend>
      <p className="text-xs text-muted-foreground">
        Whose licences count here. None ticked: any regulator&rsquo;s licence counts.
      </p>
      {regulators.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No regulators yet: add them under Regulators.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {regulators.map((regulator) => {
            const id = `regulator-${regulator.id}`
            return (
              <li key={regulator.id} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={chosen.includes(regulator.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(regulator.id, event.target.checked)}
                />
                <Label htmlFor={id} className="font-normal leading-snug">
                  <span>
                    {regulator.name}{' '}
                    <span className="text-muted-foreground">({regulator.code})</span>
                  </span>
                </Label>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}

function MarketFormBody({
  row,
  canWrite,
  regulators,
}: {
  row: MarketRow
  canWrite: boolean
  regulators: RegulatorChoice[]
}) {
  const [initial] = useState(() => marketSnapshot(row, storedRulesInput(row), MARKET_RULES_COLUMNS))
  const snapshot = useRef<MarketSnapshot>(initial)
  const formRef = useRef<MarketForm | null>(null)
  // A reload (after a conflict) brings a newer stored version: start from it.
  useEffect(() => {
    snapshot.current = marketSnapshot(row, storedRulesInput(row), MARKET_RULES_COLUMNS)
  }, [row])

  const rows: FormRows<MarketRow, MarketFormInput, ReturnType<typeof marketKeys.detail>> = {
    section: marketsView,
    keys: marketKeys,
    name: (market) => market.name,
    rowQuery: marketRowQuery,
    create: () => Promise.reject(new Error('Markets are added under Countries.')),
    update: async (_id, _version, input) => {
      try {
        return await saveMarket(row, snapshot.current, input, MARKET_RULES_COLUMNS, (next) => {
          snapshot.current = next
        })
      } catch (error) {
        const refused = rulesFieldError(error)
        if (!refused) throw error
        formRef.current?.setError(
          refused.field,
          { message: refused.message },
          { shouldFocus: true },
        )
        throw new Error(refused.message, { cause: error })
      }
    },
  }
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(marketSchema),
    emptyValues: marketFormValues(row),
    toFormValues: marketFormValues,
    rows,
    savedMessage: (saved) => `Saved the rules of ${saved.name}.`,
  })
  const { form, readOnly } = rowForm
  useEffect(() => {
    formRef.current = form
  }, [form])

  return (
    <div className="space-y-6">
      <RowFormFrame
        rowForm={rowForm}
        columns="stacked"
        note={readOnly ? 'You can read these rules but not change them.' : null}
        beside={{
          label: `Regions of ${row.name}`,
          content: <RegionsPanel market={row} canWrite={canWrite} />,
        }}
      >
        <FieldGroup
          legend="Market"
          description="Whether casinos may be promoted here at all, and which licences a brand needs to be listed."
        >
          <CheckboxField
            form={form}
            name="casino_promotion"
            label="Open to casino promotion"
            description="Closed (Australia): the market's page shows no ranking, bonus or affiliate link."
          />
          <CheckboxField
            form={form}
            name="licence_required"
            label="Licence required"
            description="A brand is listed only with a licence valid today from an accepted regulator."
          />
          <RegulatorChecks form={form} regulators={regulators} disabled={readOnly} />
          <CheckboxField
            form={form}
            name="pause_on_broken_link"
            label="Pause brands with a broken link"
            className="md:col-span-2"
            description="While the offer monitor finds a brand's link Broken, the brand leaves this market's ranking and its link answers with the reason (Link health); the next OK check lifts the pause."
          />
        </FieldGroup>
        <RulesFields form={form} />
      </RowFormFrame>
      {row.rules ? (
        <RecordHistory table="market_rules" recordId={row.rules.id} title="Rules history" />
      ) : null}
    </div>
  )
}

function NoNewMarket() {
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertTitle>Markets are the countries</AlertTitle>
      <AlertDescription>
        <p>
          Add a country under{' '}
          <Link to={`${adminSections.countries.path}?edit=new`} className="underline">
            Countries
          </Link>
          , then set its rules here.
        </p>
      </AlertDescription>
    </Alert>
  )
}

export function MarketForm({ id, canWrite }: RowFormProps) {
  const regulators = useQuery(regulatorChoicesQueryOptions())
  const [params] = useSearchParams()
  const loader = { section: marketsView, rowQuery: marketRowQuery }
  if (!regulators.data) {
    return regulators.isPending ? (
      <FormLoading label="Loading the regulators" rows={6} />
    ) : (
      <FormLoadError
        what="The regulators"
        sectionLabel={marketsView.label}
        listTo={listHref(params)}
        error={regulators.error}
        retry={() => void regulators.refetch()}
      />
    )
  }
  return (
    <RowFormLoader id={id} rows={loader} loadingRows={8}>
      {(row) =>
        row ? (
          <MarketFormBody row={row} canWrite={canWrite} regulators={regulators.data} />
        ) : (
          <NoNewMarket />
        )
      }
    </RowFormLoader>
  )
}

/**
 * The brand form, in tabs (Basics, Offer, Scores, Trust, Review, Categories, Logo), beside
 * a live preview of the public card. Validated by brand-schema.ts (the table's
 * constraints); an error on a hidden tab is counted on its tab and a refused submit opens
 * the first such tab. Saved with its categories in one request; database refusals shown on
 * their field; unsaved changes guarded; a save over someone else's newer version refused
 * with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  EditFormHeader,
  FormLoadError,
  FormLoading,
  FormActions,
  notifySuccess,
  SaveAlerts,
  useSaveFlow,
  useUnsavedChangesGuard,
  type ConstraintRule,
} from '../components/form'
import { listHref, NEW_ROW } from '../components/edit-links'
import { RecordHistory } from '../components/history'
import { brandQueryOptions, useBrand, type BrandWithCategories } from './api/get-brand'
import { useBrandFormOptions, type BrandFormOptions } from './api/get-brand-options'
import { saveBrand } from './api/save-brand'
import {
  BasicsPanel,
  CategoriesPanel,
  LogoPanel,
  OfferPanel,
  ReviewPanel,
  ScoresPanel,
  TrustPanel,
} from './brand-form-fields'
import { BrandPreview } from './brand-preview'
import {
  brandFormValues,
  brandSchema,
  emptyBrand,
  type BrandField,
  type BrandFormValues,
  type BrandInput,
} from './brand-schema'
import {
  BRAND_TABS,
  errorCounts,
  firstErrorPath,
  firstTabWithError,
  type BrandTabKey,
} from './brand-tabs'
import { brandKeys } from './keys'
import { useDeleteBrand } from './use-delete-brand'

/** Which constraint of the brands table belongs to which field. */
const CONSTRAINT_RULES: ConstraintRule<BrandField>[] = [
  {
    constraint: 'brands_brand_slug_key',
    field: 'brand_slug',
    message: 'This slug is already used',
  },
  {
    constraint: 'brands_brand_slug_format',
    field: 'brand_slug',
    message: 'This slug is not valid.',
  },
  {
    constraint: 'brands_brand_name_length',
    field: 'brand_name',
    message: 'This name is too long.',
  },
  {
    constraint: 'brands_brand_logo_url_format',
    field: 'brand_logo_url',
    message: 'This logo URL is not valid.',
  },
  {
    constraint: 'brands_destination_url_format',
    field: 'destination_url',
    message: 'This URL is not valid.',
  },
  {
    constraint: 'brands_subid_param_format',
    field: 'subid_param',
    message: 'This parameter name is not valid.',
  },
  {
    constraint: 'brands_bonus_text_length',
    field: 'bonus_text',
    message: 'This bonus text is too long.',
  },
  {
    constraint: 'brands_hover_bonus_text_length',
    field: 'hover_bonus_text',
    message: 'This text is too long.',
  },
  {
    constraint: 'brands_cta_button_text_length',
    field: 'cta_button_text',
    message: 'This text is too long.',
  },
  { constraint: 'brands_label_tag_length', field: 'label_tag', message: 'This label is too long.' },
  { constraint: 'brands_editor_score_range', field: 'editor_score', message: 'Use 0 to 100.' },
  { constraint: 'brands_rating_baseline_range', field: 'rating_baseline', message: 'Use 1 to 5.' },
  {
    constraint: 'brands_rating_baseline_votes_range',
    field: 'rating_baseline_votes',
    message: 'Cannot be negative.',
  },
  {
    constraint: 'brands_today_picked_count_range',
    field: 'today_picked_count',
    message: 'Cannot be negative.',
  },
  { constraint: 'brands_trust_icons_known', field: 'trust_icons', message: 'Unknown trust icon.' },
  { constraint: 'brands_metrics_shape', field: 'metrics', message: 'These metrics are not valid.' },
  {
    constraint: 'brands_payout_speed_length',
    field: 'payout_speed',
    message: 'This text is too long.',
  },
  { constraint: 'brands_license_length', field: 'license', message: 'This text is too long.' },
  {
    constraint: 'brands_min_deposit_length',
    field: 'min_deposit',
    message: 'This text is too long.',
  },
  {
    constraint: 'brands_short_description_length',
    field: 'short_description',
    message: 'This description is too long.',
  },
  {
    constraint: 'brands_full_description_length',
    field: 'full_description',
    message: 'This description is too long.',
  },
  { constraint: 'brands_pros_count', field: 'pros', message: 'Too many pros.' },
  { constraint: 'brands_cons_count', field: 'cons', message: 'Too many cons.' },
  {
    constraint: 'brands_review_sections_length',
    field: 'review_verdict',
    message: 'The review sections are too long together.',
  },
]

/** The brand form's load error: back to Brands. */
function LoadError({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  const [params] = useSearchParams()
  return (
    <FormLoadError
      what={what}
      sectionLabel="Brands"
      listTo={listHref(params)}
      error={error}
      retry={retry}
    />
  )
}

export function BrandForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  const isNew = id === NEW_ROW
  const query = useBrand(isNew ? null : id)
  const options = useBrandFormOptions()

  // Data first: a failed background refetch must not replace a form being edited.
  if (options.data && (isNew || query.data)) {
    const row = isNew ? null : (query.data ?? null)
    return (
      <BrandFormBody
        key={row?.id ?? NEW_ROW}
        row={row}
        options={options.data}
        canWrite={canWrite}
      />
    )
  }
  if (!isNew && query.isError && !query.data) {
    return <LoadError what="The brand" error={query.error} retry={() => void query.refetch()} />
  }
  if (options.isError) {
    return (
      <LoadError
        what="The countries and categories"
        error={options.error}
        retry={() => void options.refetch()}
      />
    )
  }
  return <FormLoading label="Loading the brand" rows={6} />
}

function BrandFormBody({
  row,
  options,
  canWrite,
}: {
  row: BrandWithCategories | null
  options: BrandFormOptions
  canWrite: boolean
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [loaded, setLoaded] = useState(row ? { id: row.id, updated_at: row.updated_at } : null)
  const [tab, setTab] = useState<BrandTabKey>('basics')
  const formId = useId()

  const form = useForm<BrandFormValues, unknown, BrandInput>({
    resolver: zodResolver(brandSchema),
    defaultValues: row ? brandFormValues(row) : emptyBrand,
    // The tab is opened first (below), then its first invalid field is focused.
    shouldFocusError: false,
  })
  const { isDirty, isSubmitting, errors } = form.formState
  const allowNavigation = useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  const counts = errorCounts(errors)

  // The field to focus once its tab is shown (after the render that shows it).
  const [focusRequest, setFocusRequest] = useState<{ tab: BrandTabKey; path: string } | null>(null)
  useEffect(() => {
    if (!focusRequest) return
    const panel = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>(`[data-tab="${focusRequest.tab}"]`)
    const target =
      panel?.querySelector<HTMLElement>(`[name="${CSS.escape(focusRequest.path)}"]`) ??
      panel?.querySelector<HTMLElement>('input, select, textarea')
    target?.focus()
  }, [focusRequest, formId])

  /** Opens the tab of the first invalid field and focuses that field. */
  function revealErrors(invalid: FieldErrors<BrandFormValues>) {
    const target = firstTabWithError(invalid)
    if (!target) return
    setTab(target)
    setFocusRequest({ tab: target, path: firstErrorPath(invalid, target) ?? '' })
  }

  const backToList = () => {
    allowNavigation()
    navigate(listHref(params), { replace: true })
  }
  const { requestDelete, dialog } = useDeleteBrand({ onDeleted: backToList })

  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    rules: CONSTRAINT_RULES,
    entity: 'brand',
    reload: row
      ? async () => {
          const fresh = await queryClient.fetchQuery(brandQueryOptions(row.id))
          form.reset(brandFormValues(fresh))
          setLoaded({ id: fresh.id, updated_at: fresh.updated_at })
        }
      : undefined,
    revealField: (field, message) => revealErrors({ [field]: { type: 'database', message } }),
  })

  const onInvalid = (invalid: FieldErrors<BrandFormValues>) => {
    revealErrors(invalid)
    toast.error('Not saved: check the fields marked in red.')
  }

  const onSubmit = form.handleSubmit(
    (input) =>
      save(async () => {
        const saved = await saveBrand(loaded, input)
        await queryClient.invalidateQueries({ queryKey: brandKeys.all })
        notifySuccess(row ? `Saved ${saved.brand_name}.` : `Created ${saved.brand_name}.`)
        backToList()
      }),
    onInvalid,
  )

  const readOnly = !canWrite
  const title = row ? `Edit ${row.brand_name}` : 'New brand'
  return (
    <div className="space-y-6">
      <EditFormHeader
        listTo={listHref(params)}
        sectionLabel="Brands"
        title={title}
        note={readOnly ? 'You can read this brand but not change it.' : null}
        onDelete={
          row && canWrite
            ? () => void requestDelete({ id: row.id, name: row.brand_name })
            : undefined
        }
      />
      <SaveAlerts
        entity="brand"
        conflict={conflict}
        formError={formError}
        onReload={() => void reload()}
      />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:items-start">
        <form
          id={formId}
          onSubmit={onSubmit}
          noValidate
          aria-label={title}
          className="min-w-0 space-y-5 rounded-lg border bg-card p-4 sm:p-6"
        >
          <Tabs value={tab} onValueChange={(value) => setTab(value as BrandTabKey)}>
            <TabsList aria-label="Brand form sections">
              {BRAND_TABS.map(({ key, label }) => (
                <TabsTrigger key={key} value={key}>
                  {label}
                  {counts[key] > 0 ? (
                    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-semibold leading-5 text-destructive-foreground">
                      {counts[key]}
                      <span className="sr-only">{counts[key] === 1 ? ' error' : ' errors'}</span>
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Every panel stays mounted (hidden when inactive): the preview and the
                submit see every field, and a hidden field can be revealed and focused. */}
            <TabsContent value="basics" forceMount data-tab="basics">
              <BasicsPanel
                form={form}
                readOnly={readOnly}
                row={row}
                countries={options.countries}
              />
            </TabsContent>
            <TabsContent value="offer" forceMount data-tab="offer">
              <OfferPanel form={form} readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="scores" forceMount data-tab="scores">
              <ScoresPanel form={form} readOnly={readOnly} row={row} />
            </TabsContent>
            <TabsContent value="trust" forceMount data-tab="trust">
              <TrustPanel form={form} readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="review" forceMount data-tab="review">
              <ReviewPanel form={form} readOnly={readOnly} />
            </TabsContent>
            <TabsContent value="categories" forceMount data-tab="categories">
              <CategoriesPanel form={form} readOnly={readOnly} categories={options.categories} />
            </TabsContent>
            <TabsContent value="logo" forceMount data-tab="logo">
              <LogoPanel form={form} readOnly={readOnly} />
            </TabsContent>
          </Tabs>
          {canWrite ? (
            <FormActions
              saving={isSubmitting}
              cancelTo={listHref(params)}
              className="border-t pt-4"
            />
          ) : null}
        </form>
        <aside aria-label="Card preview" className="min-w-0 xl:sticky xl:top-4">
          <BrandPreview control={form.control} row={row} />
        </aside>
      </div>
      {row ? <RecordHistory table="brands" recordId={row.id} /> : null}
      {dialog}
    </div>
  )
}

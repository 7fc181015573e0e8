/**
 * The brand form, in tabs (Basics, Offer, Scores, Trust, Licences, Review, Categories, Logo,
 * Link health), beside a live preview of the public card; a link ending in #link-health
 * opens it on the Link health tab (the Link health list's rows). Validated by brand-schema.ts (the table's
 * constraints); an error on a hidden tab is counted on its tab and a refused submit opens
 * the first such tab. Saved with its categories in one request, on the shared form frame
 * (useRowForm, RowFormFrame): database refusals shown on their field, unsaved changes
 * guarded, a save over someone else's newer version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type ReactNode } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { useLocation, useSearchParams } from 'react-router-dom'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  FormLoadError,
  FormLoading,
  RowFormFrame,
  RowFormLoader,
  useRowForm,
} from '../components/form'
import { listHref, NEW_ROW } from '../components/edit-links'
import { brandRows } from './api/brand-rows'
import { useBrand, type BrandWithCategories } from './api/get-brand'
import { useBrandFormOptions, type BrandFormOptions } from './api/get-brand-options'
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
import { useListing } from './api/get-listing'
import { LicencesPanel } from './licences-panel'
import { LINK_HEALTH_TAB, LinkHealthPanel } from '../link-health'
import { brandKeys } from './keys'
import { marketBlockReason } from './market-block'
import { OFFER_REFUSAL_PREFIX } from './offer-rules'
import { brandFormValues, brandSchema, emptyBrand, type BrandFormValues } from './brand-schema'
import {
  BRAND_TABS,
  errorCounts,
  firstErrorPath,
  firstTabWithError,
  type BrandTabKey,
} from './brand-tabs'
import { brandsSection } from './section'
import { useDeleteBrand } from './use-delete-brand'

export function BrandForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  const [params] = useSearchParams()
  const options = useBrandFormOptions()
  // Loads the brand beside the options (the loader below reads the same query).
  useBrand(id === NEW_ROW ? null : id)

  // Data first: a failed background refetch must not replace a form being edited.
  if (options.data) {
    const loaded = options.data
    return (
      <RowFormLoader id={id} rows={brandRows} loadingRows={6}>
        {(row) => <BrandFormBody row={row} options={loaded} canWrite={canWrite} />}
      </RowFormLoader>
    )
  }
  if (options.isError) {
    return (
      <FormLoadError
        what="The countries and categories"
        sectionLabel={brandsSection.label}
        listTo={listHref(params)}
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
  const { hash } = useLocation()
  const [tab, setTab] = useState<BrandTabKey>(() =>
    hash === `#${LINK_HEALTH_TAB}` ? LINK_HEALTH_TAB : 'basics',
  )
  const queryClient = useQueryClient()
  const formId = useId()

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

  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(brandSchema),
    emptyValues: emptyBrand,
    toFormValues: brandFormValues,
    rows: brandRows,
    // One constraint bounds the review's sections together; its message shows on the last.
    columns: { review_sections: 'review_verdict' },
    revealErrors,
  })
  const { form, readOnly, backToList, formError } = rowForm
  // The database refused the offer (an active brand breaking its market's rules): the
  // Offer tab shows the refusal beside the rules, and opens.
  const offerRefusal = formError?.startsWith(OFFER_REFUSAL_PREFIX) ? formError : null
  const [shownRefusal, setShownRefusal] = useState<string | null>(null)
  if (offerRefusal !== shownRefusal) {
    setShownRefusal(offerRefusal)
    if (offerRefusal) setTab('offer')
  }
  const counts = errorCounts(form.formState.errors)
  const deletion = useDeleteBrand({ onDeleted: backToList })

  // The licences and the listing are the stored brand's, in its stored market.
  const storedMarket = row
    ? options.countries.find((country) => country.id === row.country_id)
    : null
  const listing = useListing(row?.id ?? null)
  const notListed =
    listing.data && storedMarket ? marketBlockReason(listing.data, storedMarket.name) : null
  const panels: Record<BrandTabKey, ReactNode> = {
    basics: <BasicsPanel form={form} row={row} countries={options.countries} />,
    offer: (
      <OfferPanel
        form={form}
        readOnly={readOnly}
        countries={options.countries}
        refusal={offerRefusal}
      />
    ),
    scores: <ScoresPanel form={form} readOnly={readOnly} row={row} />,
    trust: <TrustPanel form={form} readOnly={readOnly} />,
    licences: (
      <LicencesPanel
        brandId={row?.id ?? null}
        market={
          storedMarket
            ? {
                id: storedMarket.id,
                name: storedMarket.name,
                licenceRequired: storedMarket.licence_required,
              }
            : null
        }
        readOnly={readOnly}
      />
    ),
    review: <ReviewPanel form={form} readOnly={readOnly} />,
    categories: <CategoriesPanel form={form} readOnly={readOnly} categories={options.categories} />,
    logo: <LogoPanel form={form} readOnly={readOnly} />,
    // Read when the tab is shown, not with every brand opened.
    [LINK_HEALTH_TAB]:
      tab !== LINK_HEALTH_TAB ? null : row ? (
        <LinkHealthPanel
          brandId={row.id}
          brandName={row.brand_name}
          // The brands' writers are Link health's (CONTENT): they may ask for a check.
          canCheck={canWrite}
          // A check may pause the brand or lift its pause: its listing and the list follow.
          onChecked={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: brandKeys.listing(row.id) }),
              queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
            ])
          }
        />
      ) : (
        <div className="space-y-2 rounded-md border bg-muted/40 p-4 text-sm">
          <p className="font-medium">Save the brand first</p>
          <p className="text-muted-foreground">
            The monitor checks a brand&apos;s link once it is saved: its checks show here.
          </p>
        </div>
      ),
  }

  return (
    <RowFormFrame
      rowForm={rowForm}
      note={readOnly ? 'You can read this brand but not change it.' : null}
      deletion={deletion}
      columns="stacked"
      formId={formId}
      beside={{
        label: 'Card preview',
        content: <BrandPreview control={form.control} row={row} notListed={notListed} />,
      }}
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
        {BRAND_TABS.map(({ key }) => (
          <TabsContent key={key} value={key} forceMount data-tab={key}>
            {panels[key]}
          </TabsContent>
        ))}
      </Tabs>
    </RowFormFrame>
  )
}

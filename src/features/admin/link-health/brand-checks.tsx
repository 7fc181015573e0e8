/**
 * A brand's page in the Link health section (`?edit=<brand id>`): its checks and hops
 * (link-health-panel.tsx) for the roles that do not edit brands (an analyst reads here what
 * the brand form's tab shows), with 'Back to Link health' keeping the list's view.
 */
import { useSearchParams } from 'react-router-dom'
import { FormLoadError, FormLoading, EditFormHeader, type RowFormProps } from '../components/form'
import { listHref } from '../components/edit-links'
import { useBrandHealth } from './api/get-brand-health'
import { LinkHealthPanel } from './link-health-panel'
import { linkHealthSection } from './section'

export function BrandChecks({ id, canWrite }: RowFormProps) {
  const [params] = useSearchParams()
  const health = useBrandHealth(id)
  const listTo = listHref(params)
  if (health.isPending) return <FormLoading label="Loading the brand" rows={4} />
  if (health.isError) {
    return (
      <FormLoadError
        what="The brand"
        sectionLabel={linkHealthSection.label}
        listTo={listTo}
        error={health.error}
        retry={() => void health.refetch()}
      />
    )
  }
  const brand = health.data
  if (!brand) {
    return (
      <div className="space-y-4">
        <EditFormHeader
          listTo={listTo}
          sectionLabel={linkHealthSection.label}
          title="Brand not found"
          note="It may have been deleted. Go back to the list to see the brands there are."
        />
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <EditFormHeader
        listTo={listTo}
        sectionLabel={linkHealthSection.label}
        title={brand.brand_name}
        note={`${brand.market_name}${brand.is_active ? '' : ' · Inactive'}`}
      />
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <LinkHealthPanel
          brandId={brand.brand_id}
          brandName={brand.brand_name}
          canCheck={canWrite}
        />
      </div>
    </div>
  )
}

/**
 * /admin/brands: the form when the URL names a brand (`?edit=<id>`, `?edit=new`);
 * otherwise, for now, only the way to a new brand (the list comes with the list's branch).
 */
import { Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM, formHref, NEW_ROW } from '../components/edit-links'
import { adminSections } from '../sections'
import { BrandForm } from './brand-form'

export function BrandsPage() {
  const { canWrite } = useSectionAccess('brands')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.brands.label}
      description="The casinos ranked per country: their cards, reviews and affiliate links."
    >
      {editing ? (
        <BrandForm key={editing} id={editing} canWrite={canWrite} />
      ) : canWrite ? (
        <Link to={formHref(params, NEW_ROW)} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New brand
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">No brands to show.</p>
      )}
    </AdminPage>
  )
}

/**
 * /admin/postbacks: two tabs, the sources (admins write, analysts read; `?edit=` opens the
 * form) and the postback log (`?view=log`, `?postback=<id>` opens one request).
 */
import { Link, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM } from '../components/edit-links'
import { adminSections } from '../sections'
import { PostbackDetail } from './postback-detail'
import { PostbackLogTable } from './postback-log-table'
import { SourceForm } from './source-form'
import { SourcesTable } from './sources-table'

const VIEW_PARAM = 'view'

export function PostbacksPage() {
  const { canWrite } = useSectionAccess('postbacks')
  const [params] = useSearchParams()
  const log = params.get(VIEW_PARAM) === 'log'
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.postbacks.label}
      description="Affiliate networks report conversions to the postback function; each source is one network, and the log keeps every request with its outcome."
    >
      {editing && !log ? null : (
        <nav aria-label="Postbacks views" className="flex gap-1 border-b">
          <ViewLink to="?" current={!log}>
            Sources
          </ViewLink>
          <ViewLink to={`?${VIEW_PARAM}=log`} current={log}>
            Postback log
          </ViewLink>
        </nav>
      )}
      {log ? (
        <>
          <PostbackLogTable />
          <PostbackDetail />
        </>
      ) : editing ? (
        <SourceForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <SourcesTable canWrite={canWrite} />
      )}
    </AdminPage>
  )
}

function ViewLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
        current
          ? 'border-primary text-foreground'
          : 'border-transparent text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </Link>
  )
}

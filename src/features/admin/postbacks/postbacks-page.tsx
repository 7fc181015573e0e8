/**
 * /admin/postbacks: two tabs, the sources (admins write, analysts read; `?edit=` opens the
 * form) and the postback log (`?view=log`, `?postback=<id>` opens one request).
 */
import { Link, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { EDIT_PARAM } from '../components/edit-links'
import { SectionPage } from '../components/section-page'
import { PostbackDetail } from './postback-detail'
import { PostbackLogTable } from './postback-log-table'
import { postbacksSection } from './section'
import { SourceForm } from './source-form'
import { SourcesTable } from './sources-table'

const VIEW_PARAM = 'view'

export function PostbacksPage() {
  return <SectionPage section={postbacksSection} content={PostbacksViews} />
}

function PostbacksViews({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const log = params.get(VIEW_PARAM) === 'log'
  const editing = params.get(EDIT_PARAM)
  return (
    <>
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
    </>
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

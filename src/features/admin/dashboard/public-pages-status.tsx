/**
 * The dashboard's "Public pages" card: when the prerendered HTML (what crawlers read) was
 * built and how many content changes it misses, and for editors and admins 'Rebuild public
 * pages' through the deploy hook, or how to rebuild when no hook is set.
 */
import { useMutation } from '@tanstack/react-query'
import { AlertCircle, RefreshCw, RotateCw } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { describeError, notifyError, notifySuccess } from '../components/form'
import { exactTime } from '../components/time-ago'
import { rebuildMessage, rebuildPublicPages } from './api/rebuild-public-pages'
import { useBuildStatus } from './use-build-status'
import {
  NO_BUILD_RECORDED,
  NOT_PRERENDERED_IN_DEVELOPMENT,
  publicPagesSummary,
} from './public-pages-summary'

/** `canWrite`: the dashboard's write roles (the section registry), who may rebuild. */
export function PublicPagesStatus({ canWrite }: { canWrite: boolean }) {
  const { info, changes, hook } = useBuildStatus(canWrite)
  const rebuild = useMutation({
    mutationFn: rebuildPublicPages,
    onSuccess: (result) => {
      if (result.outcome === 'started') notifySuccess(rebuildMessage(result))
      else toast.error(rebuildMessage(result))
    },
    onError: (error) => notifyError(error, 'Could not ask for a rebuild'),
  })

  const build = info.data ?? null
  return (
    <section
      aria-labelledby="public-pages-heading"
      className="space-y-3 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <h2 id="public-pages-heading" className="text-sm font-semibold">
        Public pages
      </h2>
      {info.isPending ? (
        <Skeleton className="h-5 w-72 max-w-full" />
      ) : info.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          <span>The build record could not be read: {describeError(info.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void info.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : build ? (
        <p className="text-sm">
          <span className="font-medium">
            {publicPagesSummary(build, changes.isSuccess ? changes.data : null)}
          </span>{' '}
          <span className="text-muted-foreground">
            (<time dateTime={build.builtAt}>{exactTime(build.builtAt)}</time>)
          </span>
          {changes.isError ? (
            <span className="block text-destructive">
              The changes since could not be counted: {describeError(changes.error)}
            </span>
          ) : null}
        </p>
      ) : (
        <p className="text-sm">
          {import.meta.env.DEV ? NOT_PRERENDERED_IN_DEVELOPMENT : NO_BUILD_RECORDED}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Visitors always load fresh data; the prerendered HTML that search engines read changes only
        with the next build.
      </p>
      {canWrite && hook.isSuccess ? (
        hook.data ? (
          <Button
            variant="outline"
            size="sm"
            disabled={rebuild.isPending}
            onClick={() => rebuild.mutate()}
          >
            <RefreshCw aria-hidden="true" />
            {rebuild.isPending ? 'Asking for a rebuild...' : 'Rebuild public pages'}
          </Button>
        ) : (
          <p className="text-sm">
            No deploy hook is set (site setting <code>deploy_hook_url</code>): rebuild with{' '}
            <code className="whitespace-nowrap rounded bg-muted px-1 py-0.5">npm run build</code>{' '}
            and deploy the output.
          </p>
        )
      ) : canWrite && hook.isError ? (
        <p className="text-sm text-destructive">
          Could not check for a deploy hook: {describeError(hook.error)}
        </p>
      ) : null}
    </section>
  )
}

/**
 * 'Saved views': a page's state saved by name and opened again (react-admin's saved queries,
 * Directus' bookmarks). The menu saves what the page shows now, lists the caller's views and
 * the views other staff share (with their owner), and opens one; 'Manage my views…' renames,
 * deletes and, where the page is Analytics, emails them on a schedule. Analytics and every
 * workbench list put it in their toolbar; what a view holds is the page's URL state
 * (view-state.ts), so opening one is the page's own `onOpen` writing it back.
 *
 * @example
 * <SavedViewsMenu section={analyticsSection} params={viewParamsOf(searchParams)}
 *   onOpen={(view) => setSearchParams(view.state.params)} emailable />
 */
import { useQueryClient } from '@tanstack/react-query'
import { Bookmark, ChevronDown, Mail, Plus, Settings2, Users } from 'lucide-react'
import { useContext, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { StaffRole } from '../../auth/roles'
import { AuthContext } from '../../auth/auth-context'
import { ConfirmDialog, notifyError, notifySuccess } from '../form'
import { MenuRetry } from '../menu-retry'
import { useStaffDirectory } from './api/get-staff-directory'
import { useSavedViews, type SavedView } from './api/list-saved-views'
import { deleteSchedule, saveSchedule } from './api/report-schedule'
import { createView, deleteView, updateView } from './api/save-view'
import { savedViewKeys } from './keys'
import { ManageViewsDialog } from './manage-views-dialog'
import { SaveViewDialog } from './save-view-dialog'
import { ScheduleDialog } from './schedule-dialog'
import { frequencyOf } from './schedule-schema'
import { sameParams, type ViewParams } from './view-state'

export type SavedViewsMenuProps = {
  /** The section's key (saved_views.section) and the roles that read it. */
  section: { key: string; read: readonly StaffRole[] }
  /** A list's name, when the page shows one of several lists: its views are its own. */
  list?: string
  /** What the page shows now, as the URL parameters that restore it. */
  params: ViewParams
  /** Restores a view's state on the page (writes its parameters to the URL). */
  onOpen: (view: SavedView) => void
  /** Views of this page can be emailed as reports (Analytics). */
  emailable?: boolean
}

type Dialog =
  | { kind: 'save' }
  | { kind: 'manage' }
  | { kind: 'rename'; view: SavedView }
  | { kind: 'email'; view: SavedView }
  | { kind: 'delete'; view: SavedView }

export function SavedViewsMenu({
  section,
  list,
  params,
  onOpen,
  emailable = false,
}: SavedViewsMenuProps) {
  // Outside the admin's auth provider (a page rendered alone), every view is someone else's.
  const userId = useContext(AuthContext)?.user?.id
  const queryClient = useQueryClient()
  const query = useSavedViews(section.key)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const views = (query.data ?? []).filter((view) => view.state.list === list)
  const mine = views.filter((view) => view.owner_id === userId)
  const shared = views.filter((view) => view.owner_id !== userId)
  const staff = useStaffDirectory(shared.length > 0)
  const ownerName = (view: SavedView) =>
    staff.data?.find((member) => member.id === view.owner_id)?.name ?? 'a colleague'
  const current = views.find((view) => sameParams(view.state.params, params))
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: savedViewKeys.section(section.key) })
  const close = () => setDialog(null)

  const open = (view: SavedView) => {
    onOpen(view)
    notifySuccess(`Opened “${view.name}”.`)
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="max-w-full">
            <Bookmark aria-hidden="true" />
            <span className="truncate">
              {current ? (
                <>
                  <span className="sr-only">Saved views: </span>
                  {current.name}
                </>
              ) : (
                'Saved views'
              )}
            </span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)]">
          <DropdownMenuItem onSelect={() => setDialog({ kind: 'save' })}>
            <Plus aria-hidden="true" />
            Save view…
          </DropdownMenuItem>
          {emailable && current && current.owner_id === userId ? (
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'email', view: current })}>
              <Mail aria-hidden="true" />
              Email this view…
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          {query.isPending ? (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
              Loading saved views...
            </p>
          ) : query.isError ? (
            <MenuRetry what="saved views" onRetry={() => void query.refetch()} />
          ) : views.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">No saved views yet</p>
          ) : (
            <>
              {mine.length > 0 ? (
                <DropdownMenuGroup>
                  <DropdownMenuLabel>My views</DropdownMenuLabel>
                  {mine.map((view) => (
                    <DropdownMenuItem key={view.id} onSelect={() => open(view)}>
                      <span className="min-w-0 flex-1 truncate">{view.name}</span>
                      {view.shared ? (
                        <Users aria-label="Shared" className="text-muted-foreground" />
                      ) : null}
                      {view.schedule ? (
                        <Mail
                          aria-label={`Emailed ${frequencyOf(view.schedule.frequency).label.toLowerCase()}`}
                          className="text-muted-foreground"
                        />
                      ) : null}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuGroup>
              ) : null}
              {shared.length > 0 ? (
                <DropdownMenuGroup>
                  <DropdownMenuLabel>Shared views</DropdownMenuLabel>
                  {shared.map((view) => (
                    <DropdownMenuItem key={view.id} onSelect={() => open(view)}>
                      <span className="min-w-0 flex-1 truncate">{view.name}</span>{' '}
                      <span className="shrink-0 text-xs text-muted-foreground">
                        by {ownerName(view)}
                      </span>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuGroup>
              ) : null}
            </>
          )}
          {mine.length > 0 ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setDialog({ kind: 'manage' })}>
                <Settings2 aria-hidden="true" />
                Manage my views…
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>

      {dialog?.kind === 'save' ? (
        <SaveViewDialog
          onClose={close}
          onSave={async (values) => {
            await createView({
              section: section.key,
              name: values.name,
              shared: values.shared,
              state: list === undefined ? { params } : { params, list },
            })
            notifySuccess(`Saved “${values.name}”.`)
            await refresh()
          }}
        />
      ) : null}
      {dialog?.kind === 'manage' ? (
        <ManageViewsDialog
          views={mine}
          emailable={emailable}
          onClose={close}
          onOpen={(view) => {
            close()
            open(view)
          }}
          onRename={(view) => setDialog({ kind: 'rename', view })}
          onEmail={(view) => setDialog({ kind: 'email', view })}
          onDelete={(view) => setDialog({ kind: 'delete', view })}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <SaveViewDialog
          rename
          initial={{ name: dialog.view.name, shared: dialog.view.shared }}
          onClose={close}
          onSave={async (values) => {
            await updateView(dialog.view.id, values)
            notifySuccess(`Saved “${values.name}”.`)
            await refresh()
          }}
        />
      ) : null}
      {dialog?.kind === 'email' ? (
        <ScheduleDialog
          viewName={dialog.view.name}
          schedule={dialog.view.schedule}
          readRoles={section.read}
          onClose={close}
          onSave={async (values) => {
            await saveSchedule(dialog.view.id, dialog.view.schedule?.id ?? null, values)
            notifySuccess(
              `“${dialog.view.name}” will be emailed ${frequencyOf(values.frequency).label.toLowerCase()}.`,
            )
            await refresh()
          }}
          onStop={async () => {
            if (!dialog.view.schedule) return
            await deleteSchedule(dialog.view.schedule.id)
            notifySuccess(`Stopped emailing “${dialog.view.name}”.`)
            await refresh()
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={dialog?.kind === 'delete' ? `Delete “${dialog.view.name}”?` : 'Delete view?'}
        description={
          dialog?.kind === 'delete' && dialog.view.shared
            ? 'The view goes for everyone it is shared with, and so does its email schedule.'
            : 'The view goes, and so does its email schedule, if it has one.'
        }
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return
          try {
            await deleteView(dialog.view.id)
            notifySuccess(`Deleted “${dialog.view.name}”.`)
            await refresh()
          } catch (error) {
            notifyError(error, 'Could not delete the view')
          }
        }}
      />
    </>
  )
}

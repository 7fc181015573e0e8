/**
 * 'Manage my views…': the caller's views of the page, each with whether it is shared and its
 * email schedule (how often, when next, the last failure), and its Open, Rename, Email and
 * Delete buttons.
 */
import { ExternalLink, Mail, Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/badge'
import { DialogFrame } from '../form'
import type { SavedView } from './api/list-saved-views'
import { scheduleText } from './schedule-schema'

export function ManageViewsDialog({
  views,
  emailable,
  onOpen,
  onRename,
  onEmail,
  onDelete,
  onClose,
}: {
  views: readonly SavedView[]
  emailable: boolean
  onOpen: (view: SavedView) => void
  onRename: (view: SavedView) => void
  onEmail: (view: SavedView) => void
  onDelete: (view: SavedView) => void
  onClose: () => void
}) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="My saved views"
      description={
        emailable
          ? 'Open, rename, email on a schedule or delete the views you saved here.'
          : 'Open, rename or delete the views you saved here.'
      }
      className="sm:max-w-xl"
    >
      <ul className="max-h-[60dvh] divide-y overflow-y-auto" aria-label="My saved views">
        {views.map((view) => (
          <li key={view.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words font-medium">{view.name}</span>
              {view.shared ? <Badge variant="secondary">Shared</Badge> : null}
            </div>
            {view.schedule ? (
              <p className="text-sm text-muted-foreground">
                {scheduleText(view.schedule)}
                {view.schedule.last_error ? (
                  <span className="block text-destructive">
                    The last email failed: {view.schedule.last_error}
                  </span>
                ) : null}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onOpen(view)}>
                <ExternalLink aria-hidden="true" />
                Open<span className="sr-only"> {view.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => onRename(view)}>
                <Pencil aria-hidden="true" />
                Rename<span className="sr-only"> {view.name}</span>
              </Button>
              {emailable ? (
                <Button size="sm" variant="outline" onClick={() => onEmail(view)}>
                  <Mail aria-hidden="true" />
                  {view.schedule ? 'Email schedule' : 'Email…'}
                  <span className="sr-only"> {view.name}</span>
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => onDelete(view)}>
                <Trash2 aria-hidden="true" />
                Delete<span className="sr-only"> {view.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </DialogFrame>
  )
}

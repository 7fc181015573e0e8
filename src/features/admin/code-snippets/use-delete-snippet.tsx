/**
 * Deleting a snippet after a 'Delete' confirmation. No Undo: the restore function covers the
 * content tables only, and the audit log keeps the deleted snippet's code.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog, notifyError, notifySuccess } from '../components/form'
import { deleteSnippet } from './api/snippet'
import { snippetKeys } from './keys'

type Target = { id: string; name: string }

export function useDeleteSnippet({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<Target | null>(null)
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : setTarget(null))}
      title={target ? `Delete ${target.name}?` : 'Delete snippet?'}
      description="The snippet leaves the public pages at the next build (Rebuild public pages)."
      onConfirm={async () => {
        if (!target) return
        try {
          await deleteSnippet(target.id)
          queryClient.removeQueries({ queryKey: snippetKeys.detail(target.id) })
          await queryClient.invalidateQueries({ queryKey: snippetKeys.all })
          notifySuccess(`Deleted ${target.name}.`)
          onDeleted?.()
        } catch (error) {
          notifyError(error, 'Could not delete the snippet')
        }
      }}
    />
  )
  return { requestDelete: setTarget, dialog }
}

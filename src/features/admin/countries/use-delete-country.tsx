/**
 * Deleting a country, in the workbench's order: the dependency check (a country with
 * brands or pages is refused with the spec's message), the 'Delete' confirmation dialog,
 * the delete, and a toast offering Undo for its 5 seconds (the database puts the row back
 * as it was, created_at included).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog, notifyError, notifyUndoable, restoreDeleted } from '../components/form'
import {
  DEPENDENCY_CHECK_FAILED,
  deleteCountry,
  dependencyMessage,
  getCountryDependencies,
} from './api/delete-country'
import { countryKeys } from './keys'

type Target = { id: string; name: string }

export function useDeleteCountry({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<Target | null>(null)
  const [checking, setChecking] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: countryKeys.all })

  async function requestDelete(country: Target) {
    setChecking(true)
    try {
      const dependencies = await getCountryDependencies(country.id)
      if (dependencies.brands > 0 || dependencies.pages > 0) {
        toast.error(dependencyMessage(country.name, dependencies))
        return
      }
      setTarget(country)
    } catch {
      toast.error(DEPENDENCY_CHECK_FAILED)
    } finally {
      setChecking(false)
    }
  }

  async function confirmDelete() {
    if (!target) return
    try {
      const row = await deleteCountry(target.id)
      queryClient.removeQueries({ queryKey: countryKeys.detail(target.id) })
      await refresh()
      onDeleted?.()
      notifyUndoable(`Deleted ${row.name}.`, async () => {
        await restoreDeleted('countries', row.id)
        await refresh()
      })
    } catch (error) {
      notifyError(error, `Could not delete ${target.name}`)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null)
      }}
      title={target ? `Delete ${target.name}?` : 'Delete country?'}
      description="The country disappears from the site. You can undo this for a few seconds."
      confirmLabel="Delete"
      onConfirm={confirmDelete}
    />
  )

  return { requestDelete, checking, dialog }
}

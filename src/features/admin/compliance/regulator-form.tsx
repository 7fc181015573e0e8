/**
 * The regulator form: 'Name', 'Code', 'Register URL'. Validated by regulator-schema.ts (the
 * table's constraints), database refusals shown on their field (a code already used),
 * unsaved changes guarded, a save over someone else's newer version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { loadedRowForm, RowFormFrame, TextField, useRowForm } from '../components/form'
import { regulatorRows, type RegulatorRow } from './api/regulator-rows'
import { emptyRegulator, regulatorSchema } from './regulator-schema'
import { useDeleteRegulator } from './use-delete-regulator'

function RegulatorFormBody({ row, canWrite }: { row: RegulatorRow | null; canWrite: boolean }) {
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(regulatorSchema),
    emptyValues: emptyRegulator,
    rows: regulatorRows,
  })
  const { form, backToList } = rowForm
  const deletion = useDeleteRegulator({ onDeleted: backToList })

  return (
    <RowFormFrame rowForm={rowForm} deletion={deletion} className="max-w-3xl">
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        description="As the review pages show it: 'UK Gambling Commission'."
      />
      <TextField
        form={form}
        name="code"
        label="Code"
        autoComplete="off"
        spellCheck={false}
        description="A short unique code: lower-case letters, digits and hyphens ('ukgc')."
      />
      <TextField
        form={form}
        name="register_url"
        label="Register URL"
        type="url"
        autoComplete="off"
        spellCheck={false}
        className="md:col-span-2"
        description="The regulator's public register of licences, where staff check a brand's licence."
      />
    </RowFormFrame>
  )
}

export const RegulatorForm = loadedRowForm(
  { rows: regulatorRows, loadingRows: 3 },
  RegulatorFormBody,
)

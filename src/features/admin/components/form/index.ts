/** The workbench's form parts: import from here. */
export { CheckboxField, Field, NumberField, SelectField, TextareaField, TextField } from './field'
export { ConfirmDialog, DialogActions, DialogFrame, FormDialog, FormDialogFooter } from './dialogs'
export { ConflictError, isConflictError, type VersionedRow } from './conflict'
export {
  describeError,
  fieldErrorFor,
  type ConstraintFields,
  type FieldError,
} from './database-errors'
export { notifyError, notifySuccess, notifyUndoable } from './notify'
export { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesGuard } from './use-unsaved-changes-guard'
export {
  charLength,
  INT4_MAX,
  INT4_MIN,
  optionalText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPair,
  requiredText,
  slug,
  SLUG_MAX,
  SLUG_PATTERN,
  slugify,
  sortOrder,
} from './schema-rules'
export { ActiveField, DescriptionField, SlugField, SortOrderField } from './row-fields'
export { PasswordFields, type PasswordPairValues } from './password-fields'
export { FormAlert } from './form-alert'
export {
  deleteWithConfirm,
  deleteWithUndo,
  type DeleteFlow,
  type DeleteTarget,
  type DeleteWithUndoOptions,
} from './use-delete-with-undo'
export {
  EditFormHeader,
  FormActions,
  FormLoadError,
  FormLoading,
  SaveAlerts,
} from './edit-form-chrome'
export { useSaveFlow } from './use-save-flow'
export { RowFormLoader } from './row-form-loader'
export { loadedRowForm, type RowFormProps } from './loaded-row-form'
export { useRowForm, type FormRows, type RowQuery } from './use-row-form'
export { useSlugProposal } from './use-slug-proposal'
export { RowFormFrame } from './row-form-frame'

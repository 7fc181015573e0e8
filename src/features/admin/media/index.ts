export { MediaPage } from './media-page'
export { MediaPickerDialog } from './media-picker-dialog'

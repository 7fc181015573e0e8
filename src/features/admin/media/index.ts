export { MediaPage } from './media-page'
export { MediaPickerDialog } from './media-picker-dialog'
export { MEDIA_BUCKET } from './media-row'

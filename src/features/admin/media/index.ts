export { MediaPage } from './media-page'
export { MediaPickerDialog } from './media-picker-dialog'
export { MEDIA_BUCKET } from './api/media'
export {
  bucketRulesQuery,
  describeTypes,
  formatBytes,
  refusalOf,
  type BucketRules,
} from './upload/bucket-rules'

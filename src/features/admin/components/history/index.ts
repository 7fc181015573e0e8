/** The workbench's change history of a row: import from here. */
export { historyKeys } from './api/get-history'
export { RecordHistory } from './record-history'

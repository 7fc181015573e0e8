/** The workbench's change history of a row: import from here. */
export { historyKeys } from './keys'
export { RecordHistory } from './record-history'

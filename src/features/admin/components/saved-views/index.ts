/** Saved views: the workbench's menu, for Analytics and every list. */
export { SavedViewsMenu, type SavedViewsMenuProps } from './saved-views-menu'
export { SAVED_VIEW_PARAM, viewParamsOf, type ViewParams } from './view-state'
export type { SavedView } from './api/list-saved-views'

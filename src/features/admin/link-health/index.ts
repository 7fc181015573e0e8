/** What other admin sections use of Link health: the brand form's tab. */
export { LinkHealthPanel, type LinkHealthPanelProps } from './link-health-panel'
export { LINK_HEALTH_TAB } from './link-state'

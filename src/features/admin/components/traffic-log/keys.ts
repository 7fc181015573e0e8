/** Query keys of what the click and session logs share: invalidate only through these. */
export const trafficLogKeys = {
  all: ['admin', 'traffic-log'] as const,
  filterOptions: () => [...trafficLogKeys.all, 'filter-options'] as const,
}

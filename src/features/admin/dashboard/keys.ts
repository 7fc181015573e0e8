/** Query keys of the admin dashboard: invalidate only through these. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stat: (id: string) => [...dashboardKeys.all, 'stat', id] as const,
}

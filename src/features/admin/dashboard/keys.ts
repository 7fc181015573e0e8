/** Query keys of the admin dashboard: invalidate only through these. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stat: (id: string) => [...dashboardKeys.all, 'stat', id] as const,
  latestClicks: () => [...dashboardKeys.all, 'latest-clicks'] as const,
  build: () => [...dashboardKeys.all, 'build'] as const,
  buildInfo: () => [...dashboardKeys.build(), 'info'] as const,
  changesSince: (builtAt: string) => [...dashboardKeys.build(), 'changes', builtAt] as const,
  hookConfigured: () => [...dashboardKeys.build(), 'hook'] as const,
  expiringLicences: () => [...dashboardKeys.all, 'expiring-licences'] as const,
}

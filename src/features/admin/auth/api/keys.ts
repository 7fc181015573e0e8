/** Query keys of the admin auth feature: invalidate only through these. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
}

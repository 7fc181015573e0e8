/** Query keys of saved views and their report schedules: invalidate only through these. */
export const savedViewKeys = {
  all: ['admin', 'saved-views'] as const,
  /** The views of a section (a list's among them, by the list's name) the caller sees. */
  section: (section: string) => [...savedViewKeys.all, 'section', section] as const,
  /** Every active staff member's name and email. */
  staff: () => [...savedViewKeys.all, 'staff'] as const,
}

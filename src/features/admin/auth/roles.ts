/**
 * Staff roles (DESIGN.md section 2). Which role may read or write which admin section is
 * part of the section registry (../sections.ts: `can`); the database's RLS policies
 * enforce the same split.
 */
export const STAFF_ROLES = ['admin', 'editor', 'analyst'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole)
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  analyst: 'Analyst',
}

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Full access to every section, staff and settings.',
  editor: 'Manages content: countries, brands, pages, categories, media and uploads.',
  analyst: 'Reads the dashboard, analytics, incoming and outgoing clicks and postbacks.',
}

/**
 * Staff roles and the admin sections each may use (DESIGN.md section 2). The database's
 * RLS policies enforce the same split; this map only decides what the shell shows and
 * which URLs it refuses, so a role never lands on a page whose data it cannot read.
 */
import type { AdminSectionKey } from '@/config/paths'

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

const EDITOR_SECTIONS: readonly AdminSectionKey[] = [
  'dashboard',
  'countries',
  'brands',
  'pages',
  'categories',
  'media',
  'uploads',
]

const ANALYST_SECTIONS: readonly AdminSectionKey[] = [
  'dashboard',
  'analytics',
  'incoming',
  'clickLog',
  'postbacks',
]

/** Users, code snippets, test postback and settings are the admin's alone. */
export function canUseSection(role: StaffRole | null | undefined, section: AdminSectionKey) {
  switch (role) {
    case 'admin':
      return true
    case 'editor':
      return EDITOR_SECTIONS.includes(section)
    case 'analyst':
      return ANALYST_SECTIONS.includes(section)
    default:
      return false
  }
}

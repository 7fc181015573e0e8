/**
 * The one registry of admin sections (DESIGN.md section 1): each section's definition
 * (<section>/section.ts, shaped by section-definition.ts), in sidebar order. Everything the
 * admin knows about a section is derived from it: the route and its lazy page
 * (app/pages/admin/root.tsx), the sidebar and the phone sheet (layout/admin-nav.tsx), the
 * guards (the per-section 403 and read-only mode, auth/require-section.tsx and
 * auth/use-section-access.ts), the dashboard's tiles and figures, the page title in the top
 * bar and the browser tab, the audit log's tables and their names, the Undo of a delete and
 * the forms' way back. A catalog test (tests/integration/db/section-registry.test.ts) holds
 * the database's audit triggers and restore allow-list to it.
 *
 * Adding a section is its folder with a section.ts, and one line below.
 *
 * Only the admin area imports this file: the public entry knows just /admin/* and the login
 * path (config/paths.ts), so no label, icon or page loader reaches a visitor's first load.
 *
 * Access follows DESIGN.md section 2, per role and section, for reading and for writing.
 * The database's RLS policies enforce the same split; this table decides what the admin
 * shows (menus, routes, write controls), so a role never lands on a page whose data it
 * cannot read, nor sees a button whose request would be refused.
 */
import { createContext, useContext } from 'react'
import { paths } from '@/config/paths'
import { alertsSection } from './alerts/section'
import { analyticsSection } from './analytics/section'
import { auditLogSection } from './audit-log/section'
import type { StaffRole } from './auth/roles'
import { brandsSection } from './brands/section'
import { categoriesSection } from './categories/section'
import { clickLogSection } from './click-log/section'
import { codeSnippetsSection } from './code-snippets/section'
import { complianceSection } from './compliance/section'
import { ADMIN_PROFILE_PATH } from './constants'
import { countriesSection } from './countries/section'
import { dashboardSection } from './dashboard/section'
import { incomingSection } from './incoming/section'
import { linkHealthSection } from './link-health/section'
import { mediaSection } from './media/section'
import { pagesSection } from './pages/section'
import { postbacksSection, testPostbackSection } from './postbacks/section'
import type { AdminSection, SectionAction, TableName } from './section-definition'
import { settingsSection } from './settings/section'
import { uploadsSection } from './uploads/section'
import { usersSection } from './users/section'

export type { AdminSection, SectionAction } from './section-definition'

/**
 * The sections by key, in the sidebar's order (SPEC.md section 2), then Compliance (#26),
 * Link health and Alerts (#28) and the Audit log.
 */
export const adminSections = {
  dashboard: dashboardSection,
  countries: countriesSection,
  brands: brandsSection,
  pages: pagesSection,
  categories: categoriesSection,
  users: usersSection,
  media: mediaSection,
  uploads: uploadsSection,
  analytics: analyticsSection,
  incoming: incomingSection,
  clickLog: clickLogSection,
  codeSnippets: codeSnippetsSection,
  postbacks: postbacksSection,
  testPostback: testPostbackSection,
  settings: settingsSection,
  compliance: complianceSection,
  linkHealth: linkHealthSection,
  alerts: alertsSection,
  auditLog: auditLogSection,
} as const

export type AdminSectionKey = keyof typeof adminSections

/** Every section, in sidebar order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = Object.values(adminSections)

/**
 * The sections the admin renders: the registry, unless a test provides another list (a
 * section added for the test), which the routes, the sidebar, the title and the audit log
 * then all follow.
 */
export const AdminSectionsContext = createContext<readonly AdminSection[]>(ADMIN_SECTIONS)

export function useAdminSections(): readonly AdminSection[] {
  return useContext(AdminSectionsContext)
}

/** Where the admin starts (/admin redirects here, the logo and the 403 screen link here). */
export const HOME_SECTION = adminSections.dashboard

/** The staff member's own page, beside the sections (every staff role, no sidebar entry). */
export const PROFILE_PAGE = { path: ADMIN_PROFILE_PATH, label: 'Profile' } as const

/** A path inside the admin area as a route under /admin/*: '/admin/click-log' -> 'click-log'. */
export function adminRoutePath(path: string): string {
  return path.slice(paths.admin.root.path.length + 1)
}

/**
 * May `role` read or write `section`? The one question menus, routes and buttons ask
 * (Refine's `can({ resource, action })`). No role, no access.
 */
export function can(
  role: StaffRole | null | undefined,
  section: AdminSectionKey | AdminSection,
  action: SectionAction = 'read',
): boolean {
  if (!role) return false
  const definition: AdminSection = typeof section === 'string' ? adminSections[section] : section
  return definition[action].includes(role)
}

/** The sections `role` may read (or write), in sidebar order. */
export function sectionsFor(
  role: StaffRole | null | undefined,
  action: SectionAction = 'read',
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): AdminSection[] {
  return sections.filter((section) => can(role, section, action))
}

/** The section a pathname belongs to (/admin/brands/12 -> brands), if any. */
export function sectionForPath(
  pathname: string,
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): AdminSection | undefined {
  return sections.find(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  )
}

/** The title of the admin page at `pathname`: the top bar and the browser tab. */
export function pageTitleForPath(
  pathname: string,
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): string {
  if (pathname === PROFILE_PAGE.path) return PROFILE_PAGE.label
  return sectionForPath(pathname, sections)?.label ?? 'Admin'
}

/** An audited table as the audit log shows it. */
export type AuditedTable = {
  name: TableName
  /** The name staff know it by ('Users (staff)'). */
  label: string
  /** The section whose edit form opens its rows (`?edit=<id>`), when the log links them. */
  editedIn?: AdminSection
}

/** Every audited table of `sections`, in sidebar order: a section's own table, then the others. */
export function auditedTables(
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): readonly AuditedTable[] {
  return sections.flatMap((section) =>
    [section.table, ...(section.relatedTables ?? [])].flatMap((table) =>
      table?.audit === undefined
        ? []
        : [
            {
              name: table.name,
              label: table.audit,
              editedIn: table === section.table && section.table.auditLinks ? section : undefined,
            },
          ],
    ),
  )
}

/** The tables whose deleted rows the Undo of a delete puts back. */
export function restorableTables(sections: readonly AdminSection[] = ADMIN_SECTIONS): TableName[] {
  return sections.flatMap((section) =>
    [section.table, ...(section.relatedTables ?? [])].flatMap((table) =>
      table?.restorable ? [table.name] : [],
    ),
  )
}

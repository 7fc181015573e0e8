/**
 * The one registry of admin sections (DESIGN.md section 1). Everything the admin knows
 * about a section is derived from its entry here: the route (src/app/pages/admin/root.tsx),
 * the sidebar and the phone sheet (layout/admin-nav.tsx), the guards (the per-section 403
 * and read-only mode, auth/require-section.tsx and auth/use-section-access.ts), the
 * dashboard's tiles and figures, and the page title in the top bar and the browser tab.
 *
 * Adding a section is one entry below and one page module, src/app/pages/admin/<slug>.tsx
 * with a default export (the entry's lazy page: app/pages/admin/section.tsx loads it by
 * its slug, because features may not import the app layer), plus the feature's folder.
 *
 * Only the admin area imports this file: the public entry knows just /admin/* and the login
 * path (config/paths.ts), so no label, icon or page loader reaches a visitor's first load.
 *
 * Access follows DESIGN.md section 2, per role and section, for reading and for writing.
 * The database's RLS policies enforce the same split; this table decides what the admin
 * shows (menus, routes, write controls), so a role never lands on a page whose data it
 * cannot read, nor sees a button whose request would be refused.
 */
import {
  ArrowDownToLine,
  ArrowUpRight,
  ChartColumn,
  Code,
  FileText,
  FlaskConical,
  Gem,
  Globe,
  History,
  Image,
  LayoutDashboard,
  Settings,
  Tags,
  Upload,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '@/config/paths'
import { STAFF_ROLES, type StaffRole } from './auth/roles'
import { ADMIN_PROFILE_PATH } from './constants'

export type SectionAction = 'read' | 'write'

type SectionDefinition = {
  /** Stable id for code: `useSectionAccess('clickLog')`. */
  key: string
  /** The URL segment: /admin/<slug>. Also the page module's name, app/pages/admin/<slug>.tsx. */
  slug: string
  /** The sidebar label, the page heading and the title (SPEC.md section 2). */
  label: string
  icon: LucideIcon
  /** Roles that may open the section. */
  read: readonly StaffRole[]
  /** Roles that may change what it shows; every one of them may also read it. */
  write: readonly StaffRole[]
}

const EVERY_STAFF_ROLE = STAFF_ROLES
/** Content: the catalog and the site's pages and files, managed by editors. */
const CONTENT = ['admin', 'editor'] as const satisfies readonly StaffRole[]
/** Traffic and revenue: analysts read them, only admins change anything there. */
const TRAFFIC = ['admin', 'analyst'] as const satisfies readonly StaffRole[]
const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[]

/** The sidebar, in the order of SPEC.md section 2. */
const DEFINITIONS = [
  {
    key: 'dashboard',
    slug: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    read: EVERY_STAFF_ROLE,
    // Writing here is 'Rebuild public pages': editors need it after a catalog change.
    write: CONTENT,
  },
  {
    key: 'countries',
    slug: 'countries',
    label: 'Countries',
    icon: Globe,
    read: CONTENT,
    write: CONTENT,
  },
  { key: 'brands', slug: 'brands', label: 'Brands', icon: Gem, read: CONTENT, write: CONTENT },
  { key: 'pages', slug: 'pages', label: 'Pages', icon: FileText, read: CONTENT, write: CONTENT },
  {
    key: 'categories',
    slug: 'categories',
    label: 'Categories',
    icon: Tags,
    read: CONTENT,
    write: CONTENT,
  },
  { key: 'users', slug: 'users', label: 'Users', icon: Users, read: ADMIN_ONLY, write: ADMIN_ONLY },
  { key: 'media', slug: 'media', label: 'Media', icon: Image, read: CONTENT, write: CONTENT },
  {
    key: 'uploads',
    slug: 'uploads',
    label: 'Uploads',
    icon: Upload,
    read: CONTENT,
    write: CONTENT,
  },
  {
    key: 'analytics',
    slug: 'analytics',
    label: 'Analytics',
    icon: ChartColumn,
    read: TRAFFIC,
    write: ADMIN_ONLY,
  },
  {
    key: 'incoming',
    slug: 'incoming',
    label: 'Incoming Clicks',
    icon: ArrowDownToLine,
    read: TRAFFIC,
    write: ADMIN_ONLY,
  },
  {
    key: 'clickLog',
    slug: 'click-log',
    label: 'Outgoing Clicks',
    icon: ArrowUpRight,
    read: TRAFFIC,
    write: ADMIN_ONLY,
  },
  {
    key: 'codeSnippets',
    slug: 'code-snippets',
    label: 'Code Snippets',
    icon: Code,
    read: ADMIN_ONLY,
    write: ADMIN_ONLY,
  },
  // Analysts follow conversions; postback sources and their secrets are the admin's.
  {
    key: 'postbacks',
    slug: 'postbacks',
    label: 'Postbacks',
    icon: Webhook,
    read: TRAFFIC,
    write: ADMIN_ONLY,
  },
  {
    key: 'testPostback',
    slug: 'test-postback',
    label: 'Test Postback',
    icon: FlaskConical,
    read: ADMIN_ONLY,
    write: ADMIN_ONLY,
  },
  {
    key: 'settings',
    slug: 'settings',
    label: 'Settings',
    icon: Settings,
    read: ADMIN_ONLY,
    write: ADMIN_ONLY,
  },
  // Who changed what and when; nothing in it is changed from the admin (the triggers write it).
  {
    key: 'auditLog',
    slug: 'audit-log',
    label: 'Audit log',
    icon: History,
    read: ADMIN_ONLY,
    write: ADMIN_ONLY,
  },
] as const satisfies readonly SectionDefinition[]

export type AdminSectionKey = (typeof DEFINITIONS)[number]['key']

export type AdminSection = SectionDefinition & {
  key: AdminSectionKey
  /** /admin/<slug> */
  path: string
}

/** Every section, in sidebar order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = DEFINITIONS.map((definition) => ({
  ...definition,
  path: `${paths.admin.root.path}/${definition.slug}`,
}))

/** The sections by key: `adminSections.brands.path`. */
export const adminSections = Object.fromEntries(
  ADMIN_SECTIONS.map((section) => [section.key, section]),
) as Record<AdminSectionKey, AdminSection>

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
  section: AdminSectionKey,
  action: SectionAction = 'read',
): boolean {
  if (!role) return false
  return adminSections[section][action].includes(role)
}

/** The sections `role` may read (or write), in sidebar order. */
export function sectionsFor(
  role: StaffRole | null | undefined,
  action: SectionAction = 'read',
): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => can(role, section.key, action))
}

/** The section a pathname belongs to (/admin/brands/12 -> brands), if any. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  )
}

/** The title of the admin page at `pathname`: the top bar and the browser tab. */
export function pageTitleForPath(pathname: string): string {
  if (pathname === PROFILE_PAGE.path) return PROFILE_PAGE.label
  return sectionForPath(pathname)?.label ?? 'Admin'
}

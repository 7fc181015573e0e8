/** The sidebar's entries (SPEC.md section 2, in its order) with an icon each. */
import {
  ArrowDownToLine,
  ArrowUpRight,
  ChartColumn,
  Code,
  FileText,
  FlaskConical,
  Gem,
  Globe,
  Image,
  LayoutDashboard,
  Settings,
  Tags,
  Upload,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react'
import { adminNavigation, type AdminSectionKey } from '@/config/paths'
import { ADMIN_PROFILE_PATH } from '../constants'
import { canUseSection, type StaffRole } from '../auth/roles'

const ICONS: Record<AdminSectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  countries: Globe,
  brands: Gem,
  pages: FileText,
  categories: Tags,
  users: Users,
  media: Image,
  uploads: Upload,
  analytics: ChartColumn,
  incoming: ArrowDownToLine,
  clickLog: ArrowUpRight,
  codeSnippets: Code,
  postbacks: Webhook,
  testPostback: FlaskConical,
  settings: Settings,
}

export type AdminNavItem = (typeof adminNavigation)[number] & { icon: LucideIcon }

export const adminNavItems: AdminNavItem[] = adminNavigation.map((item) => ({
  ...item,
  icon: ICONS[item.key],
}))

/** The entries a role may use: the sidebar shows only these. */
export function navItemsForRole(role: StaffRole | null) {
  return adminNavItems.filter((item) => canUseSection(role, item.key))
}

/** The section a pathname belongs to (/admin/brands/12 -> brands), if any. */
export function sectionForPath(pathname: string): AdminNavItem | undefined {
  return adminNavItems.find(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  )
}

/** Title of the page at `pathname`, for the top bar. */
export function pageTitleForPath(pathname: string): string {
  if (pathname === ADMIN_PROFILE_PATH) return 'Profile'
  return sectionForPath(pathname)?.label ?? 'Admin'
}

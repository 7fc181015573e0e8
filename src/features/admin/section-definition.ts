/**
 * What an admin section is: the shape of the one definition each section folder exports
 * (<section>/section.ts), and `defineSection`, which checks it and adds its path. The
 * registry (sections.ts) lists the definitions in sidebar order; the routes, the sidebar,
 * the guards, the audit log's tables and the forms' way back are derived from them.
 *
 * Kept apart from the registry so that a section's definition can be read by the
 * registry without importing it back.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import type { Database } from '@/integrations/supabase/types'
import { STAFF_ROLES, type StaffRole } from './auth/roles'

export type SectionAction = 'read' | 'write'

export type TableName = keyof Database['public']['Tables']

/** A table a section writes, as the audit log and the Undo of a delete know it. */
export type SectionTable = {
  name: TableName
  /**
   * The audit log's name for the table (its 'Section' filter and column); absent when its
   * changes are not audited. The audit triggers must match (tests/integration/db).
   */
  audit?: string
  /** The Undo of a delete puts its rows back (restore_deleted_row's allow-list). */
  restorable?: boolean
}

/** The table whose rows a section lists and edits. */
export type SectionOwnTable = SectionTable & {
  /** A row's noun in messages: 'Could not reload the brand'. */
  noun: string
  /** The noun's plural when it is not the noun + 's': 'Activated 3 categories.' */
  plural?: string
  /**
   * The noun where a screen names the row briefly, when shorter than `noun`: 'New source',
   * 'Delete source?', 'The source was not found'.
   */
  shortNoun?: string
  /** The audit log links an entry to the row's edit form (`?edit=<id>`) while the row exists. */
  auditLinks?: boolean
}

export type SectionDefinition = {
  /** Stable id for code: `useSectionAccess('clickLog')`. */
  key: string
  /** The URL segment: /admin/<slug>. */
  slug: string
  /** The sidebar label, the page heading, the title and the forms' 'Back to …' (SPEC.md section 2). */
  label: string
  /** The line under the page heading: what the section holds and where it shows on the site. */
  description?: string
  icon: LucideIcon
  /** Roles that may open the section. */
  read: readonly StaffRole[]
  /** Roles that may change what it shows; every one of them may also read it. */
  write: readonly StaffRole[]
  /** The section's page, a chunk of its own loaded when the section is first opened. */
  page: LazyExoticComponent<ComponentType>
  table?: SectionOwnTable
  /** Other tables the section writes whose changes are audited (a brand's category tags). */
  relatedTables?: readonly SectionTable[]
}

/** A section whose deleted rows the Undo of a delete puts back. */
export type RestorableSection = { table: SectionOwnTable & { restorable: true } }

export type AdminSection = SectionDefinition & {
  /** /admin/<slug> */
  path: string
}

/** Every staff role. */
export const EVERY_STAFF_ROLE = STAFF_ROLES
/** Content: the catalog and the site's pages and files, managed by editors. */
export const CONTENT = ['admin', 'editor'] as const satisfies readonly StaffRole[]
/** Traffic and revenue: analysts read them, only admins change anything there. */
export const TRAFFIC = ['admin', 'analyst'] as const satisfies readonly StaffRole[]
export const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[]

/** A section's definition with its path; the literal types stay (`brandsSection.table.name`). */
export function defineSection<const Definition extends SectionDefinition>(
  definition: Definition,
): Definition & { path: string } {
  return { ...definition, path: `${paths.admin.root.path}/${definition.slug}` }
}

/**
 * A page module's named export as a lazy component: sections name their page component
 * instead of keeping a default-export module for the router.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

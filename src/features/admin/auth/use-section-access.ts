/**
 * What the signed-in role may do in a section: `useSectionAccess('brands')` ->
 * { canRead, canWrite }. Menus, routes and buttons all ask the registry's `can`, so a role
 * that may read but not write a section sees it read-only (no New, Save, Delete, bulk
 * actions); the database refuses such a write anyway.
 *
 * Inside a section's page the key may be left out: the section's route provides it.
 */
import { createContext, useContext } from 'react'
import { adminSections, can, type AdminSection, type AdminSectionKey } from '../sections'
import { useAuth } from './auth-context'

/** The section whose route is rendering (set by RequireSection). */
export const CurrentSectionContext = createContext<AdminSection | null>(null)

/** The registry entry of the section being rendered. */
export function useCurrentSection(): AdminSection {
  const section = useContext(CurrentSectionContext)
  if (!section) throw new Error('useCurrentSection must be used inside an admin section route')
  return section
}

export type SectionAccess = { canRead: boolean; canWrite: boolean }

export function useSectionAccess(key?: AdminSectionKey): SectionAccess {
  const { role } = useAuth()
  const current = useContext(CurrentSectionContext)
  const section = key ? adminSections[key] : current
  if (!section) throw new Error('useSectionAccess needs a section key outside a section route')
  return { canRead: can(role, section, 'read'), canWrite: can(role, section, 'write') }
}

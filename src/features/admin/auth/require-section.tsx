/**
 * The second guard, inside the authentication guard: a section the signed-in role may not
 * read shows the 403 screen instead of its page (its code is never loaded). A section it
 * may read renders with its definition in context, for useSectionAccess() and useCurrentSection().
 */
import type { ReactNode } from 'react'
import type { AdminSection } from '../sections'
import { can } from '../sections'
import { useAuth } from './auth-context'
import { SectionForbidden } from './section-forbidden'
import { CurrentSectionContext } from './use-section-access'

export function RequireSection({
  section,
  children,
}: {
  section: AdminSection
  children: ReactNode
}) {
  const { role } = useAuth()
  if (!can(role, section, 'read')) {
    return <SectionForbidden label={section.label} role={role} />
  }
  return <CurrentSectionContext.Provider value={section}>{children}</CurrentSectionContext.Provider>
}

import { NavLink } from '@/components/nav-link'
import { cn } from '@/lib/utils'
import { useAuth } from '../auth/auth-context'
import { sectionsFor, useAdminSections } from '../sections'

/** The sidebar (and the phone sheet): the registry's sections the signed-in role may read. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useAuth()
  const sections = useAdminSections()
  return (
    <nav aria-label="Admin">
      <ul className="space-y-0.5">
        {sectionsFor(role, 'read', sections).map(({ key, path, label, icon: Icon }) => (
          <li key={key}>
            <NavLink
              href={path}
              onClick={onNavigate}
              className={(isActive) =>
                cn(
                  'group flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-accent text-foreground',
                )
              }
            >
              {(isActive) => (
                <>
                  <Icon
                    className={cn(
                      'size-4 shrink-0 text-muted-foreground/80 group-hover:text-foreground',
                      isActive && 'text-primary group-hover:text-primary',
                    )}
                    aria-hidden="true"
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { Lock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { HOME_SECTION } from '../sections'
import { ROLE_LABELS, type StaffRole } from './roles'

/** 403 screen: the signed-in role may not use the section at this URL. */
export function SectionForbidden({ label, role }: { label: string; role: StaffRole | null }) {
  return (
    <>
      <Head title={`${label} · Admin`} noIndex />
      <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
        <span className="mb-4 grid size-11 place-items-center rounded-full bg-muted text-muted-foreground">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          403 · Forbidden
        </p>
        <h1 className="mt-2 text-xl font-semibold tracking-tight">No access to {label}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Your role{role ? ` (${ROLE_LABELS[role]})` : ''} cannot use this section. Ask an admin if
          you need it.
        </p>
        <Link to={HOME_SECTION.path} className={buttonVariants({ className: 'mt-6' })}>
          Go to {HOME_SECTION.label}
        </Link>
      </div>
    </>
  )
}

import { cn } from '@/lib/utils'
import { initialsOf } from './initials'

export function UserAvatar({ email, className }: { email?: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-emerald-600 to-slate-900 text-xs font-semibold text-white',
        className,
      )}
    >
      {initialsOf(email)}
    </span>
  )
}

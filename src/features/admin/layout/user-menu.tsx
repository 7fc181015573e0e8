import { LogOut, User } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { paths } from '@/config/paths'
import { useAuth } from '../auth/auth-context'
import { ROLE_LABELS } from '../auth/roles'
import { adminSections, can, PROFILE_PAGE } from '../sections'
import { UserAvatar } from './user-avatar'

/** Avatar menu of the top bar: Profile, Settings (for roles that may use it), Log out. */
const settings = adminSections.settings

export function UserMenu() {
  const { user, role, logout } = useAuth()
  const navigate = useNavigate()

  const onLogout = async () => {
    await logout()
    navigate(paths.home.getHref(), { replace: true })
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="avatar">
          <UserAvatar email={user?.email} />
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{user?.email}</p>
          {role ? <p className="text-xs text-muted-foreground">{ROLE_LABELS[role]}</p> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={PROFILE_PAGE.path}>
            <User aria-hidden="true" />
            {PROFILE_PAGE.label}
          </Link>
        </DropdownMenuItem>
        {can(role, settings.key) ? (
          <DropdownMenuItem asChild>
            <Link to={settings.path}>
              <settings.icon aria-hidden="true" />
              {settings.label}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

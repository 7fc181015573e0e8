/**
 * Where to go after signing in. Only paths inside /admin are accepted, so a crafted
 * ?redirectTo= can never send a freshly signed-in admin to another site.
 */
import { paths } from '@/config/paths'

export const REDIRECT_PARAM = 'redirectTo'

export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value) return paths.admin.root.path
  const ok =
    /^\/admin(?:[/?#]|$)/.test(value) &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !value.startsWith(paths.admin.login.path)
  return ok ? value : paths.admin.root.path
}

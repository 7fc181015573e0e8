import { Lock } from 'lucide-react'
import { MessageScreen } from '../components/message-screen'
import { ROLE_LABELS, type StaffRole } from './roles'

/** 403 screen: the signed-in role may not use the section at this URL. */
export function SectionForbidden({ label, role }: { label: string; role: StaffRole | null }) {
  return (
    <MessageScreen
      pageTitle={`${label} · Admin`}
      icon={Lock}
      status="403 · Forbidden"
      heading={`No access to ${label}`}
    >
      Your role{role ? ` (${ROLE_LABELS[role]})` : ''} cannot use this section. Ask an admin if you
      need it.
    </MessageScreen>
  )
}

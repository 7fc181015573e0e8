/** The staff roles to choose from, by their labels: the invite's and 'Change role''s select. */
import type { ComponentProps } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { ROLE_LABELS, STAFF_ROLES } from '../auth/roles'

export function RoleSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect className="w-full" {...props}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  )
}

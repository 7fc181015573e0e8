/** A postback's outcome as a badge. */
import { Badge } from '@/components/ui/badge'
import type { PostbackStatus } from './postback-fields'

const VARIANTS = {
  accepted: 'success',
  duplicate: 'secondary',
  unmatched: 'gold',
  rejected: 'destructive',
} as const satisfies Record<PostbackStatus, string>

export function PostbackStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status as PostbackStatus] ?? 'outline'}>{status}</Badge>
}

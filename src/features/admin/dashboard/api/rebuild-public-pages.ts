/**
 * The dashboard's 'Rebuild public pages': the rebuild-public-pages edge function calls the
 * deploy hook (browsers never see its URL) and names the outcome, refusals included.
 */
import type { RebuildResult } from '../../../../../supabase/functions/rebuild-public-pages/protocol'
import { invokeFunction } from '../../api/invoke-function'

/** The function answers its refusals (forbidden, not_configured, hook_*) with an outcome too. */
function isRebuildResult(reply: unknown): reply is RebuildResult {
  return typeof (reply as Partial<RebuildResult> | null)?.outcome === 'string'
}

/** Asks the edge function to call the deploy hook; its refusals come back as outcomes. */
export function rebuildPublicPages(): Promise<RebuildResult> {
  return invokeFunction('rebuild-public-pages', {
    service: 'The rebuild function',
    acceptsReply: isRebuildResult,
  })
}

/** What the toast says about each outcome. */
export function rebuildMessage({ outcome, hook_status, message }: RebuildResult): string {
  switch (outcome) {
    case 'started':
      return 'Rebuild started: the public pages change when the host finishes the build.'
    case 'forbidden':
      return 'Only editors and admins may rebuild the public pages.'
    case 'not_configured':
      return 'No deploy hook is set: rebuild with npm run build.'
    case 'hook_refused':
      return message ?? 'The deploy hook URL does not point to a public address.'
    case 'hook_failed':
      return `The deploy hook refused the rebuild (HTTP ${hook_status ?? '?'}).`
    case 'hook_redirected':
      return message ?? `The deploy hook answered with a redirect (HTTP ${hook_status ?? '?'}).`
    case 'hook_unreachable':
      return 'The deploy hook could not be reached. Please try again.'
    case 'hook_timeout':
      return 'The deploy hook did not answer in time. Please try again.'
  }
}

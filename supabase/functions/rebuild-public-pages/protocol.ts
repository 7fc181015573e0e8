/**
 * What the rebuild-public-pages function answers. The dashboard imports these types, so
 * client and function cannot drift apart.
 */
export type RebuildOutcome =
  | 'started'
  | 'forbidden'
  | 'not_configured'
  | 'hook_refused'
  | 'hook_failed'
  | 'hook_redirected'
  | 'hook_unreachable'
  | 'hook_timeout'

/** `message`: why the hook was refused (its address) or what its redirect was. */
export type RebuildResult = { outcome: RebuildOutcome; hook_status?: number; message?: string }

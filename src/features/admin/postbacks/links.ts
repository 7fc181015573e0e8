/** Where a postback's click and session open in the workbench. */
export const clickHref = (clickId: string) =>
  `/admin/click-log?click=${encodeURIComponent(clickId)}`
export const sessionHref = (sessionId: string) =>
  `/admin/incoming?session=${encodeURIComponent(sessionId)}`

/** The log's detail panel: `?postback=<id>` beside the list's parameters. */
export const DETAIL_PARAM = 'postback'

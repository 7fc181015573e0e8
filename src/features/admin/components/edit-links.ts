/**
 * A section's form opens on its list's own URL, as `?edit=<id>` or `?edit=new` beside the
 * list's parameters: Back closes it, and closing it returns to the same filtered view.
 */
export const EDIT_PARAM = 'edit'
/** The `edit` value of the form for a new row. */
export const NEW_ROW = 'new'

export function formHref(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params)
  next.set(EDIT_PARAM, id)
  return `?${next.toString()}`
}

export function listHref(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  next.delete(EDIT_PARAM)
  const search = next.toString()
  return search ? `?${search}` : '?'
}

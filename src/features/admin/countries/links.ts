/**
 * The country form opens on the list's own URL, as `?edit=<id>` or `?edit=new` beside the
 * list's parameters: Back closes it, and closing it returns to the same filtered view.
 */
export const EDIT_PARAM = 'edit'
export const NEW_COUNTRY = 'new'

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

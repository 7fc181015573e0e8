/** Object names for uploaded files: lower-case, URL-safe, with their extension kept. */

/** 'My Logo (1).PNG' -> 'my-logo-1.png'; a name with nothing usable becomes 'file'. */
export function safeFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const extension = dot > 0 ? name.slice(dot + 1) : ''
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  const cleanBase = clean(base).slice(0, 80) || 'file'
  const cleanExtension = clean(extension).slice(0, 10)
  return cleanExtension ? `${cleanBase}.${cleanExtension}` : cleanBase
}

/** 'logo.png' -> 'logo-3f9a1c.png': a second name when the first is taken. */
export function withSuffix(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? `${name.slice(0, dot)}-${suffix}${name.slice(dot)}` : `${name}-${suffix}`
}

/** 'a/b/' + 'c.png' -> 'a/b/c.png'; '' is the bucket's root. */
export function joinPath(folder: string, name: string): string {
  const clean = folder.replace(/^\/+|\/+$/g, '')
  return clean ? `${clean}/${name}` : name
}

/** Visitor, session and click ids as the database accepts them: 8-64 of [A-Za-z0-9_-]. */
export const ID_FORMAT = /^[A-Za-z0-9_-]{8,64}$/

/** A random id in that format (a UUID without hyphens: 32 hex digits). */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

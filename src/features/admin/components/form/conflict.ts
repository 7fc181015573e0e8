/**
 * Optimistic concurrency: a save sends the updated_at the form was loaded with and
 * updates only when it is unchanged (`update … where id = ? and updated_at = ?`). No row
 * updated means someone else saved (or deleted) the row meanwhile: ConflictError, which
 * the form shows with a way to reload instead of overwriting their change.
 */
/** A row saved this way: its id, and updated_at as the version an update compares. */
export type VersionedRow = { id: string; updated_at: string }

export class ConflictError extends Error {
  constructor(what: string) {
    super(
      `Someone else changed this ${what} after you opened it. Reload to see their version; your unsaved changes will be lost.`,
    )
    this.name = 'ConflictError'
  }
}

export function isConflictError(error: unknown): error is ConflictError {
  return error instanceof ConflictError
}

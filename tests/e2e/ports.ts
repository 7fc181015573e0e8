/**
 * Fixed ports of the end-to-end stack (the build needs the API URL before it starts),
 * and the build folder; each can be moved so that two runs don't collide.
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54331)
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173)
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'

/** Fixed ports of the end-to-end stack (the build needs the API URL before it starts). */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54331)
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173)

/**
 * The active code snippet every end-to-end site carries, as a tag manager would be: a
 * <meta> that marks where it was injected and a script from an origin of its own. Nothing
 * listens there (*.localhost is this machine; a request is refused at once), so a spec that
 * wants the script to run answers it with a route. tests/e2e/serve.ts adds it to each
 * stack before the build, which puts it into every public page and its origin into their
 * Content-Security-Policy (scripts/code-snippets.ts).
 */
import { localApiKeys } from '../../supabase/emulator/keys.ts'

export const E2E_SNIPPET = {
  origin: 'https://tags.localhost:24999',
  script: 'https://tags.localhost:24999/tag.js',
  marker: 'meta[name="e2e-snippet"]',
} as const

/** Adds the snippet, active, to the stack at `apiUrl`. */
export async function addE2eSnippet(apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl}/rest/v1/code_snippets`, {
    method: 'POST',
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      name: 'Tag manager (e2e)',
      description: 'A third-party script on every public page: never on the admin origin.',
      location: 'head',
      code: `<meta name="e2e-snippet" content="tag-manager"><script async src="${E2E_SNIPPET.script}"></script>`,
      allowed_origins: [E2E_SNIPPET.origin],
      is_active: true,
    }),
  })
  if (!response.ok) throw new Error(`code_snippets: ${response.status} ${await response.text()}`)
}

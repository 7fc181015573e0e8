/**
 * Compiles the early-click loader (src/features/tracking/early-click-loader-entry.ts) into
 * the one script the prerender inlines into every page, and gives its CSP hash: the script
 * is the same on every page (each page's parameters are data beside it), so the
 * Content-Security-Policy allows it by that hash instead of 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

export interface InlineScript {
  /** The script's text, exactly as it goes between <script type="module"> and </script>. */
  code: string
  /** Its CSP source expression: 'sha256-…'. */
  hash: string
}

const ENTRY = fileURLToPath(
  new URL('../src/features/tracking/early-click-loader-entry.ts', import.meta.url),
)

/** The CSP source expression allowing exactly this inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

export async function buildEarlyClickLoader(): Promise<InlineScript> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      lib: { entry: ENTRY, formats: ['es'], fileName: 'early-click-loader' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`the loader compiled to ${chunks.length} chunks, not 1`)
  const code = chunks[0]!.code.trim()
  if (/<\/script|<!--/i.test(code)) throw new Error('the loader cannot be inlined in <script>')
  return { code, hash: scriptHash(code) }
}

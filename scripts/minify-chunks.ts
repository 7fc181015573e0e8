/**
 * Minifies the browser build chunk by chunk. Terser (2 passes) where each byte counts
 * against the first-load budget (DESIGN.md section 5): the entry, the public pages and
 * everything they import, at once or later. esbuild for the admin area's chunks, which
 * only staff load: terser packed them about 2% smaller for 60 of a build's 100 CPU seconds.
 *
 * Which chunks are the admin's follows from the chunk graph: the dynamic entries whose
 * module lives in the admin area (src/app/pages/admin, src/features/admin), and what only
 * they reach. A chunk shared with a public page is a public chunk.
 */
import { minify as terser, type MinifyOptions } from 'terser'
import { transformWithEsbuild, type Plugin as VitePlugin, type Rollup } from 'vite'

const ADMIN_MODULE = /\/src\/(app\/pages|features)\/admin\//

/** The chunks a visitor's pages can load: reached from an entry without entering the admin. */
export function visitorChunks(chunks: Record<string, Rollup.RenderedChunk>): Set<string> {
  const reached = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks[fileName]
    if (!chunk || reached.has(fileName)) return
    if (chunk.isDynamicEntry && !chunk.isEntry && ADMIN_MODULE.test(chunk.facadeModuleId ?? '')) {
      return
    }
    reached.add(fileName)
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
  }
  for (const [fileName, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(fileName)
  return reached
}

/**
 * The browser build's minifier, with `terserOptions` as Vite passes them for an ES module
 * build, less Vite's `safari10` (workarounds for Safari 10 and 11, which cannot run the
 * es2022 target anyway: about 350 bytes of gzip on /ca). An output plugin: its renderChunk runs after Vite's own (the transpile to the
 * build target, which reprints the code), where Vite's terser would run.
 */
export function minifyChunks(terserOptions: MinifyOptions): VitePlugin {
  return {
    name: 'minify-chunks',
    apply: 'build',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? undefined
        : { build: { rollupOptions: { output: { plugins: [chunkMinifier(terserOptions)] } } } },
  }
}

function chunkMinifier(terserOptions: MinifyOptions): Rollup.OutputPlugin {
  let visitors: Set<string> | undefined
  return {
    name: 'minify-chunks:output',
    renderStart() {
      visitors = undefined
    },
    async renderChunk(code, chunk, outputOptions, meta) {
      visitors ??= visitorChunks(meta.chunks)
      const sourceMap = Boolean(outputOptions.sourcemap)
      if (visitors.has(chunk.fileName)) {
        const result = await terser(code, {
          ...terserOptions,
          sourceMap,
          module: true,
        })
        return { code: result.code ?? '', map: result.map as string | undefined }
      }
      const result = await transformWithEsbuild(code, chunk.fileName, {
        minify: true,
        sourcemap: sourceMap,
        legalComments: 'eof',
      })
      return { code: result.code, map: result.map }
    },
  }
}

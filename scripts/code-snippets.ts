/**
 * Code snippets (/admin/code-snippets) in the built site: every active snippet goes into
 * every prerendered public page (404.html included, which serves the pages rendered in the
 * browser) at its placement, and the Content-Security-Policy allows their origins and the
 * hashes of their inline scripts. They are static HTML outside #root, so client navigation
 * never runs them again, and the admin shell gets none. Inactive snippets appear nowhere
 * (visitors, whom the prerender reads as, see only the active ones).
 */
import { createHash } from 'node:crypto'

export type SnippetLocation = 'head' | 'body_start' | 'body_end'

export type CodeSnippet = {
  location: SnippetLocation
  code: string
  allowed_origins: readonly string[]
}

/** What the policy must allow for the snippets (static-host.ts PolicySources). */
export type SnippetSources = { origins: string[]; scriptHashes: string[] }

function codeAt(snippets: readonly CodeSnippet[], location: SnippetLocation): string {
  return snippets
    .filter((snippet) => snippet.location === location)
    .map((snippet) => snippet.code)
    .join('\n')
}

/** The document with the snippets before </head>, after <body …> and before </body>. */
export function injectSnippets(document: string, snippets: readonly CodeSnippet[]): string {
  if (snippets.length === 0) return document
  const head = codeAt(snippets, 'head')
  const bodyStart = codeAt(snippets, 'body_start')
  const bodyEnd = codeAt(snippets, 'body_end')
  const bodyOpen = /<body\b[^>]*>/.exec(document)
  const headClose = document.indexOf('</head>')
  const bodyClose = document.lastIndexOf('</body>')
  if (!bodyOpen || headClose === -1 || bodyClose === -1) {
    throw new Error('index.html needs </head>, <body> and </body> for the code snippets')
  }
  const afterBodyOpen = bodyOpen.index + bodyOpen[0].length
  return (
    document.slice(0, headClose) +
    (head ? `${head}\n` : '') +
    document.slice(headClose, afterBodyOpen) +
    (bodyStart ? `\n${bodyStart}` : '') +
    document.slice(afterBodyOpen, bodyClose) +
    (bodyEnd ? `${bodyEnd}\n` : '') +
    document.slice(bodyClose)
  )
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The snippets' origins and the CSP hashes of their inline scripts, each once. */
export function snippetSources(snippets: readonly CodeSnippet[]): SnippetSources {
  const origins = snippets.flatMap((snippet) => snippet.allowed_origins)
  const scriptHashes = snippets.flatMap((snippet) =>
    [...snippet.code.matchAll(INLINE_SCRIPT)]
      .map((match) => match[1] ?? '')
      .filter((body) => body.trim() !== '')
      .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
  )
  return { origins: [...new Set(origins)], scriptHashes: [...new Set(scriptHashes)] }
}

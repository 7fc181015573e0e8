/** Where the build puts the code snippets, and what the CSP allows for them. */
import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { injectSnippets, snippetSources } from '../../../scripts/code-snippets.ts'
import { contentSecurityPolicy } from '../../../scripts/static-host.ts'

const document =
  '<!doctype html><html><head><title>x</title></head><body class="a"><div id="root"></div></body></html>'

describe('injectSnippets', () => {
  test('puts each snippet at its placement, in the given order', () => {
    const html = injectSnippets(document, [
      { location: 'head', code: '<meta name="h1">', allowed_origins: [] },
      { location: 'body_end', code: '<i>end</i>', allowed_origins: [] },
      { location: 'head', code: '<meta name="h2">', allowed_origins: [] },
      { location: 'body_start', code: '<b>start</b>', allowed_origins: [] },
    ])
    expect(html).toBe(
      '<!doctype html><html><head><title>x</title><meta name="h1">\n<meta name="h2">\n</head>' +
        '<body class="a">\n<b>start</b><div id="root"></div><i>end</i>\n</body></html>',
    )
  })

  test('leaves the document as it is without snippets', () => {
    expect(injectSnippets(document, [])).toBe(document)
  })
})

describe('snippetSources', () => {
  test('lists each origin once and hashes inline scripts only', () => {
    const inline = 'console.log(1)'
    const sources = snippetSources([
      {
        location: 'head',
        code: `<script src="https://a.example/x.js"></script><script>${inline}</script>`,
        allowed_origins: ['https://a.example'],
      },
      {
        location: 'body_end',
        code: '<script async src="/y.js"></script>',
        allowed_origins: ['https://a.example', 'https://b.example'],
      },
    ])
    expect(sources.origins).toEqual(['https://a.example', 'https://b.example'])
    const hash = createHash('sha256').update(inline).digest('base64')
    expect(sources.scriptHashes).toEqual([`'sha256-${hash}'`])
  })

  test("the CSP allows the snippets' origins for scripts, connections and frames", () => {
    const policy = contentSecurityPolicy({
      supabaseUrl: 'https://db.example',
      ipLookupUrl: 'https://ip.example/json',
      reverseGeocodeUrl: 'https://geo.example/r',
      scriptHashes: [],
      snippetOrigins: ['https://tags.example'],
    })
    const directive = (name: string) =>
      policy.split('; ').find((part) => part.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self' https://tags.example")
    expect(directive('connect-src')).toContain('https://tags.example')
    expect(directive('frame-src')).toBe("frame-src 'self' https://tags.example")
    const without = contentSecurityPolicy({
      supabaseUrl: 'https://db.example',
      ipLookupUrl: 'https://ip.example/json',
      reverseGeocodeUrl: 'https://geo.example/r',
      scriptHashes: [],
    })
    expect(without).not.toContain('frame-src')
  })
})

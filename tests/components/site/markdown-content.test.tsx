/**
 * The pages' Markdown renderer (the public page, the prerender and the admin preview):
 * Markdown becomes HTML, raw HTML stays text, unsafe URLs lose their link, and links to
 * the site's own paths move inside the app.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { MarkdownContent } from '@/features/site/markdown/markdown-content'
import { renderMarkdown } from '@/features/site/markdown/render-markdown'
import { renderWithProviders } from '../render'

/** A real tag, or an event handler attribute inside one (escaped text has neither). */
const MARKUP = /<(?:script|img|iframe|b)\b|<[a-z][^>]*\son\w+=/i

const HOSTILE = [
  '## Heading',
  '<script>alert(1)</script>',
  'Text <img src=x onerror=alert(1)> and <b onclick="alert(2)">bold</b>.',
  '[run](javascript:alert(3)) [data](data:text/html,hi) ![pic](javascript:alert(4))',
  '<iframe src="https://evil.example"></iframe>',
].join('\n\n')

describe('renderMarkdown', () => {
  test('renders Markdown: headings, emphasis, lists, links, quotes', () => {
    const html = renderMarkdown(
      '## Title\n\n**bold** and *it*\n\n- one\n- two\n\n1. first\n\n[About](/about) > x\n\n> quote',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong> and <em>it</em>')
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
    expect(html).toContain('<ol>')
    expect(html).toContain('<a href="/about">About</a>')
    expect(html).toMatch(/<blockquote>\s*<p>quote<\/p>/)
  })

  test('a body with # headings moves each heading one level down: the title is the h1', () => {
    const html = renderMarkdown('# Who we are\n\ntext\n\n## Our team\n\n###### Small print')
    expect(html).toContain('<h2>Who we are</h2>')
    expect(html).toContain('<h3>Our team</h3>')
    expect(html).toContain('<h6>Small print</h6>')
    expect(html).not.toContain('<h1>')
  })

  test('a body starting at ## keeps its levels', () => {
    expect(renderMarkdown('## Section\n\n### Part')).toMatch(/<h2>Section<\/h2>\s*<h3>Part<\/h3>/)
  })

  test('raw HTML is shown as text, never as markup', () => {
    const html = renderMarkdown(HOSTILE)
    expect(html).not.toMatch(MARKUP)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  test('javascript: and data: URLs lose their link; external links open safely', () => {
    const html = renderMarkdown(`${HOSTILE}\n\n[out](https://example.com) [mail](mailto:a@b.c)`)
    expect(html).not.toMatch(/javascript:|data:/i)
    expect(html).toContain('run')
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">out</a>')
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>')
  })
})

describe('MarkdownContent', () => {
  test('in the browser: no script, no handler, the hostile text readable', () => {
    const { container } = renderWithProviders(<MarkdownContent markdown={HOSTILE} />)
    expect(container.querySelector('script, iframe, img')).toBeNull()
    expect(container.querySelector('[onerror], [onclick]')).toBeNull()
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'run' })).toBeNull()
  })

  test('in a server render (the prerender): the same inert HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <MarkdownContent markdown={HOSTILE} />
      </MemoryRouter>,
    )
    expect(html).not.toMatch(MARKUP)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test("a link to the site's own path moves inside the app", async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <Routes>
        <Route path="/" element={<MarkdownContent markdown="See [the terms](/terms)." />} />
        <Route path="/terms" element={<h1>Terms page</h1>} />
      </Routes>,
    )
    await user.click(screen.getByRole('link', { name: 'the terms' }))
    expect(screen.getByRole('heading', { name: 'Terms page' })).toBeInTheDocument()
  })
})

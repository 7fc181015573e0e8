/**
 * The seed's pages (supabase/seed.sql), read from the file as the local stack loads it, so
 * that component tests render the real rows' Markdown (and the spec's facts it must hold)
 * without a database: each test puts them into the query cache the way a prerendered page
 * hands them to the browser.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { QueryClient } from '@tanstack/react-query'
import { footerPagesQueryOptions, pageQueryOptions } from '@/features/site'
import type { PublicPage } from '@/features/site/api/get-page'
import { renderMarkdown } from '@/features/site/markdown/render-markdown'

type SeedPage = { page: PublicPage; showInFooter: boolean; sortOrder: number }

const quoted = String.raw`'((?:[^']|'')*)'`
const ROW = new RegExp(
  String.raw`\(\s*'([a-z0-9-]+)', ${quoted}, ${quoted},\s*(?:${quoted}|\$t\$([\s\S]*?)\$t\$),\s*\$md\$([\s\S]*?)\$md\$,\s*(true|false), (true|false), (\d+)\)`,
  'g',
)

const unquote = (text: string) => text.replace(/''/g, "'")

function readSeedPages(): SeedPage[] {
  const sql = fs.readFileSync(path.resolve('supabase/seed.sql'), 'utf8')
  const block = sql.slice(sql.indexOf('insert into public.pages'))
  return [...block.matchAll(ROW)].map((match) => ({
    page: {
      slug: match[1]!,
      title: unquote(match[2]!),
      meta_title: unquote(match[3]!),
      meta_description: unquote(match[4] ?? match[5]!),
      content: match[6]!,
      html: renderMarkdown(match[6]!),
      updated_at: new Date().toISOString(),
    },
    showInFooter: match[7] === 'true' ? match[8] === 'true' : false,
    sortOrder: Number(match[9]),
  }))
}

export const SEED_PAGES = readSeedPages()

/** Fills `client` with the seed's published pages and footer links, as of `updatedAt`. */
export function withSeedPages(client: QueryClient, updatedAt = new Date()): QueryClient {
  for (const { page } of SEED_PAGES) {
    const row: PublicPage = { ...page, updated_at: updatedAt.toISOString() }
    client.setQueryData(pageQueryOptions(page.slug).queryKey, row)
  }
  client.setQueryData(
    footerPagesQueryOptions().queryKey,
    SEED_PAGES.filter((seed) => seed.showInFooter)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ page }) => ({ slug: page.slug, title: page.title })),
  )
  return client
}

/**
 * The build's evidence (#26): the prerendered HTML of every market's pages, kept in the
 * database (public.page_builds, public.page_evidence) with the time the prerender read it,
 * so staff can open what a market's visitors saw on a given day. Written with the service
 * role (SUPABASE_SERVICE_ROLE_KEY of the build's environment), with the stylesheets the pages
 * link (page_builds.styles: the admin shows the pages styled long after the files are gone);
 * without it the build says so and keeps none. A failure to keep the evidence fails the
 * build: a published page without its record is what the record exists to prevent.
 */
import fs from 'node:fs'
import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../src/integrations/supabase/types.ts'
import { outputFile, type MarketPage } from './prerender.ts'

export type EvidenceOptions = {
  supabaseUrl: string
  serviceRoleKey: string | undefined
  /** When the prerender read the database (build-info.json's builtAt). */
  builtAt: string
  siteUrl: string
  publicDir: string
  pages: readonly MarketPage[]
}

/** At most this much HTML per insert: the gateway refuses bodies over 1 MiB (gateway.ts). */
const BATCH_BYTES = 512 * 1024

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g

/**
 * The stylesheets the pages link, as one text: the hashed files leave the site with the next
 * deploy, and the evidence must still show the pages as they looked.
 */
export function linkedStyles(publicDir: string, htmls: readonly string[]): string {
  const files = new Set<string>()
  for (const html of htmls) {
    for (const match of html.matchAll(STYLESHEET)) files.add(match[1]!)
  }
  return [...files].map((file) => fs.readFileSync(`${publicDir}${file}`, 'utf8')).join('\n')
}

export async function keepPageEvidence(options: EvidenceOptions): Promise<number> {
  if (!options.serviceRoleKey) {
    console.warn('No SUPABASE_SERVICE_ROLE_KEY: this build keeps no evidence of its market pages.')
    return 0
  }
  // The Data API alone: supabase-js would also open Realtime, which needs a WebSocket.
  const db = new PostgrestClient<Database>(`${options.supabaseUrl}/rest/v1`, {
    headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}` },
  })
  const { data: countries, error: countriesError } = await db.from('countries').select('id, slug')
  if (countriesError) throw new Error(`Evidence: countries: ${countriesError.message}`)
  const countryIds = new Map(countries.map((country) => [country.slug, country.id]))

  // Each page read once: for its stylesheets and for its row.
  const pages = options.pages.map((page) => ({
    ...page,
    html: fs.readFileSync(outputFile(options.publicDir, page.path), 'utf8'),
  }))
  const { data: build, error: buildError } = await db
    .from('page_builds')
    .insert({
      built_at: options.builtAt,
      site_url: options.siteUrl,
      styles: linkedStyles(
        options.publicDir,
        pages.map((page) => page.html),
      ),
    })
    .select('id')
    .single()
  if (buildError) throw new Error(`Evidence: the build: ${buildError.message}`)

  type Row = {
    build_id: string
    path: string
    market_slug: string
    country_id: string | null
    html: string
  }
  let batch: Row[] = []
  let bytes = 0
  const flush = async () => {
    if (batch.length === 0) return
    const { error } = await db.from('page_evidence').insert(batch)
    if (error) throw new Error(`Evidence: pages: ${error.message}`)
    batch = []
    bytes = 0
  }
  for (const { html, ...page } of pages) {
    const size = Buffer.byteLength(html)
    if (bytes + size > BATCH_BYTES) await flush()
    batch.push({
      build_id: build.id,
      path: page.path,
      market_slug: page.market,
      country_id: countryIds.get(page.market) ?? null,
      html,
    })
    bytes += size
  }
  await flush()
  return options.pages.length
}

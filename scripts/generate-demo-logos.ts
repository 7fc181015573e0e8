/**
 * Draws the demo brands' logos (public/images/logos/<brand_slug>.webp) that
 * supabase/seed.sql points brand_logo_url at: a wordmark on a colour picked
 * from the slug, so each fictional casino looks distinct. Run once after
 * changing the seed's brands: `npx tsx scripts/generate-demo-logos.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { projectRoot } from '../supabase/emulator/config.ts'
import { startTemporaryEmulator } from '../supabase/emulator/index.ts'

const PALETTES = [
  ['#0f2747', '#f5c542'],
  ['#4a0d2b', '#ffd0e1'],
  ['#0b3d2e', '#7ef0b8'],
  ['#2b1055', '#c9b6ff'],
  ['#5a1a00', '#ffb066'],
  ['#062f3f', '#6fe3ff'],
  ['#1f1f1f', '#e8c170'],
  ['#3b0a0a', '#ff8a80'],
] as const
const SUITS = ['♠', '♥', '♦', '♣', '★', '♛']

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function hash(text: string): number {
  let h = 0
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0
  return h
}

/** An SVG wordmark, 320x160: the distinctive part of the name large, the rest small. */
function logoSvg(name: string, slug: string): string {
  const [background, accent] = PALETTES[hash(slug) % PALETTES.length]!
  const suit = SUITS[hash(name) % SUITS.length]!
  const words = name.split(' ')
  const tail =
    words.length > 1 && /^(casino|bet|play|club|vegas|slots)$/i.test(words.at(-1)!)
      ? words.pop()!
      : ''
  const main = words.join(' ')
  const size = main.length > 14 ? 26 : main.length > 10 ? 32 : 38
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
  <rect width="320" height="160" rx="18" fill="${background}"/>
  <text x="160" y="${tail ? 80 : 92}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold"
    font-size="${size}" fill="#ffffff">${escapeXml(main)}</text>
  ${tail ? `<text x="160" y="118" text-anchor="middle" font-family="DejaVu Sans" font-size="20" letter-spacing="6" fill="${accent}">${suit} ${escapeXml(tail.toUpperCase())} ${suit}</text>` : ''}
</svg>`
}

async function main(): Promise<void> {
  const stack = await startTemporaryEmulator()
  try {
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    const { rows } = await client.query<{ brand_name: string; brand_slug: string }>(
      'select brand_name, brand_slug from public.brands order by brand_slug',
    )
    await client.end()
    const folder = path.join(projectRoot, 'public/images/logos')
    fs.mkdirSync(folder, { recursive: true })
    for (const brand of rows) {
      await sharp(Buffer.from(logoSvg(brand.brand_name, brand.brand_slug)))
        .webp({ quality: 82 })
        .toFile(path.join(folder, `${brand.brand_slug}.webp`))
    }
    console.log(`wrote ${rows.length} logos to ${path.relative(projectRoot, folder)}/`)
  } finally {
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

/** The ready-to-paste postback URL of a source, with its copy button. */
import { getEnv } from '@/config/env'
import { CopyButton } from '../components/copy-button'
import { buildPostbackUrl } from './postback-url'
import { presetById } from './presets'

export function PostbackUrlBox({
  slug,
  preset,
  paramMap,
  secret,
}: {
  slug: string
  preset: string | null
  paramMap: Record<string, string>
  /** The secret just issued (shown this once), or null for the placeholder. */
  secret: string | null
}) {
  const url = buildPostbackUrl({
    apiUrl: getEnv().VITE_SUPABASE_URL,
    slug,
    preset,
    paramMap,
    secret,
  })
  const { label, note } = presetById(preset)
  return (
    <section aria-labelledby="postback-url-heading" className="space-y-2">
      <h2 id="postback-url-heading" className="text-base font-semibold">
        Postback URL
      </h2>
      <p className="text-sm text-muted-foreground">
        Paste it into the network’s panel ({label} macros). {note}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <code
          data-testid="postback-url"
          className="block min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 text-xs"
        >
          {url}
        </code>
        <CopyButton text={url} label="Copy URL" copiedMessage="Postback URL copied." />
      </div>
    </section>
  )
}

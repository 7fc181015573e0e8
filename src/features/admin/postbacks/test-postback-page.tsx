/**
 * /admin/test-postback (admins only): pick a source and a recent click (or paste a click
 * id), an event, payout, currency and transaction id; the page shows the exact URL, calls
 * the real postback function with 'Send test postback' and shows the HTTP status, the body
 * and the log row it produced, linked to its click. The URL carries a short-lived test
 * token, never the source's secret; the send issues it (the preview shows a placeholder),
 * so opening the page writes nothing. 'Send with a wrong token' shows a refusal.
 */
import { useQuery } from '@tanstack/react-query'
import { RefreshCw, Send } from 'lucide-react'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { absoluteUrl } from '@/components/seo/absolute-url'
import { getEnv } from '@/config/env'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { AdminPage } from '../components/admin-page'
import { CopyButton } from '../components/copy-button'
import { OptionsSelect } from '../components/options-select'
import { describeError } from '../components/form'
import { adminSections } from '../sections'
import { sourceChoicesQueryOptions } from './api/sources'
import {
  recentClicksQueryOptions,
  sourceParamMap,
  TestTokenError,
  useSendTestPostback,
  WRONG_TOKEN,
} from './api/test-postback'
import { PostbackFacts } from './postback-detail'
import { buildTestPostbackUrl, TEST_TOKEN_PLACEHOLDER } from './postback-url'

const EVENTS = [
  { value: 'registration', label: 'Registration' },
  { value: 'ftd', label: 'First deposit (ftd)' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'commission', label: 'Revenue (commission)' },
] as const

const newTransactionId = () => `test-${crypto.randomUUID().slice(0, 8)}`

export function TestPostbackPage() {
  const sources = useQuery(sourceChoicesQueryOptions())
  const clicks = useQuery(recentClicksQueryOptions())
  // Until chosen: the first source and the most recent click.
  const [sourceId, setSourceId] = useState<string | null>(null)
  const [clickInput, setClickId] = useState<string | null>(null)
  const clickId = clickInput ?? clicks.data?.[0]?.click_id ?? ''
  const [event, setEvent] = useState<string>('ftd')
  const [payout, setPayout] = useState('25')
  const [currency, setCurrency] = useState('EUR')
  const [transactionId, setTransactionId] = useState(newTransactionId)
  const [wrongToken, setWrongToken] = useState(false)

  const source = sources.data?.find((s) => s.id === sourceId) ?? sources.data?.[0]

  const fields = { clickId, event, payout, currency, transactionId }
  // The token is issued by the send: until then the preview shows a placeholder.
  const preview = source
    ? buildTestPostbackUrl({
        apiUrl: getEnv().VITE_SUPABASE_URL,
        slug: source.slug,
        paramMap: sourceParamMap(source),
        fields,
        token: wrongToken ? WRONG_TOKEN : null,
      })
    : ''

  const send = useSendTestPostback()

  const ready = Boolean(source && clickId.trim() && transactionId.trim())
  const missingId = useId()
  const missing = ready
    ? null
    : whatIsMissing({
        source: Boolean(source),
        sourcesLoading: sources.isPending,
        click: Boolean(clickId.trim()),
        clicksLoading: clicks.isPending,
        noClicks: clicks.isSuccess && clicks.data.length === 0,
      })
  return (
    <AdminPage
      title={adminSections.testPostback.label}
      description="Sends a postback to the real postback function, as a network would, and shows what happened. Each send issues a 15-minute test token for the source, never its secret, and the URL carries it; test postbacks are marked as such in the log."
    >
      <div className="grid max-w-4xl gap-6">
        <form
          aria-label="Test postback"
          className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6 md:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (source && ready) send.mutate({ source, fields, wrongToken })
          }}
        >
          <SelectControl
            label="Source"
            value={source?.id ?? ''}
            onChange={setSourceId}
            options={(sources.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            empty={sources.data?.length ? undefined : 'No sources yet'}
            disabled={!sources.data?.length}
          />
          <SelectControl
            label="Recent click"
            value={clicks.data?.some((c) => c.click_id === clickId) ? clickId : ''}
            onChange={(value) => value && setClickId(value)}
            options={(clicks.data ?? []).map((c) => ({
              value: c.click_id,
              label: `${c.brand_name ?? 'Brand'} · ${new Date(c.click_time).toLocaleString('en-GB')} · ${c.click_id.slice(0, 8)}`,
            }))}
            empty={
              clicks.isPending
                ? 'Loading…'
                : clicks.data?.length
                  ? 'Pasted click id'
                  : 'No clicks yet'
            }
          />
          <TextControl
            label="Click id"
            value={clickId}
            spellCheck={false}
            autoComplete="off"
            onChange={setClickId}
          />
          <SelectControl label="Event" value={event} onChange={setEvent} options={EVENTS} />
          <TextControl label="Payout" inputMode="decimal" value={payout} onChange={setPayout} />
          <TextControl
            label="Currency"
            value={currency}
            maxLength={3}
            autoComplete="off"
            onChange={setCurrency}
          />
          <LabelledControl label="Transaction id">
            {(id) => (
              <div className="flex gap-2">
                <Input
                  id={id}
                  value={transactionId}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(e) => setTransactionId(e.target.value)}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setTransactionId(newTransactionId())}
                >
                  <RefreshCw aria-hidden="true" />
                  New id
                </Button>
              </div>
            )}
          </LabelledControl>
          <div className="flex items-center gap-2 self-end pb-2">
            <Checkbox
              id="wrong-token"
              checked={wrongToken}
              onChange={(e) => setWrongToken(e.target.checked)}
            />
            <Label htmlFor="wrong-token">Send with a wrong token</Label>
          </div>
          <div className="space-y-2 md:col-span-2">
            <h2 className="text-sm font-medium">URL it will call</h2>
            <code
              data-testid="test-postback-url"
              className="block min-h-10 min-w-0 break-all rounded-md border bg-muted px-3 py-2 text-xs"
            >
              {preview || 'Add a postback source first.'}
            </code>
            {preview && !wrongToken ? (
              <p className="text-sm text-muted-foreground">
                A new test token replaces {TEST_TOKEN_PLACEHOLDER} when you send; Result shows the
                URL as called.
              </p>
            ) : null}
          </div>
          <div className="space-y-2 md:col-span-2">
            <Button
              type="submit"
              disabled={!ready || send.isPending}
              aria-describedby={missing ? missingId : undefined}
            >
              <Send aria-hidden="true" />
              {send.isPending ? 'Sending…' : 'Send test postback'}
            </Button>
            {missing ? (
              <p id={missingId} className="text-sm text-muted-foreground">
                {missing}
              </p>
            ) : null}
          </div>
        </form>

        <section aria-labelledby="test-result-heading" aria-live="polite" className="space-y-3">
          <h2 id="test-result-heading" className="text-base font-semibold">
            Result
          </h2>
          {send.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {send.error instanceof TestTokenError
                ? `Could not get a test token: ${describeError(send.error.cause)}`
                : `The request failed: ${describeError(send.error)}`}
            </p>
          ) : send.data ? (
            <div className="space-y-4 rounded-lg border p-4 sm:p-6">
              <div className="space-y-2">
                <h3 className="text-sm font-medium">URL called</h3>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <code
                    data-testid="test-called-url"
                    className="block min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 text-xs"
                  >
                    {send.data.url}
                  </code>
                  <CopyButton text={send.data.url} label="Copy URL" />
                </div>
              </div>
              <p className="text-sm">
                HTTP status <strong data-testid="test-http-status">{send.data.httpStatus}</strong>
              </p>
              <pre
                data-testid="test-body"
                className="overflow-x-auto rounded-md border bg-muted p-3 text-xs"
              >
                {send.data.body}
              </pre>
              {send.data.row ? (
                <PostbackFacts row={send.data.row} />
              ) : (
                <p className="text-sm text-muted-foreground">No log row found for this request.</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing sent yet.</p>
          )}
        </section>
      </div>
    </AdminPage>
  )
}

/**
 * Why 'Send test postback' is disabled, and how to fix it; null while the page still loads
 * what it needs. A postback names a click, so without any the way to make one comes first.
 */
function whatIsMissing(state: {
  source: boolean
  sourcesLoading: boolean
  click: boolean
  clicksLoading: boolean
  noClicks: boolean
}): ReactNode {
  if (!state.source) {
    return state.sourcesLoading ? null : (
      <>
        No postback source yet: add one under{' '}
        <Link to="/admin/postbacks" className={TEXT_LINK}>
          Postbacks
        </Link>{' '}
        first.
      </>
    )
  }
  if (state.click) return 'Fill in a transaction id to send.'
  if (state.clicksLoading) return null
  if (state.noClicks) {
    return (
      <>
        No clicks yet: a postback reports a conversion of a click, so one is needed. Open the{' '}
        <a href={absoluteUrl('/')} target="_blank" rel="noreferrer" className={TEXT_LINK}>
          public site
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , choose a country and press a casino&apos;s Get Bonus, then reload this page; or paste a
        click id.
      </>
    )
  }
  return 'Choose a recent click or paste a click id to send.'
}

const TEXT_LINK = 'font-medium text-primary underline underline-offset-4'

function LabelledControl({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  )
}

/** A labelled choice of `options`, after an `empty` first choice (value '') when given. */
function SelectControl({
  label,
  value,
  onChange,
  options,
  empty,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  empty?: string
  disabled?: boolean
}) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <OptionsSelect
          id={id}
          className="w-full"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          options={options}
          blank={empty}
        />
      )}
    </LabelledControl>
  )
}

/** A labelled text box; the other props are the input's. */
function TextControl({
  label,
  onChange,
  ...input
}: { label: string; onChange: (value: string) => void } & Omit<
  ComponentProps<typeof Input>,
  'id' | 'onChange'
>) {
  return (
    <LabelledControl label={label}>
      {(id) => <Input id={id} {...input} onChange={(e) => onChange(e.target.value)} />}
    </LabelledControl>
  )
}

/**
 * The upload queue (useUploadQueue with its drop area and list), down to the request:
 * only the browser's XMLHttpRequest is replaced, by a fake Storage server the test
 * answers. Refusals known from the bucket's rules are said before any request; each
 * upload has its own progress and result; a server refusal is said in the same words and
 * does not stop the others; a taken name is kept under a second one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  bucketRulesQuery,
  type BucketRules,
} from '@/features/admin/components/upload/api/get-bucket-rules'
import { UploadDropzone, UploadQueue } from '@/features/admin/components/upload/upload-panel'
import { useUploadQueue } from '@/features/admin/components/upload/use-upload-queue'

const RULES: BucketRules = {
  id: 'media',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
}

/** One request to the fake Storage server. */
class FakeXhr {
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

function Harness({ folder = '' }: { folder?: string }) {
  const queue = useUploadQueue({ bucket: 'media' })
  return (
    <>
      <UploadDropzone
        rules={queue.rules}
        target="the media library"
        onFiles={(files) => queue.add(files, folder)}
      />
      <UploadQueue items={queue.items} onClear={queue.clearFinished} />
    </>
  )
}

function renderQueue(folder?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bucketRulesQuery('media').queryKey, RULES)
  return render(
    <QueryClientProvider client={client}>
      <Harness folder={folder} />
    </QueryClientProvider>,
  )
}

const png = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

function item(name: string) {
  const row = screen
    .getAllByTestId('upload-item')
    .find((element) => element.textContent?.includes(name))
  if (!row) throw new Error(`no queue row for ${name}`)
  return row
}

/** Lets the queue's promises (session, next request) run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('upload queue', () => {
  test('refuses before upload, shows each upload’s progress and result, and a server refusal stops nothing', async () => {
    renderQueue()
    await userEvent.upload(
      screen.getByLabelText('Files to upload'),
      [
        png('First Logo.png'),
        png('second.png'),
        png('huge.png', 6 * 1024 * 1024),
        new File(['<svg/>'], 'vector.svg', { type: 'image/svg+xml' }),
      ],
      { applyAccept: false },
    )
    await settle()

    // Known refusals are said before anything is sent.
    expect(within(item('huge.png')).getByText(/^Refused:/)).toHaveTextContent(
      'Refused: Too large (6 MB): the limit is 5 MB.',
    )
    expect(within(item('vector.svg')).getByText(/^Refused:/)).toHaveTextContent(
      'Refused: This type is not accepted here: use JPEG, PNG, WebP, AVIF or GIF.',
    )
    expect(FakeXhr.sent).toHaveLength(2)
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr]
    expect(first.method).toBe('POST')
    expect(first.url).toMatch(/\/storage\/v1\/object\/media\/first-logo\.png$/)
    expect(first.headers['content-type']).toBe('image/png')
    expect(first.headers['x-upsert']).toBe('false')

    // Each its own progress.
    act(() => first.progress(250, 1000))
    act(() => second.progress(900, 1000))
    expect(screen.getByRole('progressbar', { name: 'Uploading First Logo.png' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    expect(screen.getByRole('progressbar', { name: 'Uploading second.png' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    )

    // The server refuses one (as Storage answers): said in the same words, the other goes on.
    act(() =>
      second.respond(400, {
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type image/png is not supported',
      }),
    )
    await settle()
    expect(item('second.png')).toHaveAttribute('data-status', 'refused')
    expect(within(item('second.png')).getByText(/^Refused:/)).toHaveTextContent(
      'This type is not accepted here',
    )
    expect(item('First Logo.png')).toHaveAttribute('data-status', 'uploading')
    act(() => first.respond(200, { Id: 'x', Key: 'media/first-logo.png' }))
    await settle()
    expect(item('First Logo.png')).toHaveAttribute('data-status', 'done')
    expect(item('First Logo.png')).toHaveTextContent('Uploaded as first-logo.png')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  test('a taken name is kept under a second name in the same folder', async () => {
    renderQueue('logos')
    await userEvent.upload(screen.getByLabelText('Files to upload'), png('logo.png'))
    await settle()
    expect(FakeXhr.sent[0]!.url).toMatch(/\/object\/media\/logos\/logo\.png$/)
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        statusCode: '409',
        error: 'Duplicate',
        message: 'The resource already exists',
      }),
    )
    await settle()
    expect(FakeXhr.sent).toHaveLength(2)
    expect(FakeXhr.sent[1]!.url).toMatch(/\/object\/media\/logos\/logo-[0-9a-f]{6}\.png$/)
    act(() => FakeXhr.sent[1]!.respond(200, { Id: 'y', Key: 'media/logos/logo-x.png' }))
    await settle()
    expect(item('logo.png')).toHaveTextContent(/Uploaded as logos\/logo-[0-9a-f]{6}\.png/)
  })

  test('the network failing is that file’s result', async () => {
    renderQueue()
    await userEvent.upload(screen.getByLabelText('Files to upload'), png('lost.png'))
    await settle()
    act(() => FakeXhr.sent[0]!.onerror?.())
    await settle()
    expect(item('lost.png')).toHaveTextContent('Refused: The network failed.')
  })
})

/**
 * The mail catcher's web side, on its own port: a page listing what was sent (for the
 * developer who follows a recovery link) and a small JSON API in Mailpit's shape (the
 * tests read messages through it):
 *
 *   GET    /                      the inbox page, newest first
 *   GET    /api/v1/messages       { total, count, start, messages: [summary] } (?start=&limit=)
 *   GET    /api/v1/message/:id    one message with its Text and HTML
 *   DELETE /api/v1/messages       empties the inbox
 *
 * @example
 * const reply = await fetch(`${mailUrl}/api/v1/messages`)
 * const { messages } = await reply.json()
 */
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { URL_IN_TEXT, type CaughtMessage, type Inbox, type MailAddress } from './inbox.ts'

const mailpitAddress = ({ name, address }: MailAddress) => ({ Name: name, Address: address })

function summary(message: CaughtMessage) {
  return {
    ID: message.id,
    MessageID: message.messageId,
    From: message.from ? mailpitAddress(message.from) : null,
    To: message.to.map(mailpitAddress),
    Subject: message.subject,
    Created: message.created.toISOString(),
    Size: message.size,
    Snippet: message.text.replace(/\s+/g, ' ').trim().slice(0, 250),
  }
}

function pageNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback
}

/** The text body with its URLs as links (the recovery link among them); all else escaped. */
function textWithLinks(text: string) {
  const parts = text.split(URL_IN_TEXT)
  return parts.map((part, index) =>
    index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`,
  )
}

const addressList = (list: MailAddress[]) =>
  list.map(({ name, address }) => (name ? `${name} <${address}>` : address)).join(', ')

function messageArticle(message: CaughtMessage) {
  const heading = `message-${message.id}`
  return html`<article aria-labelledby="${heading}">
    <h2 id="${heading}">${message.subject || '(no subject)'}</h2>
    <dl>
      <dt>To</dt>
      <dd>${addressList(message.to)}</dd>
      <dt>From</dt>
      <dd>${message.from ? addressList([message.from]) : ''}</dd>
      <dt>Received</dt>
      <dd>
        <time datetime="${message.created.toISOString()}">${message.created.toUTCString()}</time>
      </dd>
    </dl>
    <pre>${textWithLinks(message.text)}</pre>
  </article>`
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; background: #fff; }
  header p { margin: .25rem 0; color: #333; }
  article { border: 1px solid #bbb; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; margin: 0 0 .75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #f4f4f5; padding: .75rem; border-radius: .375rem; margin: 0; }
  a { color: #1d4ed8; }
  a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`

function inboxPage(inbox: Inbox, smtpAddress: string) {
  const messages = inbox.list()
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Mail catcher · local Supabase</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <h1>Mail catcher</h1>
          <p>
            Emails the local stack sent (SMTP on ${smtpAddress}), newest first. Nothing leaves this
            machine.
          </p>
          <p><a href="/">Refresh</a> · <a href="/api/v1/messages">As JSON</a></p>
        </header>
        <main>
          <p role="status">
            ${
              messages.length === 0
                ? 'No emails yet.'
                : `${messages.length} email${messages.length === 1 ? '' : 's'}.`
            }
          </p>
          ${messages.map(messageArticle)}
        </main>
      </body>
    </html>`
}

export function createMailApp(inbox: Inbox, smtpAddress: string): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    // The page shows what anyone may send to the SMTP port: no script runs on it.
    c.res.headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  })

  app.get('/', (c) => c.html(inboxPage(inbox, smtpAddress)))

  app.get('/api/v1/messages', (c) => {
    const all = inbox.list()
    const start = pageNumber(c.req.query('start'), 0)
    const limit = pageNumber(c.req.query('limit'), 50)
    const messages = all.slice(start, start + limit).map(summary)
    return c.json({ total: all.length, count: messages.length, start, messages })
  })

  app.get('/api/v1/message/:id', (c) => {
    const message = inbox.get(c.req.param('id'))
    if (!message) return c.text('message not found', 404)
    const { Created, Snippet: _snippet, ...fields } = summary(message)
    return c.json({ ...fields, Date: Created, Text: message.text, HTML: message.html })
  })

  app.delete('/api/v1/messages', (c) => {
    inbox.clear()
    return c.text('ok')
  })

  return app
}

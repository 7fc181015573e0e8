/**
 * The local stack's mail catcher, as the Supabase CLI runs Inbucket (now Mailpit): an
 * SMTP server Auth sends its emails to, and a page with a JSON API on another port
 * listing what arrived (http.ts). Both listen on 127.0.0.1 only.
 *
 * @example
 * const mail = await startMailCatcher({ port: 54324, smtpPort: 54325 })
 * console.log(`Mail catcher: ${mail.url}`)
 * await mail.stop()
 */
import type http from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import type { SMTPServer } from 'smtp-server'
import { portOrFree } from '../ports.ts'
import { createMailApp } from './http.ts'
import { createInbox } from './inbox.ts'
import { createSmtpServer } from './smtp.ts'

export interface RunningMailCatcher {
  /** The page and API, e.g. http://127.0.0.1:54324 */
  url: string
  smtpPort: number
  stop: () => Promise<void>
}

function listenSmtp(server: SMTPServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

function listenHttp(app: ReturnType<typeof createMailApp>, port: number): Promise<http.Server> {
  const server = createAdaptorServer({ fetch: app.fetch }) as http.Server
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** Starts both servers; a port of 0 picks a free one. */
export async function startMailCatcher(input: {
  port: number
  smtpPort: number
}): Promise<RunningMailCatcher> {
  const inbox = createInbox()
  const smtpPort = await portOrFree(input.smtpPort)
  const port = await portOrFree(input.port)
  const smtp = createSmtpServer(inbox)
  await listenSmtp(smtp, smtpPort)
  try {
    const page = await listenHttp(createMailApp(inbox, `127.0.0.1:${smtpPort}`), port)
    return {
      url: `http://127.0.0.1:${port}`,
      smtpPort,
      stop: async () => {
        await new Promise<void>((resolve) => {
          page.close(() => resolve())
          page.closeAllConnections()
        })
        await new Promise<void>((resolve) => smtp.close(() => resolve()))
      },
    }
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
}

/**
 * What the mail catcher keeps: the messages it received, newest first, in memory (a
 * restart empties the inbox, as the Supabase CLI's Inbucket does), at most
 * INBOX_LIMIT of them so a runaway sender cannot grow it without end.
 */
import { randomUUID } from 'node:crypto'

export interface MailAddress {
  name: string
  address: string
}

export interface CaughtMessage {
  id: string
  /** The Message-ID header, as the sender set it. */
  messageId: string
  from: MailAddress | null
  to: MailAddress[]
  subject: string
  /** When the catcher received it. */
  created: Date
  text: string
  html: string
  /** Size of the raw message in bytes. */
  size: number
}

export const INBOX_LIMIT = 500

/** A URL in a text body (split on it, the URLs are the odd parts): the page links them. */
export const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/

export interface Inbox {
  add(message: Omit<CaughtMessage, 'id' | 'created'>): CaughtMessage
  /** Newest first. */
  list(): readonly CaughtMessage[]
  get(id: string): CaughtMessage | undefined
  clear(): void
}

export function createInbox(): Inbox {
  let messages: CaughtMessage[] = []
  return {
    add(message) {
      const caught = { ...message, id: randomUUID(), created: new Date() }
      messages = [caught, ...messages].slice(0, INBOX_LIMIT)
      return caught
    },
    list: () => messages,
    get: (id) => messages.find((message) => message.id === id),
    clear() {
      messages = []
    },
  }
}

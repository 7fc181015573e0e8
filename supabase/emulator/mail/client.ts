/**
 * Reading the mail catcher through its Mailpit-shaped API (http.ts), for the tests and
 * anything else that must follow a link Auth emailed.
 *
 * @example
 * const [email] = await messagesTo(mailUrl, 'staff@example.com')
 * const link = linksIn(email.Text).find((url) => url.includes('/auth/v1/verify'))
 */
import { URL_IN_TEXT } from './inbox.ts'

export interface MessageSummary {
  ID: string
  To: Array<{ Name: string; Address: string }>
  Subject: string
  Created: string
}

export interface Message extends MessageSummary {
  Text: string
  HTML: string
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Every message to `address` (any case), newest first, with its bodies. */
export async function messagesTo(mailUrl: string, address: string): Promise<Message[]> {
  const { messages } = await getJson<{ messages: MessageSummary[] }>(
    `${mailUrl}/api/v1/messages?limit=500`,
  )
  const wanted = address.toLowerCase()
  const mine = messages.filter((message) =>
    message.To.some((to) => to.Address.toLowerCase() === wanted),
  )
  return Promise.all(
    mine.map((message) => getJson<Message>(`${mailUrl}/api/v1/message/${message.ID}`)),
  )
}

/** The URLs in a text body, in order. */
export function linksIn(text: string): string[] {
  return text.split(URL_IN_TEXT).filter((_, index) => index % 2 === 1)
}

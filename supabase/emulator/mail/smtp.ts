/**
 * The mail catcher's SMTP server: accepts any message from any sender on the loopback
 * interface (no TLS, no login: nothing leaves the machine), parses it and keeps it in
 * the inbox. Messages over MAX_MESSAGE_BYTES are refused with SMTP's 552.
 */
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Inbox, MailAddress } from './inbox.ts'

export const MAX_MESSAGE_BYTES = 1024 * 1024

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  return [field ?? []]
    .flat()
    .flatMap((group) =>
      group.value.map((entry) => ({ name: entry.name, address: entry.address ?? '' })),
    )
}

export function createSmtpServer(inbox: Inbox): SMTPServer {
  return new SMTPServer({
    banner: 'local Supabase mail catcher',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      let size = 0
      stream.on('data', (chunk: Buffer) => (size += chunk.length))
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            callback(
              Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }),
            )
            return
          }
          inbox.add({
            messageId: parsed.messageId ?? '',
            from: addresses(parsed.from)[0] ?? null,
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            size,
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
}

/**
 * RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30-second steps), computed here
 * with node:crypto rather than with the library the local Auth uses, so the tests check
 * Auth's codes against an independent implementation of the standard.
 */
import { createHmac } from 'node:crypto'

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const TOTP_PERIOD_SECONDS = 30

/** Decodes RFC 4648 base32 (padding and case ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** HOTP (RFC 4226) of a counter with a raw key, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hmac = createHmac('sha1', key).update(message).digest()
  const offset = hmac[hmac.length - 1]! & 0x0f
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The time step of a moment (milliseconds since the epoch). */
export function totpStep(at = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code of a base32 secret for a time step (now by default). */
export function totpCode(secretBase32: string, step = totpStep()): string {
  return hotp(base32Decode(secretBase32), step)
}

import { describe, expect, test } from 'vitest'
import { base32Decode, hotp, totpCode, totpStep } from '../support/totp.ts'

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"), truncated to 6 digits as RFC 4226 does.
const RFC_KEY = Buffer.from('12345678901234567890')

describe("the tests' RFC 6238 codes", () => {
  test.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i seconds the code is %s', (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000))).toBe(code)
  })

  test('a base32 secret decodes to its key', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(RFC_KEY)
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', totpStep(59_000))).toBe('287082')
  })
})

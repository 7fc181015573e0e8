/** Which audited fields the History and the Audit log mask. */
import { describe, expect, test } from 'vitest'
import { isSecretField } from '@/features/admin/components/history/format-value'

describe('isSecretField', () => {
  test('secret-like columns are masked', () => {
    for (const name of ['secret_token', 'admin_token', 'password', 'deploy_hook_url', 'api_key']) {
      expect(isSecretField(name, {})).toBe(true)
    }
    for (const name of ['name', 'role', 'disabled_at', 'key']) {
      expect(isSecretField(name, {})).toBe(false)
    }
  })

  test("a settings row's value is masked when its key names a secret", () => {
    expect(isSecretField('value', { key: 'deploy_hook_url', value: 'https://hook' })).toBe(true)
    expect(isSecretField('value', { key: 'site_name', value: 'Casino' })).toBe(false)
    expect(isSecretField('value', null)).toBe(false)
  })
})

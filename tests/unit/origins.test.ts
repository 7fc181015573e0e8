/** Each area on its own origin (src/config/origins.ts), as the app enforces it in the browser. */
import { describe, expect, test } from 'vitest'
import { areaRedirect, siteOrigins } from '@/config/origins'

const env = {
  VITE_SITE_URL: 'https://www.casinocompass.example',
  VITE_ADMIN_URL: 'https://admin.casinocompass.example/',
}
const origins = siteOrigins(env, false)
const at = (url: string) => new URL(url)

describe('site origins', () => {
  test('a build has the two origins of its URLs; the dev server has one for both', () => {
    expect(origins).toEqual({
      site: 'https://www.casinocompass.example',
      admin: 'https://admin.casinocompass.example',
    })
    expect(siteOrigins(env, true)).toBeNull()
  })
})

describe('area redirect', () => {
  test('an admin page on the public origin goes to the admin’s, path, query and hash kept', () => {
    expect(
      areaRedirect(
        'admin',
        at('https://www.casinocompass.example/admin/login?redirectTo=%2Fadmin#x'),
        origins,
      ),
    ).toBe('https://admin.casinocompass.example/admin/login?redirectTo=%2Fadmin#x')
  })

  test('an admin page on any other origin (a deploy preview) goes to the admin’s too', () => {
    expect(areaRedirect('admin', at('https://preview--site.netlify.app/admin'), origins)).toBe(
      'https://admin.casinocompass.example/admin',
    )
  })

  test('a public page on the admin’s origin goes to the public site', () => {
    expect(areaRedirect('public', at('https://admin.casinocompass.example/ca'), origins)).toBe(
      'https://www.casinocompass.example/ca',
    )
  })

  test('each area stays where it belongs', () => {
    expect(
      areaRedirect('admin', at('https://admin.casinocompass.example/admin'), origins),
    ).toBeNull()
    expect(areaRedirect('public', at('https://www.casinocompass.example/ca'), origins)).toBeNull()
    expect(areaRedirect('public', at('https://preview--site.netlify.app/ca'), origins)).toBeNull()
  })

  test('one origin for both (the dev server, or a build that chose so) redirects nothing', () => {
    expect(areaRedirect('admin', at('http://localhost:5173/admin'), null)).toBeNull()
    const shared = siteOrigins(
      { VITE_SITE_URL: env.VITE_SITE_URL, VITE_ADMIN_URL: env.VITE_SITE_URL },
      false,
    )
    expect(areaRedirect('admin', at('https://www.casinocompass.example/admin'), shared)).toBeNull()
    expect(areaRedirect('public', at('https://www.casinocompass.example/ca'), shared)).toBeNull()
  })
})

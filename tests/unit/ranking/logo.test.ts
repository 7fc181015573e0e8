import { describe, expect, test } from 'vitest'
import {
  brandLogoSrc,
  chooseLogo,
  FALLBACK_LOGO,
  hostLogoUrl,
  optimizedImageUrl,
} from '@/features/ranking/lib/logo'

describe('logo choice', () => {
  test("the brand's logo when set", () => {
    expect(
      chooseLogo({
        brand_logo_url: 'https://cdn.test/logo.png',
        destination_url: 'https://a.test',
      }),
    ).toBe('https://cdn.test/logo.png')
  })
  test('an empty or placeholder logo falls back to the destination host', () => {
    expect(
      chooseLogo({ brand_logo_url: '', destination_url: 'https://www.maple.test/go?x={click_id}' }),
    ).toBe(hostLogoUrl('maple.test'))
    expect(
      chooseLogo({
        brand_logo_url: 'https://via.placeholder.com/150',
        destination_url: 'https://maple.test',
      }),
    ).toBe(hostLogoUrl('maple.test'))
    expect(
      chooseLogo({
        brand_logo_url: '/images/placeholder.svg',
        destination_url: 'https://maple.test',
      }),
    ).toBe(hostLogoUrl('maple.test'))
  })
  test("a derived logo is the destination site's own icon, not a third-party service", () => {
    expect(hostLogoUrl('maple.test')).toBe('https://maple.test/apple-touch-icon.png')
  })
  test('no logo and no usable destination: the stock image', () => {
    expect(chooseLogo({ brand_logo_url: null, destination_url: null })).toBe(FALLBACK_LOGO)
    expect(chooseLogo({ brand_logo_url: null, destination_url: 'not a url' })).toBe(FALLBACK_LOGO)
  })
})

describe('image requests', () => {
  const base = 'http://127.0.0.1:54321/storage/v1'
  test('storage logos go through the render endpoint at quality 80', () => {
    expect(
      optimizedImageUrl(`${base}/object/public/media/logos/maple.png`, { width: 160, height: 80 }),
    ).toBe(
      `${base}/render/image/public/media/logos/maple.png?width=320&height=160&resize=contain&quality=80`,
    )
  })
  test('files under uploads and outside storage are unchanged', () => {
    const upload = `${base}/object/public/uploads/maple.png`
    expect(optimizedImageUrl(upload, { width: 160, height: 80 })).toBe(upload)
    expect(
      optimizedImageUrl(`${base}/object/public/media/uploads/x.png`, { width: 1, height: 1 }),
    ).toContain('/object/public/')
    expect(optimizedImageUrl('https://cdn.test/a.png', { width: 1, height: 1 })).toBe(
      'https://cdn.test/a.png',
    )
  })
  test('brandLogoSrc applies both', () => {
    expect(
      brandLogoSrc(
        { brand_logo_url: `${base}/object/public/media/a.png` },
        { width: 10, height: 5 },
      ),
    ).toContain('/render/image/public/media/a.png?width=20&height=10')
  })
})

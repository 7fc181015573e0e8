// @vitest-environment node
/** Which hosts an outbound call of ours may go to (the deploy hook): public addresses only. */
import { describe, expect, test } from 'vitest'
import {
  addressKind,
  literalHostRefusal,
  refusalMessage,
} from '../../../supabase/functions/_shared/public-address.ts'

describe('addressKind', () => {
  test.each([
    // IPv4
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['100.128.0.1', 'public'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // IPv6
    ['2606:4700::1111', 'public'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    // IPv4 inside IPv6: judged by the IPv4 address, or refused
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    // IPv4-compatible (deprecated), as the URL parser writes [::127.0.0.1]
    ['::7f00:1', 'reserved'],
    // outside global unicast (2000::/3)
    ['4000::1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind)
  })

  test('is null for text that is not an address', () => {
    for (const text of ['hooks.example', 'localhost', '127.1', '', '1.2.3.4.5', '[::1]']) {
      expect(addressKind(text), text).toBeNull()
    }
  })
})

describe('literalHostRefusal', () => {
  test('refuses a URL whose host is a non-public address, in any spelling', () => {
    expect(literalHostRefusal('https://127.0.0.1/hook')).toEqual({
      address: '127.0.0.1',
      kind: 'loopback',
    })
    // The URL parser writes these as 127.0.0.1.
    for (const host of ['127.1', '0x7f.0.0.1', '2130706433', '0177.0.0.1']) {
      expect(literalHostRefusal(`https://${host}:8443/x`), host).toEqual({
        address: '127.0.0.1',
        kind: 'loopback',
      })
    }
    expect(literalHostRefusal('https://[::1]/hook')).toEqual({ address: '::1', kind: 'loopback' })
    expect(literalHostRefusal('https://[::ffff:127.0.0.1]/')).toEqual({
      address: '::ffff:7f00:1',
      kind: 'loopback',
    })
    expect(literalHostRefusal('https://[::127.0.0.1]/')?.kind).toBe('reserved')
    expect(literalHostRefusal('http://10.0.0.5/build')?.kind).toBe('private')
    expect(literalHostRefusal('http://169.254.169.254/latest/meta-data')?.kind).toBe('link-local')
    expect(literalHostRefusal('http://0.0.0.0:8080/')?.kind).toBe('unspecified')
    expect(literalHostRefusal('http://[fd00::2]/')?.kind).toBe('private')
  })

  test('refuses localhost and its subdomains, which always mean this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'hooks.localhost']) {
      expect(literalHostRefusal(`https://${host}/hook`)?.kind, host).toBe('loopback')
    }
  })

  test('leaves public addresses, other host names and non-URLs alone', () => {
    expect(literalHostRefusal('https://8.8.8.8/hook')).toBeNull()
    expect(literalHostRefusal('https://[2606:4700::1111]/hook')).toBeNull()
    expect(literalHostRefusal('https://api.netlify.com/build_hooks/abc')).toBeNull()
    expect(literalHostRefusal('https://notlocalhost/hook')).toBeNull()
    expect(literalHostRefusal('not a url')).toBeNull()
  })
})

describe('refusalMessage', () => {
  test('names the kind and the address', () => {
    expect(refusalMessage({ address: '10.0.0.5', kind: 'private' })).toBe(
      'The deploy hook URL points to a private address (10.0.0.5); only public addresses are called.',
    )
    expect(refusalMessage({ address: '::', kind: 'unspecified' })).toBe(
      'The deploy hook URL points to an unspecified address (::); only public addresses are called.',
    )
  })

  test('names the host name when it was resolved to the address', () => {
    expect(
      refusalMessage({ name: 'hooks.internal', address: '192.168.1.20', kind: 'private' }),
    ).toBe(
      "The deploy hook URL's host hooks.internal resolves to a private address (192.168.1.20); only public addresses are called.",
    )
  })
})

// @vitest-environment jsdom
import { matchRoutes } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { adminRouteTree } from '@/app/pages/admin/root'
import { paths } from '@/config/paths'
import { STAFF_ROLES, type StaffRole } from '@/features/admin/auth/roles'
import {
  ADMIN_SECTIONS,
  adminSections,
  auditedTables,
  can,
  pageTitleForPath,
  restorableTables,
  sectionForPath,
  sectionsFor,
  type AdminSectionKey,
} from '@/features/admin/sections'

const KEYS = Object.keys(adminSections) as AdminSectionKey[]
const routes = adminRouteTree(ADMIN_SECTIONS)

/** DESIGN.md section 2 as a table: who may read (r) and write (w) each section. */
const ACCESS: Record<AdminSectionKey, Record<StaffRole, '' | 'r' | 'rw'>> = {
  dashboard: { admin: 'rw', editor: 'rw', analyst: 'r' },
  countries: { admin: 'rw', editor: 'rw', analyst: '' },
  brands: { admin: 'rw', editor: 'rw', analyst: '' },
  pages: { admin: 'rw', editor: 'rw', analyst: '' },
  categories: { admin: 'rw', editor: 'rw', analyst: '' },
  users: { admin: 'rw', editor: '', analyst: '' },
  media: { admin: 'rw', editor: 'rw', analyst: '' },
  uploads: { admin: 'rw', editor: 'rw', analyst: '' },
  analytics: { admin: 'rw', editor: '', analyst: 'r' },
  incoming: { admin: 'rw', editor: '', analyst: 'r' },
  clickLog: { admin: 'rw', editor: '', analyst: 'r' },
  codeSnippets: { admin: 'rw', editor: '', analyst: '' },
  postbacks: { admin: 'rw', editor: '', analyst: 'r' },
  testPostback: { admin: 'rw', editor: '', analyst: '' },
  settings: { admin: 'rw', editor: '', analyst: '' },
  compliance: { admin: 'rw', editor: 'rw', analyst: 'r' },
  linkHealth: { admin: 'rw', editor: 'rw', analyst: 'r' },
  alerts: { admin: 'rw', editor: 'r', analyst: 'r' },
  auditLog: { admin: 'rw', editor: '', analyst: '' },
}

const cases = KEYS.flatMap((key) =>
  STAFF_ROLES.map((role) => [key, role, ACCESS[key][role]] as const),
)

describe('admin section registry', () => {
  test("the sidebar has the spec's 15 entries, in order, then Compliance, Link health, Alerts and the Audit log", () => {
    expect(ADMIN_SECTIONS.map(({ path, label }) => [path, label])).toEqual([
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/countries', 'Countries'],
      ['/admin/brands', 'Brands'],
      ['/admin/pages', 'Pages'],
      ['/admin/categories', 'Categories'],
      ['/admin/users', 'Users'],
      ['/admin/media', 'Media'],
      ['/admin/uploads', 'Uploads'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/incoming', 'Incoming Clicks'],
      ['/admin/click-log', 'Outgoing Clicks'],
      ['/admin/code-snippets', 'Code Snippets'],
      ['/admin/postbacks', 'Postbacks'],
      ['/admin/test-postback', 'Test Postback'],
      ['/admin/settings', 'Settings'],
      ['/admin/compliance', 'Compliance'],
      ['/admin/link-health', 'Link health'],
      ['/admin/alerts', 'Alerts'],
      ['/admin/audit-log', 'Audit log'],
    ])
  })

  test('the access table covers every section and no other', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...KEYS].sort())
  })

  test('each section is registered under its own key', () => {
    for (const key of KEYS) expect(adminSections[key].key).toBe(key)
  })

  test.each(cases)('%s, %s: %s', (section, role, access) => {
    expect(can(role, section, 'read')).toBe(access.includes('r'))
    expect(can(role, section, 'write')).toBe(access.includes('w'))
    // Reading is the default question.
    expect(can(role, section)).toBe(access.includes('r'))
  })

  test('no role, no access', () => {
    for (const key of KEYS) {
      expect(can(null, key, 'read')).toBe(false)
      expect(can(undefined, key, 'write')).toBe(false)
    }
    expect(sectionsFor(null)).toEqual([])
  })

  test('whoever may write a section may read it', () => {
    for (const section of ADMIN_SECTIONS) {
      for (const role of section.write) expect(section.read, section.key).toContain(role)
    }
  })

  test('every staff role may read the dashboard; an admin may read and write everything', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'dashboard')).toBe(true)
    expect(sectionsFor('admin', 'write')).toEqual(ADMIN_SECTIONS)
  })

  test('sectionsFor keeps the sidebar order', () => {
    expect(sectionsFor('analyst').map(({ label }) => label)).toEqual([
      'Dashboard',
      'Analytics',
      'Incoming Clicks',
      'Outgoing Clicks',
      'Postbacks',
      'Compliance',
      'Link health',
      'Alerts',
    ])
    expect(sectionsFor('editor').map(({ key }) => key)).toEqual([
      'dashboard',
      'countries',
      'brands',
      'pages',
      'categories',
      'media',
      'uploads',
      'compliance',
      'linkHealth',
      'alerts',
    ])
  })

  test.each(ADMIN_SECTIONS.map((section) => [section.path, section] as const))(
    '%s has a route, a title and an icon',
    (path, section) => {
      for (const url of [path, `${path}/12/edit`]) {
        const match = matchRoutes(routes, url, paths.admin.root.path)?.at(-1)
        expect(match?.route.id, url).toBe(`admin-${section.key}`)
        expect(sectionForPath(url)).toBe(section)
        expect(pageTitleForPath(url)).toBe(section.label)
      }
      expect(section.icon).toBeTruthy()
      expect(section.path).toBe(`/admin/${section.slug}`)
    },
  )

  test('keys, slugs and labels are unique', () => {
    for (const field of ['key', 'slug', 'label'] as const) {
      const values = ADMIN_SECTIONS.map((section) => section[field])
      expect(new Set(values).size, field).toBe(values.length)
    }
  })

  test('the other admin paths: index, login, profile, and an unknown page', () => {
    const leaf = (url: string) => matchRoutes(routes, url, paths.admin.root.path)?.at(-1)?.route.id
    expect(leaf('/admin')).toBe('admin-index')
    expect(leaf('/admin/login')).toBe('admin-login')
    expect(leaf('/admin/profile')).toBe('admin-profile')
    expect(leaf('/admin/nowhere')).toBe('admin-not-found')
    // Case-sensitive, like the public routes.
    expect(leaf('/admin/Brands')).toBe('admin-not-found')
    expect(pageTitleForPath('/admin/profile')).toBe('Profile')
    expect(pageTitleForPath('/admin/nowhere')).toBe('Admin')
    // A prefix is no section: /admin/brandsx is not /admin/brands.
    expect(sectionForPath('/admin/brandsx')).toBeUndefined()
  })

  test('the audit log names each audited table, in sidebar order, and links the catalog rows', () => {
    expect(
      auditedTables().map(({ name, label, editedIn }) => [name, label, editedIn?.key]),
    ).toEqual([
      ['countries', 'Countries', 'countries'],
      ['brands', 'Brands', 'brands'],
      ['brand_categories', 'Brand categories', undefined],
      ['brand_licences', 'Licences', undefined],
      ['pages', 'Pages', undefined],
      ['categories', 'Categories', 'categories'],
      ['admin_users', 'Users (staff)', undefined],
      ['media', 'Media', undefined],
      ['code_snippets', 'Code snippets', undefined],
      ['postback_sources', 'Postback sources', undefined],
      ['postback_source_secrets', 'Postback secrets', undefined],
      ['site_settings', 'Settings', undefined],
      ['market_rules', 'Market rules', undefined],
      ['regulators', 'Regulators', undefined],
      ['market_regulators', 'Market regulators', undefined],
      ['market_blacklist', 'Market blacklist', undefined],
      ['alert_rules', 'Alert rules', undefined],
    ])
  })

  test('the Undo of a delete restores the content tables, code snippets and postback sources', () => {
    expect(restorableTables()).toEqual([
      'countries',
      'brands',
      'pages',
      'categories',
      'code_snippets',
      'postback_sources',
    ])
  })
})

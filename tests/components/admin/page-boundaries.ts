/**
 * Values on both sides of every pages constraint, with whether the table accepts them:
 * the schema test and the database parity test both run these cases.
 */
import type { PageFormValues } from '../../../src/features/admin/pages/page-schema.ts'
import { FLAG, type BoundaryCase } from './catalog-boundaries'

export const pageBoundaryCases: BoundaryCase<PageFormValues>[] = [
  { label: 'title of 1 character', values: { title: 'A' }, accepted: true },
  { label: 'title of 200 characters', values: { title: 't'.repeat(200) }, accepted: true },
  { label: 'title of 201 characters', values: { title: 't'.repeat(201) }, accepted: false },
  { label: 'title of 100 flags', values: { title: FLAG.repeat(100) }, accepted: true },
  { label: 'title of 101 flags', values: { title: FLAG.repeat(101) }, accepted: false },
  { label: 'slug of 60 characters', values: { slug: 'p'.repeat(60) }, accepted: true },
  { label: 'slug of 61 characters', values: { slug: 'p'.repeat(61) }, accepted: false },
  {
    label: 'slug "responsible-gambling"',
    values: { slug: 'responsible-gambling' },
    accepted: true,
  },
  { label: 'slug with upper case', values: { slug: 'About-Us' }, accepted: false },
  { label: 'slug with a double hyphen', values: { slug: 'about--us' }, accepted: false },
  { label: 'slug of three letters', values: { slug: 'faq' }, accepted: true },
  { label: 'slug of two letters (a country code)', values: { slug: 'fr' }, accepted: false },
  { label: 'slug "reviews"', values: { slug: 'reviews' }, accepted: false },
  { label: 'slug "admin"', values: { slug: 'admin' }, accepted: false },
  { label: 'slug "sitemap"', values: { slug: 'sitemap' }, accepted: false },
  { label: 'slug "404"', values: { slug: '404' }, accepted: false },
  {
    label: 'content of 100000 characters',
    values: { content: 'c'.repeat(100000) },
    accepted: true,
  },
  {
    label: 'content of 100001 characters',
    values: { content: 'c'.repeat(100001) },
    accepted: false,
  },
  {
    label: 'meta title of 200 characters',
    values: { meta_title: 'm'.repeat(200) },
    accepted: true,
  },
  {
    label: 'meta title of 201 characters',
    values: { meta_title: 'm'.repeat(201) },
    accepted: false,
  },
  {
    label: 'meta description of 400 characters',
    values: { meta_description: 'd'.repeat(400) },
    accepted: true,
  },
  {
    label: 'meta description of 401 characters',
    values: { meta_description: 'd'.repeat(401) },
    accepted: false,
  },
  { label: 'sort order -2147483648', values: { sort_order: -2147483648 }, accepted: true },
  { label: 'sort order 2147483648', values: { sort_order: 2147483648 }, accepted: false },
]

/**
 * Postbacks (/admin/postbacks) and Test Postback (/admin/test-postback): two sections over
 * one folder. Analysts follow conversions; postback sources and their secrets are the
 * admin's, and so is sending a test.
 */
import { FlaskConical, Webhook } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage, TRAFFIC } from '../section-definition'

export const postbacksSection = defineSection({
  key: 'postbacks',
  slug: 'postbacks',
  label: 'Postbacks',
  description:
    'Affiliate networks report conversions to the postback function; each source is one network, and the log keeps every request with its outcome.',
  icon: Webhook,
  read: TRAFFIC,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./postbacks-page'),
    (m) => m.PostbacksPage,
  ),
  table: {
    name: 'postback_sources',
    noun: 'postback source',
    shortNoun: 'source',
    audit: 'Postback sources',
    restorable: true,
  },
  relatedTables: [{ name: 'postback_source_secrets', audit: 'Postback secrets' }],
})

export const testPostbackSection = defineSection({
  key: 'testPostback',
  slug: 'test-postback',
  label: 'Test Postback',
  icon: FlaskConical,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./test-postback-page'),
    (m) => m.TestPostbackPage,
  ),
})

/**
 * Alerts (/admin/alerts): what the monitor's rules fired (#28), each with what crossed its
 * threshold, the subject, when it fired and cleared and a link to the rows behind it; and
 * the rules, which admins switch on and off, tune, mute and point at a webhook. Every staff
 * role reads both and subscribes itself to a rule's emails (its own rows, not a change to
 * the rule). Rule changes, muting included, are audited.
 */
import { BellRing } from 'lucide-react'
import { ADMIN_ONLY, defineSection, EVERY_STAFF_ROLE, lazyPage } from '../section-definition'

export const alertsSection = defineSection({
  key: 'alerts',
  slug: 'alerts',
  label: 'Alerts',
  description:
    'What needs attention before it costs money: broken links, silent postback sources, falling EPC or conversions, unusual traffic. Each alert fires once, says when it cleared and links to the rows behind it; rules set what fires.',
  icon: BellRing,
  read: EVERY_STAFF_ROLE,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./alerts-page'),
    (m) => m.AlertsPage,
  ),
  table: { name: 'alert_rules', noun: 'alert rule', shortNoun: 'rule', audit: 'Alert rules' },
})

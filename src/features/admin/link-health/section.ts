/**
 * Link health (/admin/link-health): the offer monitor's findings (#28), every brand of every
 * market with its link's latest check (OK, Warning, Broken, or not checked yet) and whether
 * the monitor paused it. A brand opens its own checks and hops. Every staff role reads it;
 * editors and admins may ask for a check now. The checks are written by the link-check
 * function only, so the section has no table of its own to audit.
 */
import { HeartPulse } from 'lucide-react'
import { CONTENT, defineSection, EVERY_STAFF_ROLE, lazyPage } from '../section-definition'

export const linkHealthSection = defineSection({
  key: 'linkHealth',
  slug: 'link-health',
  label: 'Link health',
  description:
    "Where each brand's affiliate link really lands: checked every few hours as a visitor's click would follow it, with every redirect, whether the click id and the offer survive, and the brands paused while their link is broken.",
  icon: HeartPulse,
  read: EVERY_STAFF_ROLE,
  write: CONTENT,
  page: lazyPage(
    () => import('./link-health-page'),
    (m) => m.LinkHealthPage,
  ),
})

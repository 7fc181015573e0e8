import { paths } from '@/config/paths'

/** Titles and paths of the information and guide pages. */
export const INFO_PAGES = {
  about: { title: 'About Us', path: paths.about.path },
  disclosure: { title: 'Affiliate Disclosure', path: paths.disclosure.path },
  privacy: { title: 'Privacy Policy', path: paths.privacy.path },
  terms: { title: 'Terms & Conditions', path: paths.terms.path },
  slots: { title: 'Online Slots Guide', path: paths.slots.path },
  poker: { title: 'Online Poker Guide', path: paths.poker.path },
  blackjack: { title: 'Online Blackjack Guide', path: paths.blackjack.path },
} as const

export type InfoPageKey = keyof typeof INFO_PAGES

/**
 * The landing page's trust content (SPEC.md section 2): Why Trust with four points, the
 * three-step review process, the responsible-gaming strip and the mission text.
 */
import {
  BadgeCheck,
  ClipboardCheck,
  HeartHandshake,
  Scale,
  Search,
  ShieldCheck,
  Trophy,
  Zap,
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'

const trustPoints = [
  {
    icon: ShieldCheck,
    title: 'Licensed casinos only',
    text: 'Every casino we list holds a valid licence from a recognised regulator in its market. No licence, no listing.',
  },
  {
    icon: Scale,
    title: 'Independent scores',
    text: 'Our editors score each casino on the same criteria. Commissions never buy a higher position or a better score.',
  },
  {
    icon: Zap,
    title: 'Payouts we test ourselves',
    text: 'We deposit, play and withdraw with real accounts, and record how long payouts take and what they cost.',
  },
  {
    icon: HeartHandshake,
    title: 'Player protection first',
    text: 'We check deposit limits, time-outs and self-exclusion tools, and point you to free help when you need it.',
  },
] as const

const reviewSteps = [
  {
    icon: Search,
    title: 'We research',
    text: 'We check the licence, the owner, the terms and player complaints before an account is even opened.',
  },
  {
    icon: ClipboardCheck,
    title: 'We test',
    text: 'Real deposits and withdrawals, the games and their providers, the mobile site and the support team.',
  },
  {
    icon: Trophy,
    title: 'We rank',
    text: 'Scores out of 100 for payouts, bonuses, safety and support decide the order, re-checked every month.',
  },
] as const

export function WhyTrust() {
  const { siteName } = usePublicSettings()
  return (
    <section
      aria-labelledby="why-trust"
      className="render-near-viewport bg-muted/60 py-14 md:py-20"
    >
      <div className="container">
        <h2 id="why-trust" className="text-center text-3xl font-bold tracking-tight">
          Why Trust {siteName}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          We are players and industry editors who would rather send you to no casino than to a bad
          one.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {trustPoints.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function ReviewProcess() {
  return (
    <section
      aria-labelledby="review-process"
      className="render-near-viewport container py-14 md:py-20"
    >
      <h2 id="review-process" className="text-center text-3xl font-bold tracking-tight">
        How We Review Casinos
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Three steps, the same for every casino in every country.
      </p>
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {reviewSteps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span className="absolute right-5 top-4 text-4xl font-extrabold text-muted-foreground/20">
              {index + 1}
            </span>
            <span className="flex size-11 items-center justify-center rounded-full bg-brand text-gold">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function ResponsibleGamingStrip() {
  const { minimumAge } = usePublicSettings()
  return (
    <section
      aria-labelledby="responsible-gaming"
      className="render-near-viewport bg-brand text-brand-foreground"
    >
      <div className="container flex flex-col gap-5 py-8 md:flex-row md:items-center">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full border-2 border-gold text-lg font-bold text-gold"
          aria-hidden="true"
        >
          {minimumAge}+
        </span>
        <div className="flex-1">
          <h2 id="responsible-gaming" className="text-lg font-semibold">
            Play responsibly
          </h2>
          <p className="mt-1 text-sm text-brand-foreground/80">
            Gambling is entertainment, not a way to make money. Set a budget and a time limit before
            you play, never chase losses, and take a break when it stops being fun. Only for players
            aged {minimumAge} or over.
          </p>
        </div>
        <a
          href="https://www.gamblingtherapy.org"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 rounded-md border border-white/30 px-4 py-2 text-sm font-semibold hover:bg-white/10"
        >
          <BadgeCheck className="size-4" aria-hidden="true" />
          Get free, confidential help
        </a>
      </div>
    </section>
  )
}

export function Mission() {
  const { siteName, foundedYear } = usePublicSettings()
  return (
    <section aria-labelledby="mission" className="render-near-viewport container py-14 md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="mission" className="text-3xl font-bold tracking-tight">
          Our Mission
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Since {foundedYear}, {siteName} has had one goal: to help players find a safe, licensed
          casino that pays out quickly and treats them fairly. We compare casinos country by country
          because the rules, payment methods and the best offers differ from one market to the next,
          and we explain every score so you can make your own choice.
        </p>
        <p className="mt-4 text-sm text-muted-foreground">
          We may earn a commission when you sign up through our links, at no cost to you.{' '}
          <Link to={paths.disclosure.getHref()} className="font-medium text-primary underline">
            How we earn money
          </Link>
          .
        </p>
      </div>
    </section>
  )
}

/** Everything below the country cards, loaded as one chunk. */
export function LandingSections() {
  return (
    <>
      <WhyTrust />
      <ReviewProcess />
      <ResponsibleGamingStrip />
      <Mission />
    </>
  )
}

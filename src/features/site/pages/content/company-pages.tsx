/** Text of /about, /disclosure, /privacy and /terms. */
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'
import { Callout, Section } from './prose'

/** The facts these pages state, from the public settings. */
function useFacts() {
  const settings = usePublicSettings()
  return { ...settings, name: settings.siteName }
}

export function AboutContent() {
  const { name, foundedYear, contactEmail, contactResponseTime } = useFacts()
  return (
    <>
      <Section title="Who we are">
        <p>
          {name} was founded in {foundedYear} by a small team of casino players, payments
          specialists and editors who were tired of review sites that rank whoever pays the most. We
          compare licensed online casinos country by country, because what makes a casino good in
          Canada (Interac, CAD accounts) is not what makes it good in Sweden (BankID, Trustly) or
          the United Kingdom (GAMSTOP, fast PayPal payouts).
        </p>
        <p>
          Today we cover eight markets: Canada, the United Kingdom, Germany, Australia, Sweden,
          Hungary, Croatia and Romania, with rankings for casino, slots, poker and blackjack in
          each.
        </p>
      </Section>
      <Section title="How we review casinos">
        <ol>
          <li>
            <strong>Licence and ownership.</strong> We confirm the licence with the regulator and
            look at who owns the casino and how it has treated players before.
          </li>
          <li>
            <strong>Real-money testing.</strong> We open accounts, deposit, play and withdraw, and
            record how long verification and payouts take.
          </li>
          <li>
            <strong>Bonus terms.</strong> We read the wagering requirements, game weighting, time
            limits and maximum bets, and say plainly when an offer is hard to clear.
          </li>
          <li>
            <strong>Games, mobile and support.</strong> We check the game providers and RTPs, play
            on phones, and ask support real questions at different times of day.
          </li>
          <li>
            <strong>Scoring.</strong> Each casino gets an editor score out of 100. Scores are
            re-checked monthly and whenever terms change.
          </li>
        </ol>
      </Section>
      <Section title="Our independence">
        <p>
          We earn commissions from some of the casinos we list (see our{' '}
          <Link to={paths.disclosure.getHref()}>affiliate disclosure</Link>). Commercial terms never
          decide a score: a casino that pays a commission and performs badly is ranked low, or
          removed.
        </p>
      </Section>
      <Section title="Contact us">
        <p>
          Questions, corrections or a complaint about a casino we list? Email us at{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We answer every message within{' '}
          <strong>{contactResponseTime}</strong>.
        </p>
      </Section>
    </>
  )
}

export function DisclosureContent() {
  const { name, minimumAge } = useFacts()
  return (
    <>
      <Callout>
        <strong>In short:</strong> {name} contains affiliate links. When you click a Get Bonus or
        Play Now button and sign up or deposit at a casino, the casino may pay us a commission. You
        pay nothing extra, and the bonus you get is the same or better than going direct.
      </Callout>
      <Section title="How affiliate links work">
        <p>
          The buttons that take you to a casino carry a tracking reference so the casino knows you
          came from us. If you open an account, and in most agreements also make a deposit, we
          receive a one-off fee or a share of the casino&apos;s revenue from your play. This is how
          we pay for our testing, writing and the site itself, and why {name} is free to use.
        </p>
      </Section>
      <Section title="What commissions do not change">
        <ul>
          <li>Scores and positions: they come from our review criteria, not commercial terms.</li>
          <li>
            Our reviews: we publish the weak points of every casino, including the ones that pay us.
          </li>
          <li>
            Which casinos we list: only licensed operators that accept players in the market shown.
          </li>
        </ul>
      </Section>
      <Section title="Responsible gambling">
        <p>
          Casino games are for adults aged {minimumAge} or over (older where local law says so).
          Gambling involves risk: never play with money you cannot afford to lose. If gambling stops
          being fun, the helplines at the bottom of every page offer free, confidential help.
        </p>
      </Section>
    </>
  )
}

export function PrivacyContent() {
  const { name, contactEmail, contactResponseTime } = useFacts()
  return (
    <>
      <Callout>
        We use no third-party advertising or analytics trackers. What we record about visits and
        clicks stays in our own database and is used to run and improve {name} and to settle
        commissions with casinos.
      </Callout>
      <Section title="What we record and why">
        <ul>
          <li>
            <strong>Visitor id:</strong> a random id kept in your browser&apos;s local storage, so
            we can count returning visitors and keep one star-rating vote per visitor and casino. It
            does not contain your name or email.
          </li>
          <li>
            <strong>Session id:</strong> a random id for one browser tab, kept in session storage,
            with the time the visit started and ended, so we can measure how long visits last.
          </li>
          <li>
            <strong>Device, browser and operating system:</strong> the type of device (mobile,
            tablet, desktop), browser and OS with their versions and the screen size, taken from
            your browser&apos;s user agent, so we can make the site work well on what visitors use.
          </li>
          <li>
            <strong>Where you came from:</strong> the referring page, the landing page, and campaign
            parameters in the link you followed (UTM source, medium, campaign, term, content, and ad
            click ids such as gclid or fbclid), so we know which campaigns bring visitors.
          </li>
          <li>
            <strong>IP-derived country and city:</strong> your IP address and the approximate
            country and city derived from it, to show the right country&apos;s casinos, to detect
            fraudulent or automated clicks, and to report traffic by market. To find the country and
            city your browser asks an IP geolocation service once per visit; it learns your IP
            address, as any website you load does.
          </li>
          <li>
            <strong>How a click happened:</strong> page load time, time on the page, how far you
            scrolled, the time between page view and click, and whether the browser reports being
            automated, so that bot clicks can be told apart from people&apos;s and kept out of the
            figures casinos pay on.
          </li>
          <li>
            <strong>Clicks on casino links:</strong> which casino you clicked, when, from which
            page, and a click id passed to the casino, so that commissions can be matched to clicks
            and bot traffic filtered out.
          </li>
        </ul>
      </Section>
      <Section title="Location detection">
        <p>
          On the homepage your browser may ask to share your location. If you allow it, your
          coordinates are sent once to a reverse-geocoding service to find your country and are not
          stored by us. If you decline, we use your device&apos;s time zone instead, or you simply
          choose your country.
        </p>
      </Section>
      <Section title="How long we keep it and who sees it">
        <p>
          Visit and click records are kept for up to 24 months and then deleted or anonymised. Only
          our staff can read them. We share click ids and conversion data with the casino a click
          led to, and nothing else; we never sell personal data.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          Depending on where you live you may ask for a copy of your data, its correction or
          deletion, or object to its use. Clearing your browser&apos;s storage removes the visitor
          and session ids. Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>; we reply
          within {contactResponseTime}.
        </p>
      </Section>
    </>
  )
}

export function TermsContent() {
  const { name, minimumAge, contactEmail, contactResponseTime } = useFacts()
  return (
    <>
      <Section title="1. Who may use this site">
        <p>
          {name} is intended for adults. You must be at least{' '}
          <strong>{minimumAge} years old</strong> (or the legal gambling age where you live, if
          higher) to use this site and to follow any link to a casino. It is your responsibility to
          check that online gambling is legal where you are.
        </p>
      </Section>
      <Section title="2. Information only">
        <p>
          {name} publishes comparisons, reviews and guides. We do not offer gambling, accept bets or
          hold funds. Bonuses, terms and availability are set by the casinos and can change without
          notice: always read the casino&apos;s own terms before you deposit.
        </p>
      </Section>
      <Section title="3. Affiliate links">
        <p>
          Links to casinos are affiliate links and we may be paid when you sign up; see our{' '}
          <Link to={paths.disclosure.getHref()}>affiliate disclosure</Link>. Your agreement with a
          casino is between you and that casino.
        </p>
      </Section>
      <Section title="4. Liability">
        <p>
          We check our information carefully but cannot guarantee it is complete or current. To the
          extent the law allows, {name} is not liable for losses arising from gambling or from your
          use of third-party sites.
        </p>
      </Section>
      <Section title="5. Content and privacy">
        <p>
          The texts, scores and design of this site belong to {name} and may not be copied without
          permission. How we handle data is described in our{' '}
          <Link to={paths.privacy.getHref()}>privacy policy</Link>.
        </p>
      </Section>
      <Section title="6. Contact">
        <p>
          Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We
          respond within {contactResponseTime}.
        </p>
      </Section>
    </>
  )
}

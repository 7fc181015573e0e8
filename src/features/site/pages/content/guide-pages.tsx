/** Text of the category guides /slots, /poker and /blackjack: tips, variants, rankings. */
import { Link } from 'react-router-dom'
import { COUNTRIES } from '@/config/countries'
import { paths, type GuideCategory } from '@/config/paths'
import { Callout, Section } from './prose'

type Variant = { name: string; text: string }

type Guide = {
  intro: string[]
  variantsTitle: string
  variants: Variant[]
  tips: string[]
  noun: string
}

const guides: Record<GuideCategory, Guide> = {
  slots: {
    noun: 'slot',
    intro: [
      'Slots are the most played casino games online: easy to learn, with thousands of themes and prizes from a few cents to life-changing jackpots. Every spin is decided by a certified random number generator, so no pattern or system can predict the next result.',
      'Two numbers tell you most of what you need to know: the RTP (return to player, the share of all stakes paid back over millions of spins, usually 94-97%) and the volatility (how often and how big the wins are).',
    ],
    variantsTitle: 'Types of online slots',
    variants: [
      { name: 'Classic 3-reel slots', text: 'Fruit-machine style, few paylines, simple rules.' },
      {
        name: 'Video slots',
        text: '5 reels or more with free spins, multipliers and bonus games.',
      },
      {
        name: 'Megaways slots',
        text: 'A changing number of symbols per reel: up to 117,649 ways to win.',
      },
      {
        name: 'Progressive jackpots',
        text: 'A share of every bet feeds a jackpot that can reach millions; lower base RTP.',
      },
      { name: 'Cluster pays', text: 'Wins for groups of touching symbols instead of paylines.' },
      {
        name: 'Bonus buy slots',
        text: 'Pay a fixed price to go straight to the bonus round (not allowed in every country).',
      },
    ],
    tips: [
      'Check the RTP in the game info and prefer 96% or higher.',
      'Match volatility to your budget: low volatility for long sessions, high for the chance of big wins.',
      'Try the free demo before playing for real money.',
      'Read bonus wagering rules: slots usually count 100% towards wagering, but maximum bets apply.',
      'Set a loss limit and a time limit before you start, and stop when you reach either.',
    ],
  },
  poker: {
    noun: 'poker',
    intro: [
      "Online poker comes in two forms: games against other players (cash games and tournaments in a poker room, where the site takes a small rake) and games against the house (video poker and casino poker like Casino Hold'em). Skill matters in both, but in very different ways.",
      'In player-versus-player poker your decisions decide your long-term results. In house games, the right strategy lowers the house edge but cannot remove it.',
    ],
    variantsTitle: 'Poker variants you will find online',
    variants: [
      {
        name: "Texas Hold'em",
        text: 'Two private cards, five shared: the most popular game by far.',
      },
      {
        name: 'Omaha (PLO)',
        text: 'Four private cards, use exactly two: bigger hands, bigger pots.',
      },
      {
        name: 'Seven Card Stud',
        text: 'No shared cards, some dealt face up: a classic of memory.',
      },
      {
        name: 'Tournaments and Sit & Go',
        text: 'A fixed buy-in for a chance at a large prize pool.',
      },
      {
        name: 'Video poker',
        text: 'Jacks or Better, Deuces Wild: over 99% RTP with perfect strategy.',
      },
      {
        name: "Casino Hold'em and Three Card Poker",
        text: 'Play against the dealer instead of other players.',
      },
    ],
    tips: [
      'Keep a bankroll of at least 20-30 buy-ins for the stakes you play.',
      'Start at micro stakes or free tables and move up only after a winning stretch.',
      'Play fewer hands, but play them aggressively: position matters.',
      'Look for rakeback and tournament freerolls, often better value than a deposit bonus.',
      'Take breaks: tired and tilted decisions are the most expensive ones.',
    ],
  },
  blackjack: {
    noun: 'blackjack',
    intro: [
      'Blackjack has one of the lowest house edges in the casino: about 0.5% when you follow basic strategy, the mathematically best play for every hand. Beat the dealer by getting closer to 21 without going over.',
      'Small rule changes matter. Blackjack paying 3:2 (not 6:5), the dealer standing on soft 17, and doubling after a split all lower the house edge.',
    ],
    variantsTitle: 'Blackjack variants',
    variants: [
      { name: 'Classic blackjack', text: 'The standard game, usually with 6 or 8 decks.' },
      {
        name: 'European blackjack',
        text: 'The dealer takes no hole card until players have acted.',
      },
      {
        name: 'Atlantic City blackjack',
        text: 'Late surrender and doubling after splits allowed.',
      },
      {
        name: 'Spanish 21',
        text: 'No 10s in the deck, but generous bonus payouts and player rules.',
      },
      {
        name: 'Blackjack Switch',
        text: 'Two hands, and you may swap their second cards; a blackjack pays 1:1.',
      },
      {
        name: 'Live dealer blackjack',
        text: 'Real dealers streamed in HD, with side bets and bet-behind seats.',
      },
    ],
    tips: [
      'Learn basic strategy and keep a strategy chart open while you play.',
      'Avoid tables that pay 6:5 for blackjack: they cost you more than any side bet saves.',
      'Skip insurance: it is a side bet with a high house edge.',
      'Always split aces and eights; never split tens or fives.',
      'Check how blackjack counts towards bonus wagering: often only 10% or less.',
    ],
  },
}

export function GuideContent({ category }: { category: GuideCategory }) {
  const guide = guides[category]
  const label = paths[category].label
  return (
    <>
      <Section title={`How online ${guide.noun} works`}>
        {guide.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      <Section title={guide.variantsTitle}>
        <ul className="grid !list-none gap-3 !pl-0 sm:grid-cols-2">
          {guide.variants.map((variant) => (
            <li key={variant.name} className="!mt-0 rounded-lg border bg-card p-4">
              <strong className="block">{variant.name}</strong>
              <span className="text-sm text-muted-foreground">{variant.text}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Tips for playing ${guide.noun} online`}>
        <ul>
          {guide.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
      <Callout>
        Play for fun and within your limits. Casino games are for players aged 18 or over, and no
        strategy guarantees a profit.
      </Callout>
      <Section title={`Best ${label.toLowerCase()} casinos by country`}>
        <ul className="flex !list-none flex-wrap gap-2 !pl-0">
          {COUNTRIES.map((country) => (
            <li key={country.slug} className="!mt-0">
              <Link
                to={paths.category.getHref(country.slug, category)}
                className="inline-block rounded-full border bg-card px-4 py-1.5 text-sm !no-underline hover:border-primary"
              >
                {label} in {country.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

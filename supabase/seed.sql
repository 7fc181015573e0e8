-- Content seed: countries, categories, brands, pages and site settings, the
-- site's starting content (fictional brands, example domains only). This is
-- the seed supabase/config.toml names, so `supabase db push --include-seed`
-- may send it to a hosted project: it holds no accounts and no secrets. The
-- local stack runs supabase/emulator/seed-local.ts after it (local staff
-- accounts, a demo postback source).

-- Countries ------------------------------------------------------------------------------

insert into public.countries (name, slug, flag_icon, language, description, sort_order) values
  ('Canada', 'ca', '🇨🇦', 'en-CA',
   'Casinos licensed for Canadian players, with Interac banking, CAD accounts and games from the biggest studios.', 1),
  ('Romania', 'ro', '🇷🇴', 'ro-RO',
   'ONJN-licensed casinos with RON accounts, Romanian-speaking support and local payment options.', 2),
  ('United Kingdom', 'uk', '🇬🇧', 'en-GB',
   'UK Gambling Commission licensed sites with fast PayPal withdrawals, GAMSTOP and strong player protection.', 3),
  ('Germany', 'de', '🇩🇪', 'de-DE',
   'GGL-licensed online casinos for German players: safe deposits, German support and the legal slot limits explained.', 4),
  ('Australia', 'au', '🇦🇺', 'en-AU',
   'Casinos that accept Australian players, with PayID and POLi deposits, AUD play and quick payouts.', 5),
  ('Sweden', 'se', '🇸🇪', 'sv-SE',
   'Spelinspektionen-licensed casinos with BankID sign-up, Trustly and Swish payments and tax-free winnings.', 6),
  ('Hungary', 'hu', '🇭🇺', 'hu-HU',
   'Casinos for Hungarian players with HUF balances, Hungarian-language support and local bank transfers.', 7),
  ('Croatia', 'hr', '🇭🇷', 'hr-HR',
   'Casinos licensed for Croatian players, with EUR accounts, Aircash and KEKS Pay and Croatian support.', 8)
on conflict (slug) do nothing;

-- Categories -----------------------------------------------------------------------------

insert into public.categories (slug, name, description, icon, sort_order) values
  ('casino', 'Online Casinos',
   'Our full ranking of licensed online casinos: bonuses, payout speed, game choice and support compared side by side.',
   'trophy', 1),
  ('slots', 'Slots',
   'Casinos with the biggest slot libraries, Megaways and jackpot series, and the fairest free-spin offers.',
   'cherry', 2),
  ('poker', 'Poker',
   'Sites with a real poker room: cash games, tournaments and video poker, plus the rakeback and freerolls on offer.',
   'spade', 3),
  ('blackjack', 'Blackjack',
   'The best tables for blackjack players: live dealers, low-limit and VIP tables and bonuses that count table games.',
   'club', 4)
on conflict (slug) do nothing;

-- Brands ---------------------------------------------------------------------------------
-- Eleven fictional brands per country (ten active, one inactive). The facts below are
-- varied deterministically from each name; the review text is written from the facts.
-- The session-local scratch tables are dropped at the end of this section.

drop table if exists pg_temp.seed_brand_text, pg_temp.seed_brand, pg_temp.seed_brand_name, pg_temp.seed_market;

create temporary table seed_market (
  slug text primary key,
  idx integer not null,
  money_prefix text not null,
  money_suffix text not null,
  money_factor numeric not null,
  licence_a text not null,
  licence_b text not null,
  local_payments text not null
);

insert into seed_market values
  ('ca', 1, 'C$', '', 1, 'Kahnawake Gaming Commission', 'iGaming Ontario (AGCO registered)', 'Interac e-Transfer and iDebit'),
  ('ro', 2, '', ' lei', 5, 'Oficiul National pentru Jocuri de Noroc (ONJN), class I licence', 'ONJN, class I licence', 'Revolut, Paysafecard and Romanian bank cards'),
  ('uk', 3, '£', '', 1, 'UK Gambling Commission', 'UK Gambling Commission and Alderney Gambling Control Commission', 'PayPal, Apple Pay and Visa Debit'),
  ('de', 4, '€', '', 1, 'Gemeinsame Glücksspielbehörde der Länder (GGL)', 'GGL whitelist operator licence', 'PayPal, Klarna and Giropay'),
  ('au', 5, 'A$', '', 1.5, 'Malta Gaming Authority', 'Curaçao Gaming Control Board', 'PayID, POLi and Neosurf'),
  ('se', 6, '', ' kr', 10, 'Spelinspektionen (Swedish Gambling Authority)', 'Spelinspektionen licence', 'Trustly, Swish and BankID-verified bank transfers'),
  ('hu', 7, '', ' Ft', 350, 'Szabályozott Tevékenységek Felügyeleti Hatósága (SZTFH)', 'Malta Gaming Authority', 'SimplePay, Revolut and Hungarian bank transfer'),
  ('hr', 8, '€', '', 1, 'Ministry of Finance of the Republic of Croatia', 'Malta Gaming Authority', 'Aircash, KEKS Pay and Maestro');

create temporary table seed_brand_name (
  country text not null,
  pos integer not null,
  name text not null,
  primary key (country, pos)
);

insert into seed_brand_name (country, pos, name)
select c.country, n.pos, n.name
from (values
  ('ca', array['Maple Crown Casino', 'Northern Lights Casino', 'Royal Maple Casino', 'Polar Spins', 'Aurora Jackpot Casino',
               'Timber Wolf Casino', 'Loonie Lounge Casino', 'Great Lakes Slots', 'Yukon Gold Rush Casino',
               'Rocky Summit Casino', 'Niagara Spin Palace']),
  ('ro', array['Carpathian Casino', 'Dunarea Spins', 'Bucharest Royale', 'Transilvania Slots', 'Leu Lucky Casino',
               'Black Sea Casino', 'Maramures Jackpot', 'Delta Star Casino', 'Sibiu Spin Club', 'Bran Castle Casino',
               'Constanta Bay Casino']),
  ('uk', array['Regent Reels', 'Thames Spin Club', 'Crown and Anchor Casino', 'Highland Jackpots', 'Sovereign Spins',
               'Lucky Sterling Casino', 'Pennylane Slots', 'Windsor Royale Casino', 'Brighton Pier Casino',
               'Cotswold Casino', 'Baker Street Bets']),
  ('de', array['Spielbank Nord', 'Alpenspin Casino', 'Rhein Roulette Casino', 'Bavaria Jackpot', 'Schwarzwald Slots',
               'Kaiser Spins', 'Hanse Casino', 'Elbe Royal Casino', 'Zugspitze Casino', 'Berliner Glueck Casino',
               'Mosel Spin Club']),
  ('au', array['Outback Spins', 'Koala Casino', 'Reef Royale Casino', 'Southern Cross Casino', 'Boomerang Bet Casino',
               'Kangaroo Jackpot', 'Harbour Lights Casino', 'Red Centre Slots', 'Golden Wattle Casino',
               'Tasman Tide Casino', 'Billabong Bets']),
  ('se', array['Nordsken Casino', 'Viking Spins', 'Midnattssol Slots', 'Stockholm Royale', 'Fjall Vinst Casino',
               'Kronan Casino', 'Lagom Casino', 'Gotland Spin Club', 'Lapland Lights Casino', 'Skargard Casino',
               'Malmo Bay Casino']),
  ('hu', array['Duna Casino', 'Puszta Spins', 'Tokaj Royale Casino', 'Balaton Bet Casino', 'Budapest Grand Casino',
               'Forint Fortune', 'Magyar Jackpot', 'Hortobagy Slots', 'Szeged Star Casino', 'Danube Pearl Casino',
               'Eger Castle Casino']),
  ('hr', array['Adriatic Spins', 'Dalmacija Casino', 'Zagreb Royale', 'Plitvice Jackpot', 'Istra Slots',
               'Dubrovnik Palace Casino', 'Jadran Bet Casino', 'Split Harbour Casino', 'Hvar Nights Casino',
               'Kvarner Spin Club', 'Slavonia Star Casino'])
) as c (country, names)
cross join lateral unnest(c.names) with ordinality as n (name, pos);

-- Facts per brand, derived from a hash of the name so that reruns give the same data.
create temporary table seed_brand as
with base as (
  select
    bn.country, bn.pos, bn.name, m.idx as market_idx, m.money_prefix, m.money_suffix, m.money_factor,
    m.licence_a, m.licence_b, m.local_payments, c.name as country_name,
    abs(hashtext(bn.name)) as h,
    lower(regexp_replace(bn.name, '\s+', '-', 'g')) as slug
  from seed_brand_name bn
  join seed_market m on m.slug = bn.country
  join public.countries c on c.slug = bn.country
)
select
  b.*,
  b.pos <> 11 as active,
  (99 - round((b.pos - 1) * 1.8)::int - case when b.market_idx % 2 = 0 and b.pos > 1 then 1 else 0 end)::smallint
    as editor_score,
  round(4.9 - (b.pos - 1) * 0.09 - (b.h % 4) * 0.05, 1) as rating,
  300 + b.h % 4000 as votes,
  greatest(12, 420 - b.pos * 35 + b.h % 40) as picked,
  (array['Fast Payouts', 'Best Bonus', null, 'New', 'Exclusive', null])[1 + (b.pos + b.market_idx) % 6] as label,
  (array[100, 100, 150, 200, 100])[1 + b.h % 5] as bonus_pct,
  (array[500, 1000, 1500, 750, 1200, 300])[1 + (b.h / 7) % 6] as bonus_base,
  (array[50, 100, 150, 200, 0])[1 + (b.h / 11) % 5] as spins,
  (array[35, 30, 40, 25, 45, 35])[1 + (b.h / 13) % 6] as wagering,
  800 + (b.h / 17) % 40 * 100 as games,
  40 + (b.h / 19) % 200 as live_tables,
  (array[2, 12, 24, 24, 48, 72])[1 + (b.h / 23) % 6] as payout_hours,
  (array[10, 20, 10])[1 + (b.h / 29) % 3] as min_dep_base,
  2008 + (b.h / 31) % 16 as founded,
  (b.h / 37) % 3 <> 0 as has_app,
  (b.h / 41) % 4 in (0, 1) as has_poker,
  (b.h / 43) % 5 <> 4 as support_247,
  (b.h / 47) % 4 = 0 as withdrawal_fee,
  (array['NetEnt, Pragmatic Play and Evolution', 'Play''n GO, Microgaming and Evolution',
         'Pragmatic Play, Hacksaw Gaming and Playtech', 'Red Tiger, NoLimit City and Ezugi'])[1 + (b.h / 53) % 4]
    as providers,
  case when b.pos % 3 = 0 then b.licence_b else b.licence_a end as licence
from base b;

create temporary table seed_brand_text as
with money as (
  select
    s.*,
    s.money_prefix || to_char(round(s.bonus_base * s.money_factor / 10) * 10, 'FM999,999,990') || s.money_suffix as bonus_amount,
    s.money_prefix || to_char(round(s.min_dep_base * s.money_factor / 5) * 5, 'FM999,999,990') || s.money_suffix as min_deposit,
    case s.payout_hours
      when 2 then 'Within 2 hours' when 12 then 'Within 12 hours' when 24 then 'Within 24 hours'
      when 48 then '1-2 days' else '2-3 days'
    end as payout_speed,
    case s.payout_hours
      when 2 then 'within two hours' when 12 then 'within twelve hours' when 24 then 'within a day'
      when 48 then 'within one to two days' else 'within two to three days'
    end as payout_words
  from seed_brand s
), bonus as (
  select
    m.*,
    m.bonus_pct || '% up to ' || m.bonus_amount || case when m.spins > 0 then ' + ' || m.spins || ' Free Spins' else '' end
      as bonus_text,
    array_remove(array[
      case when m.payout_hours <= 24 then 'Withdrawals processed ' || m.payout_words end,
      case when m.games >= 2000 then to_char(m.games, 'FM9,990') || '+ games from ' || m.providers end,
      case when m.live_tables >= 120 then m.live_tables || ' live dealer tables' end,
      case when m.has_app then 'Dedicated iOS and Android apps' end,
      case when m.wagering <= 30 then 'Fair ' || m.wagering || 'x wagering on the welcome bonus' end,
      'Deposits with ' || m.local_payments,
      case when m.support_247 then '24/7 live chat support' end,
      case when m.has_poker then 'Poker room with daily tournaments' end,
      'Minimum deposit of just ' || m.min_deposit
    ], null) as pros_all,
    array_remove(array[
      case when m.wagering >= 40 then 'Welcome bonus carries ' || m.wagering || 'x wagering' end,
      case when not m.has_app then 'No dedicated app (mobile browser only)' end,
      case when m.payout_hours > 24 then 'Withdrawals can take ' || m.payout_words end,
      case when m.games < 1500 then 'Smaller game library than the market leaders' end,
      case when not m.support_247 then 'Live chat is not available around the clock' end,
      case when m.withdrawal_fee then 'A small fee applies to some withdrawal methods' end,
      case when not m.has_poker then 'No poker room' end,
      case when m.spins > 0 then 'Free spins are limited to selected slots' end,
      'Some e-wallet deposits do not qualify for the welcome bonus',
      'Identity check required before the first withdrawal'
    ], null) as cons_all
  from money m
)
select
  b.*,
  b.pros_all[1:5] as pros,
  b.cons_all[1:3] as cons,
  case when b.pos % 2 = 1 then
    format('%s has been welcoming players since %s and today ranks among the better-run casinos available in %s. '
      || 'The lobby carries %s+ titles from %s, the cashier supports %s, and the operator holds a licence from %s. '
      || 'In our testing the site loaded quickly, account verification took less than a day and the promotions page '
      || 'is refreshingly clear about its terms.',
      b.name, b.founded, b.country_name, to_char(b.games, 'FM9,990'), b.providers, b.local_payments, b.licence)
  else
    format('Launched in %s, %s focuses on doing the basics well for players in %s: a licence from %s, a tidy lobby '
      || 'of %s+ games and withdrawals that typically arrive %s. We opened a real-money account, deposited, played '
      || 'through part of the welcome offer and cashed out to see how it holds up day to day.',
      b.founded, b.name, b.country_name, b.licence, to_char(b.games, 'FM9,990'), b.payout_words)
  end as review_overview,
  format('New players get %s. The bonus must be wagered %sx within 30 days before winnings can be withdrawn, and the '
    || 'minimum qualifying deposit is %s. %sExisting players can expect weekly reload offers, cashback on net losses '
    || 'and a loyalty ladder that turns points into bonus cash. %s',
    b.bonus_text, b.wagering, b.min_deposit,
    case when b.spins > 0 then 'The free spins are credited in daily batches of ' || (b.spins / 5)
      || ' on selected slots. ' else '' end,
    case when b.wagering >= 40 then 'The wagering requirement is on the high side for this market, so read the terms before opting in.'
      else 'That wagering level is fair compared with most competitors we review.' end) as review_bonuses,
  format('Deposits via %s, as well as Visa, Mastercard and popular e-wallets, are instant from %s. Withdrawals are usually '
    || 'processed %s. %s Before the first cash-out players complete a one-off identity check (KYC), which is standard '
    || 'for licensed operators and took us under 24 hours.',
    b.local_payments, b.min_deposit, b.payout_words,
    case when b.withdrawal_fee then 'Card and e-wallet withdrawals are free, but bank transfers under a small threshold carry a fee.'
      else 'We found no withdrawal fees on any method.' end) as review_payments,
  format('The library counts more than %s games from studios such as %s. Slots make up the bulk, from classic '
    || 'three-reel titles to Megaways and jackpot series, and the live casino runs %s tables of blackjack, roulette, '
    || 'baccarat and game shows. %s',
    to_char(b.games, 'FM9,990'), b.providers, b.live_tables,
    case when b.has_poker then 'A poker room with cash games and daily tournaments completes the offer.'
      else 'There is no poker room, so poker players will need to look elsewhere.' end) as review_games,
  case when b.has_app then
    format('%s offers dedicated iOS and Android apps alongside a responsive mobile site. Games load quickly on 4G, '
      || 'the cashier works fully on a phone and biometric login makes coming back painless.', b.name)
  else
    format('%s has no downloadable app, but its mobile site is responsive and runs in any modern browser. Navigation '
      || 'is thumb-friendly and nearly the whole game library is available on phones and tablets.', b.name)
  end as review_mobile,
  format('%s is licensed by %s and protects accounts with TLS encryption and optional two-step verification. Games '
    || 'are independently tested for fairness, and responsible gambling tools (deposit limits, reality checks, '
    || 'time-outs and self-exclusion) are available from the account menu. Players must be 18 or over.',
    b.name, b.licence) as review_security,
  case when b.support_247 then
    'Support is available 24/7 by live chat and email. In our tests live chat answered within two minutes, the agents '
      || 'knew the bonus terms well, and email replies arrived within a few hours.'
  else
    'Live chat is open daily from 08:00 to midnight local time, with email support outside those hours. Answers were '
      || 'friendly and accurate, although evening queues can be longer.'
  end as review_support,
  format('%s earns an editor score of %s/100. It stands out for %s, while %s. %s',
    b.name, b.editor_score, lower(left(b.pros_all[1], 1)) || substr(b.pros_all[1], 2),
    coalesce(lower(left(b.cons_all[1], 1)) || substr(b.cons_all[1], 2), 'a few terms need a careful read'),
    case when b.editor_score >= 95 then 'It is one of our top recommendations for players in ' || b.country_name || '.'
      when b.editor_score >= 88 then 'A solid, trustworthy choice for players in ' || b.country_name || '.'
      else 'Worth a look if its strengths match how you play, but stronger all-round options exist in '
        || b.country_name || '.' end) as review_verdict
from bonus b;

insert into public.brands (
  country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text, hover_bonus_text,
  rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag, is_active, is_editors_choice,
  is_trending, trust_icons, short_description, full_description, cta_button_text, sort_order, pros, cons,
  review_overview, review_bonuses, review_payments, review_games, review_mobile, review_security, review_support,
  review_verdict, metrics, payout_speed, license, min_deposit
)
select
  c.id,
  t.name,
  t.slug,
  -- Demo wordmarks drawn by scripts/generate-demo-logos.ts (public/images/logos).
  '/images/logos/' || t.slug || '.webp',
  case
    when t.pos % 3 = 0 then 'https://offers.example.net/r/' || t.slug || '?ref=casinocompass&cid={click_id}'
    when t.pos % 2 = 1 then 'https://example.com/go/' || t.slug || '?aff=cc-' || t.country || '&click_id={click_id}'
    else 'https://www.example.org/track/' || t.slug || '?btag=cc_' || t.country
  end,
  case when t.pos % 3 <> 0 and t.pos % 2 = 0 then 'subid' end,
  t.bonus_text,
  format('Wagering %sx • Min. deposit %s • 18+, T&Cs apply', t.wagering, t.min_deposit),
  t.rating,
  t.votes,
  t.editor_score,
  t.picked,
  t.label,
  t.active,
  t.pos = 1,
  t.pos in (2, 5) or t.h % 7 = 0,
  array_remove(array[
    'ssl', 'licensed', 'secure_payments',
    case when t.payout_hours <= 24 then 'fast_payouts' end,
    case when t.has_app then 'mobile_friendly' end,
    case when t.support_247 then 'support_24_7' end,
    case when t.editor_score >= 95 then 'top_rated' end,
    case when t.rating >= 4.5 then 'player_trusted' end,
    case when t.games >= 2000 then 'game_variety' end,
    case when t.h % 3 = 0 then 'high_rtp' end,
    case when t.h % 4 = 1 then 'kyc' end,
    case when t.h % 5 = 2 then 'data_protection' end,
    case when t.pos = 1 then 'editor_choice' end,
    'responsible_gaming'
  ], null),
  format('%s offers %s+ games, withdrawals %s and a welcome bonus of %s.',
    t.name, to_char(t.games, 'FM9,990'), t.payout_words, t.bonus_text),
  t.review_overview || ' ' || t.review_games,
  case t.pos % 3 when 0 then 'Claim Bonus' when 1 then null else 'Get Bonus' end,
  t.pos * 10,
  t.pros,
  t.cons,
  t.review_overview, t.review_bonuses, t.review_payments, t.review_games, t.review_mobile, t.review_security,
  t.review_support, t.review_verdict,
  jsonb_build_array(
    jsonb_build_object('label', 'Payout', 'value', t.payout_speed),
    jsonb_build_object('label', 'Games', 'value', to_char(t.games, 'FM9,990') || '+'),
    jsonb_build_object('label', 'Min. deposit', 'value', t.min_deposit)
  ),
  t.payout_speed,
  t.licence,
  t.min_deposit
from seed_brand_text t
join public.countries c on c.slug = t.country
on conflict (brand_slug) do nothing;

-- Category tags: casino lists every brand; the others follow each brand's strengths.
insert into public.brand_categories (brand_id, category_id)
select b.id, cat.id
from seed_brand t
join public.brands b on b.brand_slug = t.slug
join public.categories cat on
  cat.slug = 'casino'
  or (cat.slug = 'slots' and (t.games >= 1500 or t.name ~* '(slots|spin|reels|jackpot)'))
  or (cat.slug = 'poker' and t.has_poker)
  or (cat.slug = 'blackjack' and (t.live_tables >= 100 or t.h % 2 = 0))
on conflict do nothing;

drop table pg_temp.seed_brand_text, pg_temp.seed_brand, pg_temp.seed_brand_name, pg_temp.seed_market;

-- Static pages -----------------------------------------------------------------------------

insert into public.pages (slug, title, meta_title, meta_description, content, is_published, sort_order) values
  ('about', 'About Us', 'About CasinoCompass',
   'Who we are, how we review online casinos and how we keep our rankings independent.',
   E'## Who we are\n\nCasinoCompass was founded in 2025 by a small team of players, analysts and writers who were tired of casino lists that read like adverts. We review licensed online casinos country by country and say plainly what is good and what is not.\n\n## How we review\n\nEvery casino is tested with a real-money account: we register, verify, deposit, play through part of the welcome offer and withdraw. We score payout speed, support, game choice, bonus fairness and safety, and we revisit our rankings every month.\n\n## Contact\n\nWrite to contact@casinocompass.example. We answer within 24-48 hours.',
   true, 1),
  ('disclosure', 'Affiliate Disclosure', 'Affiliate Disclosure',
   'How CasinoCompass is funded: affiliate links, commissions and why they never buy a ranking.',
   E'## Affiliate links\n\nSome links on this site are affiliate links. When you open an account with a casino through them we may receive a commission from the operator, at no cost to you.\n\n## Our independence\n\nCommissions never buy a position in our rankings. Scores are set by our editors from the same test for every casino, and a casino that stops meeting our standards is removed whatever it pays.\n\n## Play responsibly\n\nGambling is for adults aged 18 and over. Set limits before you play and seek help if gambling stops being fun.',
   true, 2),
  ('privacy', 'Privacy Policy', 'Privacy Policy',
   'What data CasinoCompass collects, why, and the choices you have.',
   E'## What we collect\n\nWhen you browse the site we record anonymous usage data: pages visited, the referring site, your device type and an approximate location derived from your IP address. A random visitor id is kept in your browser so that we can count visits and clicks without knowing who you are.\n\n## Why\n\nWe use this data to measure which reviews are useful, to detect fraudulent or automated traffic and to report clicks to the casinos we work with.\n\n## Your choices\n\nYou can clear the visitor id at any time by clearing your browser storage. For any request about your data, contact contact@casinocompass.example; we answer within 24-48 hours.',
   true, 3),
  ('terms', 'Terms of Use', 'Terms of Use',
   'The terms that apply when you use CasinoCompass.',
   E'## Use of this site\n\nCasinoCompass provides information about online casinos. It does not offer gambling itself. You must be at least 18 years old, and of legal gambling age in your country, to use the casinos we review.\n\n## Accuracy\n\nWe check bonuses and terms regularly, but casinos change their offers. Always read the operator''s own terms before you deposit.\n\n## Liability\n\nWe are not responsible for the services of third-party casinos. Gambling involves risk: only play with money you can afford to lose.',
   true, 4),
  ('slots', 'Online Slots Guide', 'Online Slots Guide',
   'How online slots work, RTP and volatility explained, and tips for playing smarter.',
   E'## How slots work\n\nEvery spin is decided by a certified random number generator. The return to player (RTP) tells you what share of stakes a game pays back over millions of spins, typically 94-97%.\n\n## Variants\n\n- Classic three-reel slots\n- Video slots with bonus rounds\n- Megaways slots with changing reels\n- Progressive jackpot slots\n\n## Tips\n\nPick games with a published RTP above 96%, match volatility to your budget and set a loss limit before you start.',
   true, 5),
  ('poker', 'Online Poker Guide', 'Online Poker Guide',
   'Poker variants, how online poker rooms work and tips for new players.',
   E'## Variants\n\n- Texas Hold''em\n- Omaha\n- Seven Card Stud\n- Video poker (Jacks or Better, Deuces Wild)\n\n## Tips\n\nStart at low stakes, learn position and starting hands, and use the freerolls many rooms offer to practise without risk.',
   true, 6),
  ('blackjack', 'Online Blackjack Guide', 'Online Blackjack Guide',
   'Blackjack rules, basic strategy and the variants you will meet online.',
   E'## Variants\n\n- Classic blackjack\n- European blackjack\n- Blackjack Switch\n- Live dealer blackjack\n\n## Tips\n\nLearn basic strategy: it lowers the house edge to around 0.5%. Avoid insurance bets and prefer tables that pay 3:2 on blackjack.',
   true, 7)
on conflict (slug) do nothing;

-- Site settings ---------------------------------------------------------------------------------

insert into public.site_settings (key, value, is_public, description) values
  ('site_name', '"CasinoCompass"', true, 'Name of the site shown in titles and the footer.'),
  ('founded_year', '2025', true, 'Year the site was founded (About page).'),
  ('contact_email', '"contact@casinocompass.example"', true, 'Public contact address.'),
  ('contact_response_time', '"24-48 hours"', true, 'Promised response time to contact requests.'),
  ('minimum_age', '18', true, 'Minimum age stated in the terms and the footer.'),
  ('default_country', '"ca"', true, 'Country used when none can be detected.'),
  ('tracking.min_session_seconds', '5', false, 'Shortest session duration recorded at session end.'),
  ('tracking.suspicious_below', '60', false, 'Quality score under which a click is flagged suspicious.'),
  ('admin.inactivity_minutes', '30', false, 'Admin sessions end after this many idle minutes.'),
  ('reporting.time_zone', '"UTC"', false, 'IANA time zone in which reports cut days and hours.'),
  ('reporting.currency', '"EUR"', false, 'Currency every payout is converted to in the reports.'),
  ('reporting.currency_rates', '{"EUR": 1, "USD": 0.92, "GBP": 1.17, "CAD": 0.68, "AUD": 0.61, "NZD": 0.56, "SEK": 0.087, "NOK": 0.086, "BRL": 0.17}', false,
   'Units of the reporting currency per unit of each payout currency (set by hand; no live rates).')
on conflict (key) do nothing;

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
  -- The UK caps wagering at 10x (market_rules): its demo offers keep the cap.
  case when b.country = 'uk' then (array[10, 5, 10, 8, 0, 10])[1 + (b.h / 13) % 6]
       else (array[35, 30, 40, 25, 45, 35])[1 + (b.h / 13) % 6] end as wagering,
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
      case when m.wagering = 0 then 'No wagering on the welcome bonus'
           when m.wagering <= 30 then 'Fair ' || m.wagering || 'x wagering on the welcome bonus' end,
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
  review_verdict, metrics, payout_speed, license, min_deposit, bonus_amount, bonus_reason, wagering_multiple,
  wagering_applies_to, max_bet, max_cashout, bonus_expiry_days, eligible_games, promo_code, first_deposit_offer,
  full_terms_url
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
  format('%s • Min. deposit %s • 18+, T&Cs apply',
    case when t.wagering = 0 then 'No wagering' else 'Wagering ' || t.wagering || 'x' end, t.min_deposit),
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
  t.min_deposit,
  t.bonus_amount,
  'Welcome offer on your first deposit',
  t.wagering,
  'bonus',
  t.money_prefix || to_char(5 * t.money_factor, 'FM999,990') || t.money_suffix,
  case when t.spins > 0 then t.money_prefix || to_char(100 * t.money_factor, 'FM999,990') || t.money_suffix
       || ' from free spins' end,
  30,
  'Slots count 100%, table and live games 10%',
  case when t.pos % 4 = 0 then upper(split_part(t.slug, '-', 1)) || 'WELCOME' end,
  true,
  'https://example.com/terms/' || t.slug
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

-- Licences and blacklists (migration 20261127000700_market_licences.sql) ----------------------
-- Six markets list only brands licensed by their regulator; staff can change every rule.
insert into public.regulators (code, name, register_url) values
  ('ukgc', 'UK Gambling Commission', 'https://www.gamblingcommission.gov.uk/public-register'),
  ('ggl', 'Gemeinsame Glücksspielbehörde der Länder (GGL)', 'https://www.gluecksspiel-behoerde.de/de/erlaubnisfaehiges-gluecksspiel/whitelist'),
  ('spelinspektionen', 'Spelinspektionen', 'https://www.spelinspektionen.se/licensinnehavare/'),
  ('onjn', 'Oficiul Național pentru Jocuri de Noroc (ONJN)', 'https://onjn.gov.ro/'),
  ('sztfh', 'Szabályozott Tevékenységek Felügyeleti Hatósága (SZTFH)', 'https://sztfh.hu/'),
  ('hr-mfin', 'Ministry of Finance of the Republic of Croatia', 'https://mfin.gov.hr/'),
  ('agco', 'Alcohol and Gaming Commission of Ontario (iGaming Ontario)', 'https://www.agco.ca/'),
  ('mga', 'Malta Gaming Authority', 'https://www.mga.org.mt/')
on conflict (code) do nothing;

update public.countries set licence_required = true where slug in ('uk', 'de', 'se', 'ro', 'hu', 'hr');
-- Australia: online casinos may not be offered or advertised; its page informs, never ranks.
update public.countries set casino_promotion = false where slug = 'au';

insert into public.market_regulators (country_id, regulator_id)
select c.id, r.id
  from public.countries as c
  join public.regulators as r on r.code = case c.slug
    when 'uk' then 'ukgc' when 'de' then 'ggl' when 'se' then 'spelinspektionen'
    when 'ro' then 'onjn' when 'hu' then 'sztfh' when 'hr' then 'hr-mfin' end
on conflict do nothing;

-- Every demo brand of those markets holds a (fictional) licence of its market's regulator.
insert into public.brand_licences (brand_id, regulator_id, licence_number, valid_from, valid_to, register_url, last_checked_at)
select b.id, m.regulator_id,
       upper(c.slug) || '-' || lpad((row_number() over (partition by c.id order by b.sort_order, b.brand_slug))::text, 5, '0'),
       date '2024-01-01', date '2028-12-31', r.register_url, now()
  from public.brands as b
  join public.countries as c on c.id = b.country_id and c.licence_required
  join public.market_regulators as m on m.country_id = c.id
  join public.regulators as r on r.id = m.regulator_id
 where not exists (select 1 from public.brand_licences as l where l.brand_id = b.id);

-- Three brands that show the rules at work: staff see them with the reason, visitors never do.
-- Their offers keep their markets' offer rules: only the licence or the blacklist keeps them out.
insert into public.brands (country_id, brand_name, brand_slug, destination_url, bonus_text, short_description,
                           sort_order, bonus_amount, bonus_reason, wagering_multiple, bonus_expiry_days,
                           first_deposit_offer, full_terms_url)
select c.id, d.name, d.slug, d.destination, d.bonus, d.description, 990, d.amount,
       'Welcome offer on your first deposit', 10, 30, true, 'https://example.com/terms/' || d.slug
  from (values
    ('uk', 'Grey Harbour Casino', 'grey-harbour-casino', 'https://greyharbour.example.com/?ref=cc',
     '100% up to £200', '£200', 'Not licensed by the UK Gambling Commission: not listed in the United Kingdom.'),
    ('de', 'Nordlicht Slots', 'nordlicht-slots', 'https://nordlicht.example.com/?ref=cc',
     '100% bis 100 €', '100 €', 'Its GGL licence expired: not listed in Germany until it is renewed.'),
    ('ro', 'Carpați Royal', 'carpati-royal', 'https://carpati.example.com/?ref=cc',
     '100% până la 500 RON', '500 RON', 'On the ONJN blacklist: never listed in Romania.')
  ) as d (country, name, slug, destination, bonus, amount, description)
  join public.countries as c on c.slug = d.country
on conflict (brand_slug) do nothing;

insert into public.brand_licences (brand_id, regulator_id, licence_number, valid_from, valid_to, register_url, last_checked_at)
select b.id, r.id, 'GGL-2023-0417', date '2023-01-01', date '2025-06-30', r.register_url, now()
  from public.brands as b join public.regulators as r on r.code = 'ggl'
 where b.brand_slug = 'nordlicht-slots'
   and not exists (select 1 from public.brand_licences as l where l.brand_id = b.id);

insert into public.market_blacklist (country_id, kind, value, source, note)
select c.id, 'brand', 'Carpați Royal', 'ONJN list of unauthorised gambling websites (demo entry)',
       'Fictional entry showing the blacklist at work.'
  from public.countries as c where c.slug = 'ro'
on conflict (country_id, kind, value) do nothing;

-- One more brand each in Sweden, Hungary and Croatia that visitors there never see: a licence
-- not yet valid, a licence of a regulator the market does not accept, an expired authorisation.
insert into public.brands (country_id, brand_name, brand_slug, destination_url, bonus_text, short_description, sort_order)
select c.id, d.name, d.slug, d.destination, null, d.description, 991
  from (values
    ('se', 'Midsommar Spins', 'midsommar-spins', 'https://midsommar.example.com/?ref=cc',
     'Its Spelinspektionen licence starts next year: not listed in Sweden until then.'),
    ('hu', 'Pannonia Palace', 'pannonia-palace', 'https://pannonia.example.com/?ref=cc',
     'Licensed in Malta only: not listed in Hungary, which accepts SZTFH licences.'),
    ('hr', 'Neretva Nights', 'neretva-nights', 'https://neretva.example.com/?ref=cc',
     'Its Ministry of Finance authorisation expired: not listed in Croatia.')
  ) as d (country, name, slug, destination, description)
  join public.countries as c on c.slug = d.country
on conflict (brand_slug) do nothing;

insert into public.brand_licences (brand_id, regulator_id, licence_number, valid_from, valid_to, register_url, last_checked_at)
select b.id, r.id, d.number, d.valid_from, d.valid_to, r.register_url, now()
  from (values
    ('midsommar-spins', 'spelinspektionen', 'SI-24Li1234', (date_trunc('year', now()) + interval '1 year')::date, null::date),
    ('pannonia-palace', 'mga', 'MGA/B2C/512/2019', date '2019-05-01', date '2029-04-30'),
    ('neretva-nights', 'hr-mfin', 'UP/I-460-02/21-01/7', date '2021-03-01', date '2025-02-28')
  ) as d (slug, regulator, number, valid_from, valid_to)
  join public.brands as b on b.brand_slug = d.slug
  join public.regulators as r on r.code = d.regulator
 where not exists (select 1 from public.brand_licences as l where l.brand_id = b.id);

-- What each market asks of an affiliate (migration 20261127000900_market_rules.sql), as the
-- research in the issue found it; staff can change every rule in the Compliance section.
insert into public.market_rules (
  country_id, region_code, region_name, bonus_policy, neutral_offer_text, min_age, helpline_name, helpline_url,
  helpline_phone, rg_wording, ad_label, significant_terms_required, cta_quiet_from, cta_quiet_to, time_zone,
  offer_max_wagering, offer_first_deposit_only, offer_requires_amount_reason_duration, offer_single_product, source
)
select c.id, r.region_code, r.region_name, r.bonus_policy, r.neutral_offer_text, r.min_age, r.helpline_name,
       r.helpline_url, r.helpline_phone, r.rg_wording, r.ad_label, r.significant_terms, r.quiet_from::time,
       r.quiet_to::time, r.time_zone, r.max_wagering, r.first_deposit_only, r.amount_reason_duration,
       r.single_product, r.source
  from (values
    ('ca', null, null, 'show', null, 19, 'Responsible Gambling Council', 'https://www.responsiblegambling.org/',
     null, 'Gambling can be addictive. Play responsibly.', 'Advertisement', false, null, null, 'America/Toronto',
     null::numeric, false, false, false, '19+ in most provinces (18+ in Alberta, Manitoba and Quebec); the industry advertising code since 1 January 2026.'),
    ('ca', 'ON', 'Ontario', 'hide', null, 19, 'ConnexOntario', 'https://www.connexontario.ca/', '1-866-531-2600',
     'Gambling can be addictive. Know your limits.', 'Advertisement', true, null, null, 'America/Toronto',
     null, false, false, false, 'AGCO Registrar''s Standards 2.05 (no inducements, promo codes included) and 1.21 (registered operators only).'),
    ('uk', null, null, 'show', null, 18, 'BeGambleAware', 'https://www.begambleaware.org/', '0808 8020 133',
     'Take time to think. 18+. BeGambleAware.org', '#ad', true, null, null, 'Europe/London',
     10, false, false, true, 'UKGC LCCP and CAP code; wagering at most 10x and no cross-product bonuses since 19 January 2026.'),
    ('de', null, null, 'show', null, 18, 'Check dein Spiel (BIÖG)', 'https://www.check-dein-spiel.de/', '0800 137 27 00',
     'Glücksspiel kann süchtig machen. Spielen unter 18 Jahren ist verboten. Hilfe: check-dein-spiel.de', 'Werbung', false,
     null, null, 'Europe/Berlin', null, false, true, false, 'GlüStV 2021 and the GGL''s advertising guidelines: GGL whitelist only; a bonus states amount, reason and duration.'),
    ('au', null, null, 'hide', null, 18, 'Gambling Help Online', 'https://www.gamblinghelponline.org.au/', '1800 858 858',
     'Online casinos may not be offered or advertised in Australia.', null, false, null, null, 'Australia/Sydney',
     null, false, false, false, 'Interactive Gambling Act 2001; ACMA blocks offending sites.'),
    ('se', null, null, 'show', null, 18, 'Stödlinjen', 'https://www.stodlinjen.se/', '020-819 100',
     'Spel kan vara beroendeframkallande. 18+. Stödlinjen.se', 'Reklam', false, null, null, 'Europe/Stockholm',
     null, true, false, false, 'Spellagen 14 ch. 9 §: a bonus only at the first game occasion.'),
    ('hu', null, null, 'show', null, 18, 'SZTFH – Felelős játék', 'https://sztfh.hu/', null,
     '18 év alattiak számára tilos. A szerencsejáték függőséget okozhat.', 'Hirdetés', false, null, null,
     'Europe/Budapest', null, false, false, false, 'SZTFH licensed operators only.'),
    ('hr', null, null, 'show', null, 18, 'Centar za prevenciju ovisnosti', 'https://www.kockanje.hr/', null,
     'Igre na sreću mogu izazvati ovisnost. 18+.', 'Oglas', false, '06:00', '23:00', 'Europe/Zagreb',
     null, false, false, false, 'Games of Chance Act: online gambling advertising banned 06:00–23:00 since 1 May 2025.'),
    ('ro', null, null, 'show', null, 18, 'Joc Responsabil', 'https://www.jocresponsabil.ro/', '0800 800 099',
     'Jocurile de noroc pot crea dependență. Interzis minorilor.', 'Publicitate', false, null, null,
     'Europe/Bucharest', null, false, false, false, 'ONJN: licensed operators only, never one on its blacklist.')
  ) as r (country, region_code, region_name, bonus_policy, neutral_offer_text, min_age, helpline_name, helpline_url,
          helpline_phone, rg_wording, ad_label, significant_terms, quiet_from, quiet_to, time_zone, max_wagering,
          first_deposit_only, amount_reason_duration, single_product, source)
  join public.countries as c on c.slug = r.country
on conflict (country_id, region_code) do nothing;

-- Ontario lists only operators registered with iGaming Ontario (AGCO); the demo's Canadian
-- brands that say so hold that registration.
update public.market_rules as r set licence_regulator_id = g.id
  from public.regulators as g, public.countries as c
 where g.code = 'agco' and c.id = r.country_id and c.slug = 'ca' and r.region_code = 'ON'
   and r.licence_regulator_id is null;

insert into public.brand_licences (brand_id, regulator_id, licence_number, valid_from, valid_to, register_url, last_checked_at)
select b.id, g.id, 'iGO-' || lpad((row_number() over (order by b.sort_order, b.brand_slug))::text, 4, '0'),
       date '2024-04-04', date '2028-04-03', g.register_url, now()
  from public.brands as b
  join public.countries as c on c.id = b.country_id and c.slug = 'ca'
  join public.regulators as g on g.code = 'agco'
 where b.license like 'iGaming Ontario%'
   and not exists (select 1 from public.brand_licences as l where l.brand_id = b.id and l.regulator_id = g.id);

-- Static pages -----------------------------------------------------------------------------
-- The public site renders these rows (title, Markdown body, meta title and description);
-- the footer links those with show_in_footer, in sort_order. Edited in /admin/pages.

insert into public.pages (slug, title, meta_title, meta_description, content, is_published, show_in_footer, sort_order) values
  ('about', 'About Us', 'About Us',
   'Who runs CasinoCompass, how we review licensed online casinos country by country, and how to reach us.',
   $md$## Who we are

CasinoCompass was founded in 2025 by a small team of casino players, payments specialists and editors who were tired of review sites that rank whoever pays the most. We compare licensed online casinos country by country, because what makes a casino good in Canada (Interac, CAD accounts) is not what makes it good in Sweden (BankID, Trustly) or the United Kingdom (GAMSTOP, fast PayPal payouts).

Today we cover eight markets: Canada, the United Kingdom, Germany, Australia, Sweden, Hungary, Croatia and Romania, with rankings for casino, slots, poker and blackjack in each.

## How we review casinos

1. **Licence and ownership.** We confirm the licence with the regulator and look at who owns the casino and how it has treated players before.
2. **Real-money testing.** We open accounts, deposit, play and withdraw, and record how long verification and payouts take.
3. **Bonus terms.** We read the wagering requirements, game weighting, time limits and maximum bets, and say plainly when an offer is hard to clear.
4. **Games, mobile and support.** We check the game providers and RTPs, play on phones, and ask support real questions at different times of day.
5. **Scoring.** Each casino gets an editor score out of 100. Scores are re-checked monthly and whenever terms change.

## Our independence

We earn commissions from some of the casinos we list (see our [affiliate disclosure](/disclosure)). Commercial terms never decide a score: a casino that pays a commission and performs badly is ranked low, or removed.

## Contact us

Questions, corrections or a complaint about a casino we list? Email us at [contact@casinocompass.example](mailto:contact@casinocompass.example). We answer every message within **24-48 hours**.$md$,
   true, true, 1),
  ('disclosure', 'Affiliate Disclosure', 'Affiliate Disclosure',
   'CasinoCompass is free because casinos pay us a commission when you sign up through our links. Read how affiliate links work and how we keep our reviews independent.',
   $md$> **In short:** CasinoCompass contains affiliate links. When you click a Get Bonus or Play Now button and sign up or deposit at a casino, the casino may pay us a commission. You pay nothing extra, and the bonus you get is the same or better than going direct.

## How affiliate links work

The buttons that take you to a casino carry a tracking reference so the casino knows you came from us. If you open an account, and in most agreements also make a deposit, we receive a one-off fee or a share of the casino's revenue from your play. This is how we pay for our testing, writing and the site itself, and why CasinoCompass is free to use.

## What commissions do not change

- Scores and positions: they come from our review criteria, not commercial terms.
- Our reviews: we publish the weak points of every casino, including the ones that pay us.
- Which casinos we list: only licensed operators that accept players in the market shown.

## Responsible gambling

Casino games are for adults aged 18 or over (older where local law says so). Gambling involves risk: never play with money you cannot afford to lose. If gambling stops being fun, the helplines at the bottom of every page offer free, confidential help.$md$,
   true, true, 2),
  ('privacy', 'Privacy Policy', 'Privacy Policy',
   'What CasinoCompass stores about visits and clicks (visitor and session ids, device, UTM parameters, approximate location), why, for how long, and your rights.',
   $md$> We use no third-party advertising or analytics trackers. What we record about visits and clicks stays in our own database and is used to run and improve CasinoCompass and to settle commissions with casinos.

## What we record and why

- **Visitor id:** a random id kept in your browser's local storage, so we can count returning visitors and keep one star-rating vote per visitor and casino. It does not contain your name or email.
- **Session id:** a random id for one browser tab, kept in session storage, with the time the visit started and ended, so we can measure how long visits last.
- **Device, browser and operating system:** the type of device (mobile, tablet, desktop), browser and OS with their versions and the screen size, taken from your browser's user agent, so we can make the site work well on what visitors use.
- **Where you came from:** the referring page, the landing page, and campaign parameters in the link you followed (UTM source, medium, campaign, term, content, and ad click ids such as gclid or fbclid), so we know which campaigns bring visitors.
- **IP-derived country and city:** your IP address and the approximate country and city derived from it, to show the right country's casinos, to detect fraudulent or automated clicks, and to report traffic by market. To find the country and city your browser asks an IP geolocation service once per visit; it learns your IP address, as any website you load does.
- **How a click happened:** page load time, time on the page, how far you scrolled, the time between page view and click, and whether the browser reports being automated, so that bot clicks can be told apart from people's and kept out of the figures casinos pay on.
- **Clicks on casino links:** which casino you clicked, when, from which page, and a click id passed to the casino, so that commissions can be matched to clicks and bot traffic filtered out.

## Location detection

On the homepage your browser may ask to share your location. If you allow it, your coordinates are sent once to a reverse-geocoding service to find your country and are not stored by us. If you decline, we use your device's time zone instead, or you simply choose your country.

## How long we keep it and who sees it

Visit and click records are kept for up to 24 months and then deleted or anonymised. Only our staff can read them. We share click ids and conversion data with the casino a click led to, and nothing else; we never sell personal data.

## Your rights

Depending on where you live you may ask for a copy of your data, its correction or deletion, or object to its use. Clearing your browser's storage removes the visitor and session ids. Write to [contact@casinocompass.example](mailto:contact@casinocompass.example); we reply within 24-48 hours.$md$,
   true, true, 3),
  ('terms', 'Terms & Conditions', 'Terms & Conditions',
   'The terms of use of CasinoCompass: minimum age 18, information only, no gambling on this site, affiliate links, liability and contact.',
   $md$## 1. Who may use this site

CasinoCompass is intended for adults. You must be at least **18 years old** (or the legal gambling age where you live, if higher) to use this site and to follow any link to a casino. It is your responsibility to check that online gambling is legal where you are.

## 2. Information only

CasinoCompass publishes comparisons, reviews and guides. We do not offer gambling, accept bets or hold funds. Bonuses, terms and availability are set by the casinos and can change without notice: always read the casino's own terms before you deposit.

## 3. Affiliate links

Links to casinos are affiliate links and we may be paid when you sign up; see our [affiliate disclosure](/disclosure). Your agreement with a casino is between you and that casino.

## 4. Liability

We check our information carefully but cannot guarantee it is complete or current. To the extent the law allows, CasinoCompass is not liable for losses arising from gambling or from your use of third-party sites.

## 5. Content and privacy

The texts, scores and design of this site belong to CasinoCompass and may not be copied without permission. How we handle data is described in our [privacy policy](/privacy).

## 6. Contact

Questions about these terms: [contact@casinocompass.example](mailto:contact@casinocompass.example). We respond within 24-48 hours.$md$,
   true, true, 4),
  ('slots', 'Online Slots Guide', 'Online Slots Guide',
   'Online slots explained: RTP, volatility, paylines, Megaways and progressive jackpots, with practical tips and the best slot casinos in your country.',
   $md$## How online slots work

Slots are the most played casino games online: easy to learn, with thousands of themes and prizes from a few cents to life-changing jackpots. Every spin is decided by a certified random number generator, so no pattern or system can predict the next result.

Two numbers tell you most of what you need to know: the RTP (return to player, the share of all stakes paid back over millions of spins, usually 94-97%) and the volatility (how often and how big the wins are).

## Types of online slots

- **Classic 3-reel slots**: fruit-machine style, few paylines, simple rules.
- **Video slots**: 5 reels or more with free spins, multipliers and bonus games.
- **Megaways slots**: a changing number of symbols per reel, up to 117,649 ways to win.
- **Progressive jackpots**: a share of every bet feeds a jackpot that can reach millions; lower base RTP.
- **Cluster pays**: wins for groups of touching symbols instead of paylines.
- **Bonus buy slots**: pay a fixed price to go straight to the bonus round (not allowed in every country).

## Tips for playing slots online

- Check the RTP in the game info and prefer 96% or higher.
- Match volatility to your budget: low volatility for long sessions, high for the chance of big wins.
- Try the free demo before playing for real money.
- Read bonus wagering rules: slots usually count 100% towards wagering, but maximum bets apply.
- Set a loss limit and a time limit before you start, and stop when you reach either.

> Play for fun and within your limits. Casino games are for players aged 18 or over, and no strategy guarantees a profit.$md$,
   true, true, 5),
  ('poker', 'Online Poker Guide', 'Online Poker Guide',
   $t$Online poker explained: Texas Hold'em, Omaha, Stud, video poker and tournaments, with bankroll tips and the best poker sites in your country.$t$,
   $md$## How online poker works

Online poker comes in two forms: games against other players (cash games and tournaments in a poker room, where the site takes a small rake) and games against the house (video poker and casino poker like Casino Hold'em). Skill matters in both, but in very different ways.

In player-versus-player poker your decisions decide your long-term results. In house games, the right strategy lowers the house edge but cannot remove it.

## Poker variants you will find online

- **Texas Hold'em**: two private cards, five shared, the most popular game by far.
- **Omaha (PLO)**: four private cards, use exactly two; bigger hands, bigger pots.
- **Seven Card Stud**: no shared cards, some dealt face up; a classic of memory.
- **Tournaments and Sit & Go**: a fixed buy-in for a chance at a large prize pool.
- **Video poker**: Jacks or Better, Deuces Wild; over 99% RTP with perfect strategy.
- **Casino Hold'em and Three Card Poker**: play against the dealer instead of other players.

## Tips for playing poker online

- Keep a bankroll of at least 20-30 buy-ins for the stakes you play.
- Start at micro stakes or free tables and move up only after a winning stretch.
- Play fewer hands, but play them aggressively: position matters.
- Look for rakeback and tournament freerolls, often better value than a deposit bonus.
- Take breaks: tired and tilted decisions are the most expensive ones.

> Play for fun and within your limits. Casino games are for players aged 18 or over, and no strategy guarantees a profit.$md$,
   true, true, 6),
  ('blackjack', 'Online Blackjack Guide', 'Online Blackjack Guide',
   'Online blackjack explained: basic strategy, house edge, live dealer tables and the variants worth playing, plus the best blackjack casinos.',
   $md$## How online blackjack works

Blackjack has one of the lowest house edges in the casino: about 0.5% when you follow basic strategy, the mathematically best play for every hand. Beat the dealer by getting closer to 21 without going over.

Small rule changes matter. Blackjack paying 3:2 (not 6:5), the dealer standing on soft 17, and doubling after a split all lower the house edge.

## Blackjack variants

- **Classic blackjack**: the standard game, usually with 6 or 8 decks.
- **European blackjack**: the dealer takes no hole card until players have acted.
- **Atlantic City blackjack**: late surrender and doubling after splits allowed.
- **Spanish 21**: no 10s in the deck, but generous bonus payouts and player rules.
- **Blackjack Switch**: two hands, and you may swap their second cards; a blackjack pays 1:1.
- **Live dealer blackjack**: real dealers streamed in HD, with side bets and bet-behind seats.

## Tips for playing blackjack online

- Learn basic strategy and keep a strategy chart open while you play.
- Avoid tables that pay 6:5 for blackjack: they cost you more than any side bet saves.
- Skip insurance: it is a side bet with a high house edge.
- Always split aces and eights; never split tens or fives.
- Check how blackjack counts towards bonus wagering: often only 10% or less.

> Play for fun and within your limits. Casino games are for players aged 18 or over, and no strategy guarantees a profit.$md$,
   true, true, 7)
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

-- The demo's staff accounts sign in with a password alone; every other database requires
-- two-factor authentication of admins (migration 20261127000600_two_factor.sql).
update public.site_settings set value = 'false' where key = 'admin.require_two_factor';

-- Rules per market and region, and structured bonus terms (#26).
--
-- public.market_rules holds what each market's regulator asks of an affiliate, one row per
-- market (region_code null) and one per region where the law differs (Ontario): the bonus
-- policy, the minimum age, the responsible-gambling block, the hours when calls to action are
-- withheld (in the market's time zone) and the offer rules checked when staff save a brand.
-- The texts are data: staff change every rule in the admin's Compliance section.
--
-- | table        | who reads                                        | who writes         |
-- |--------------|--------------------------------------------------|--------------------|
-- | market_rules | everyone, rows of active markets, every column   | admins and editors |
-- |              | but the staff's `source` note and the timestamps |                    |
--
-- A brand row belongs to one market, so its offer's terms are columns of brands.
-- public.check_offer(jsonb) names the market's rules an offer breaks; the form shows them as
-- staff type, a trigger refuses to save an active brand that breaks one (23514, the rule in
-- the message), and market_block answers 'offer_breaks_rule' when a rule changed after the
-- offer was saved, so the brand leaves the market's ranking until staff fix it.
-- public.record_click refuses a brand that is not listable, as /go does.

create table public.market_rules (
  id uuid primary key default gen_random_uuid(),
  country_id uuid not null references public.countries (id) on delete cascade,
  region_code text,
  region_name text,
  bonus_policy text not null default 'show',
  neutral_offer_text text,
  min_age smallint not null default 18,
  helpline_name text,
  helpline_url text,
  helpline_phone text,
  rg_wording text,
  ad_label text,
  significant_terms_required boolean not null default false,
  cta_quiet_from time,
  cta_quiet_to time,
  time_zone text not null default 'UTC',
  offer_max_wagering numeric(5,1),
  offer_first_deposit_only boolean not null default false,
  offer_requires_amount_reason_duration boolean not null default false,
  offer_single_product boolean not null default false,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint market_rules_market_region unique nulls not distinct (country_id, region_code),
  constraint market_rules_region check (
    (region_code is null and region_name is null)
    or (region_code ~ '^[A-Z0-9]{1,3}$' and char_length(region_name) between 1 and 100)),
  constraint market_rules_bonus_policy check (bonus_policy in ('show', 'neutral', 'hide')),
  constraint market_rules_neutral_offer_text check (
    char_length(neutral_offer_text) <= 200 and (bonus_policy <> 'neutral' or char_length(neutral_offer_text) >= 1)),
  constraint market_rules_min_age check (min_age between 18 and 25),
  constraint market_rules_helpline_name_length check (char_length(helpline_name) between 1 and 100),
  constraint market_rules_helpline_url_format check (helpline_url ~* '^https?://' and char_length(helpline_url) <= 2000),
  constraint market_rules_helpline_phone_format check (helpline_phone ~ '^[0-9+() -]{3,30}$'),
  constraint market_rules_rg_wording_length check (char_length(rg_wording) between 1 and 500),
  constraint market_rules_ad_label_length check (char_length(ad_label) between 1 and 40),
  constraint market_rules_cta_quiet_hours check (
    (cta_quiet_from is null) = (cta_quiet_to is null) and (cta_quiet_from is null or cta_quiet_from <> cta_quiet_to)),
  constraint market_rules_time_zone_length check (char_length(time_zone) between 1 and 64),
  constraint market_rules_offer_max_wagering check (offer_max_wagering between 0 and 200),
  constraint market_rules_source_length check (char_length(source) <= 1000)
);
comment on table public.market_rules is
  'What a market (region_code null) or one of its regions (ISO 3166-2 code without the country prefix: ON) requires of an affiliate: bonus policy, minimum age, responsible-gambling block, hours without calls to action (in time_zone) and the offer rules checked on save. Visitors get the stricter of their location''s rules and the page market''s.';
comment on column public.market_rules.bonus_policy is
  'show: the offer; neutral: neutral_offer_text instead of the offer; hide: no offer and no promo code.';
comment on column public.market_rules.cta_quiet_from is
  'Calls to action are withheld from cta_quiet_from until cta_quiet_to, local time in time_zone (Croatia: 06:00 to 23:00); from > to spans midnight.';
comment on column public.market_rules.offer_max_wagering is
  'The highest wagering multiple an offer may carry (UK: 10); null: no cap.';
comment on column public.market_rules.offer_first_deposit_only is
  'Bonuses only at first play (Sweden): an offer must be a first-deposit offer.';
comment on column public.market_rules.offer_requires_amount_reason_duration is
  'A bonus states its amount, reason and duration (Germany).';
comment on column public.market_rules.offer_single_product is
  'A bonus may not mix products (UK since 19 January 2026).';
comment on column public.market_rules.source is
  'Staff note: where the rule comes from. Not readable by visitors.';
create index market_rules_country_idx on public.market_rules (country_id);

-- A time zone is a name PostgreSQL knows (a check constraint may not read the catalog).
create or replace function private.market_rules_check_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone: %', new.time_zone
      using errcode = '23514', hint = 'Use an IANA name such as Europe/Zagreb.';
  end if;
  return new;
end;
$$;
comment on function private.market_rules_check_time_zone() is
  'Trigger on market_rules: refuses a time zone PostgreSQL does not know.';
revoke all on function private.market_rules_check_time_zone() from public;

create trigger market_rules_time_zone before insert or update of time_zone on public.market_rules
  for each row execute function private.market_rules_check_time_zone();
create trigger market_rules_timestamps before insert or update on public.market_rules
  for each row execute function private.set_timestamps();
create trigger market_rules_audit after insert or update or delete on public.market_rules
  for each row execute function private.audit_row_change();

alter table public.market_rules enable row level security;

-- Visitors read what the public pages show, never the staff's note.
grant select (id, country_id, region_code, region_name, bonus_policy, neutral_offer_text, min_age,
  helpline_name, helpline_url, helpline_phone, rg_wording, ad_label, significant_terms_required,
  cta_quiet_from, cta_quiet_to, time_zone, offer_max_wagering, offer_first_deposit_only,
  offer_requires_amount_reason_duration, offer_single_product) on public.market_rules to anon;
grant select, insert, update, delete on public.market_rules to authenticated, service_role;

create policy "Visitors read the rules of active markets" on public.market_rules
  for select to anon
  using (exists (select 1 from public.countries as c where c.id = market_rules.country_id and c.is_active));
create policy "Staff read market rules" on public.market_rules
  for select to authenticated using ((select private.is_staff()));
create policy "Editors and admins add market rules" on public.market_rules
  for insert to authenticated with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update market rules" on public.market_rules
  for update to authenticated using ((select private.has_role(array['admin', 'editor'])))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete market rules" on public.market_rules
  for delete to authenticated using ((select private.has_role(array['admin', 'editor'])));

-- Structured bonus terms ---------------------------------------------------------------------

alter table public.brands
  add column bonus_amount text,
  add column bonus_reason text,
  add column wagering_multiple numeric(5,1),
  add column wagering_applies_to text,
  add column max_bet text,
  add column max_cashout text,
  add column bonus_expiry_days smallint,
  add column eligible_games text,
  add column promo_code text,
  add column first_deposit_offer boolean not null default false,
  add column bonus_products text[] not null default '{casino}',
  add column full_terms_url text,
  add constraint brands_bonus_amount_length check (char_length(bonus_amount) between 1 and 100),
  add constraint brands_bonus_reason_length check (char_length(bonus_reason) between 1 and 200),
  add constraint brands_wagering_multiple_range check (wagering_multiple between 0 and 200),
  add constraint brands_wagering_applies_to check (wagering_applies_to in ('bonus', 'deposit_and_bonus', 'winnings')),
  add constraint brands_max_bet_length check (char_length(max_bet) between 1 and 60),
  add constraint brands_max_cashout_length check (char_length(max_cashout) between 1 and 60),
  add constraint brands_bonus_expiry_days_range check (bonus_expiry_days between 1 and 365),
  add constraint brands_eligible_games_length check (char_length(eligible_games) between 1 and 300),
  add constraint brands_promo_code_format check (promo_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  add constraint brands_bonus_products check (
    cardinality(bonus_products) between 1 and 6
    and bonus_products <@ array['casino', 'live_casino', 'sports', 'bingo', 'poker', 'lottery']),
  add constraint brands_full_terms_url_format check (full_terms_url ~* '^https?://' and char_length(full_terms_url) <= 2000);
-- Staff write brands column by column (the rating and the blacklist link are the database's).
grant insert (bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout,
  bonus_expiry_days, eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url),
  update (bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout,
  bonus_expiry_days, eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url)
  on public.brands to authenticated;
comment on column public.brands.bonus_amount is 'The bonus''s amount as shown (£100, 100 Free Spins).';
comment on column public.brands.bonus_reason is 'Why the bonus is given (Welcome offer on your first deposit).';
comment on column public.brands.wagering_multiple is 'How many times the wagered amount must be played through (10 = 10x).';
comment on column public.brands.wagering_applies_to is 'What the wagering multiplies: bonus, deposit_and_bonus or winnings.';
comment on column public.brands.bonus_expiry_days is 'Days the bonus stays valid once credited.';
comment on column public.brands.eligible_games is 'Eligible games or game weighting, as the terms state it.';
comment on column public.brands.first_deposit_offer is 'True when the offer is given only at first deposit (first play).';
comment on column public.brands.bonus_products is 'Products the bonus can be used on: casino, live_casino, sports, bingo, poker, lottery.';
comment on column public.brands.full_terms_url is 'The operator''s page with the offer''s full terms.';

-- The offer check ----------------------------------------------------------------------------

create or replace function public.check_offer(p_brand jsonb)
returns table (rule text, message text)
language sql
stable
security invoker
set search_path = ''
as $$
  with offer as (
    select b.*
      from jsonb_populate_record(null::public.brands, coalesce(p_brand, '{}')) as b
     where nullif(btrim(b.bonus_text), '') is not null
  ), rules as (
    select r.offer_max_wagering, r.offer_first_deposit_only, r.offer_requires_amount_reason_duration,
           r.offer_single_product, r.significant_terms_required, o.*
      from offer as o
      join public.market_rules as r on r.country_id = o.country_id and r.region_code is null
  )
  select 'max_wagering', format('Wagering of %sx is above the cap of %sx',
           trim_scale(wagering_multiple), trim_scale(offer_max_wagering))
    from rules where wagering_multiple > offer_max_wagering
  union all
  select 'significant_terms', 'The significant terms must be stated (missing: '
           || concat_ws(', ', case when wagering_multiple is null then 'wagering' end,
                              case when full_terms_url is null then 'full terms link' end) || ')'
    from rules
   where significant_terms_required and (wagering_multiple is null or full_terms_url is null)
  union all
  select 'first_deposit_only', 'A bonus is only allowed at first play: mark it as a first-deposit offer'
    from rules where offer_first_deposit_only and not coalesce(first_deposit_offer, false)
  union all
  select 'amount_reason_duration', 'A bonus states its amount, reason and duration (missing: '
           || concat_ws(', ', case when bonus_amount is null then 'amount' end,
                              case when bonus_reason is null then 'reason' end,
                              case when bonus_expiry_days is null then 'duration' end) || ')'
    from rules
   where offer_requires_amount_reason_duration
     and (bonus_amount is null or bonus_reason is null or bonus_expiry_days is null)
  union all
  select 'single_product', format('A bonus may not mix products (%s)', array_to_string(bonus_products, ', '))
    from rules where offer_single_product and cardinality(bonus_products) > 1;
$$;
comment on function public.check_offer(jsonb) is
  'The rules of the brand''s market (market_rules, region_code null) that its offer breaks, as (rule, message): max_wagering, significant_terms, first_deposit_only, amount_reason_duration, single_product. Takes the brand''s values as JSON (country_id and the offer''s columns; missing keys are null); no offer (blank bonus_text), no breaches.';
revoke all on function public.check_offer(jsonb) from public;
-- Visitors run it inside market_block (the visitors' policy on brands); it reads only what they may.
grant execute on function public.check_offer(jsonb) to anon, authenticated, service_role;

-- An active brand's offer keeps its market's rules: the save is refused with the rule named.
create or replace function private.brands_offer_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_breaches text;
begin
  if not new.is_active then
    return new;
  end if;
  select string_agg(c.message, '; ') into v_breaches from public.check_offer(to_jsonb(new)) as c;
  if v_breaches is not null then
    raise exception 'The offer breaks a rule of %: %',
      (select name from public.countries where id = new.country_id), v_breaches
      using errcode = '23514', hint = 'Change the offer, or save the brand as inactive until it meets the rules.';
  end if;
  return new;
end;
$$;
comment on function private.brands_offer_check() is
  'Trigger on brands: refuses to save an active brand whose offer breaks a rule of its market (public.check_offer).';
revoke all on function private.brands_offer_check() from public;

-- Only writes that touch the offer, the market or the active flag: a vote's rating update
-- never fails because a rule changed (market_block takes the brand off the ranking then).
create trigger brands_offer_check
  before insert or update of country_id, is_active, bonus_text, bonus_amount, bonus_reason, wagering_multiple,
    full_terms_url, first_deposit_offer, bonus_expiry_days, bonus_products
  on public.brands
  for each row execute function private.brands_offer_check();

-- Listable today: now also 'offer_breaks_rule' when a rule changed after the offer was saved.
create or replace function public.market_block(p_brand public.brands)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_open boolean;
  v_required boolean;
  v_any_regulator boolean;
  v_reason text;
begin
  select c.casino_promotion, c.licence_required,
         not exists (select 1 from public.market_regulators as m where m.country_id = c.id)
    into v_open, v_required, v_any_regulator
    from public.countries as c where c.id = p_brand.country_id;
  if not coalesce(v_open, true) then
    return 'market_closed';
  end if;
  if p_brand.blacklist_entry_id is not null then
    return 'blacklisted';
  end if;
  if coalesce(v_required, false) then
    -- A licence valid today decides; else the latest-ending one says why (expired or pending).
    select case
             when l.valid_from > current_date then 'licence_pending'
             when l.valid_to < current_date then 'licence_expired'
           end
      into v_reason
      from public.brand_licences as l
     where l.brand_id = p_brand.id
       and (v_any_regulator or exists (
             select 1 from public.market_regulators as m
              where m.country_id = p_brand.country_id and m.regulator_id = l.regulator_id))
     order by (l.valid_from <= current_date and (l.valid_to is null or l.valid_to >= current_date)) desc,
              l.valid_to desc nulls first
     limit 1;
    if not found then
      return 'no_licence';
    end if;
    if v_reason is not null then
      return v_reason;
    end if;
  end if;
  if exists (select 1 from public.check_offer(to_jsonb(p_brand))) then
    return 'offer_breaks_rule';
  end if;
  return null;
end;
$$;
comment on function public.market_block(public.brands) is
  'Why the brand is not listable in its market today: market_closed, blacklisted, no_licence, licence_expired, licence_pending or offer_breaks_rule; null when it is. Also a computed column (brands?select=market_block).';

-- A click is recorded only for a brand visitors may see (as /go refuses the others).
create or replace function public.record_click(p_click jsonb)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_brand public.brands;
begin
  if jsonb_typeof(p_click) is distinct from 'object' then
    raise exception 'The click must be a JSON object' using errcode = '22023';
  end if;
  -- Visitors read only listable brands (RLS): for them a blocked brand is not found.
  select b.* into v_brand from public.brands as b where b.id = (p_click ->> 'brand_id')::uuid;
  if not found or not v_brand.is_active or public.market_block(v_brand) is not null then
    raise exception 'This brand is not listed in its market' using errcode = 'P0001';
  end if;
  insert into public.brand_clicks_history (
    brand_id, user_id, session_id, country, city, device_type, device_brand, browser, browser_version, os,
    os_version, screen_resolution, is_mobile, language, referrer, source, campaign, medium, term, content, gclid,
    fbclid, msclkid, ttclid, page_url, load_time_ms, time_on_page_sec, scroll_depth, ab_test_variant,
    social_source, game, age, hour_of_day, day_of_week, click_speed_ms, session_click_count, is_webdriver,
    card_position)
  select r.brand_id, r.user_id, r.session_id, r.country, r.city, r.device_type, r.device_brand, r.browser,
         r.browser_version, r.os, r.os_version, r.screen_resolution, r.is_mobile, r.language, r.referrer, r.source,
         r.campaign, r.medium, r.term, r.content, r.gclid, r.fbclid, r.msclkid, r.ttclid, r.page_url,
         r.load_time_ms, r.time_on_page_sec, r.scroll_depth, r.ab_test_variant, r.social_source, r.game, r.age,
         r.hour_of_day, r.day_of_week, r.click_speed_ms, r.session_click_count, r.is_webdriver, r.card_position
    from jsonb_populate_record(null::public.brand_clicks_history, p_click) as r;
  return current_setting('tracking.click_id', true);
end;
$$;
comment on function public.record_click(jsonb) is
  'The page''s brand click in one call: records the click (the fields of the spec''s click payload; server-side ones are the trigger''s) and returns the click id the server issued. A brand that is inactive or not listable in its market (market_block) is refused; a score of 0 raises ''Traffic blocked by bot filter'' and records nothing.';

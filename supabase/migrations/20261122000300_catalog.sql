-- Catalog: countries, categories, brands, the brand-category tags and the
-- visitors' star votes from which a brand's user rating follows.
--
-- Visitors (anon) read the active rows; every staff role reads everything;
-- editors and admins write. Votes are cast through cast_brand_vote() (or a
-- plain insert into brand_votes); nobody but the server writes user_rating.

-- countries ------------------------------------------------------------------------

create table public.countries (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint countries_name_length check (char_length(name) between 1 and 100),
  slug text not null constraint countries_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  flag_icon text constraint countries_flag_icon_length check (char_length(flag_icon) <= 200),
  language text constraint countries_language_format check (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  description text constraint countries_description_length check (char_length(description) <= 2000),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint countries_slug_key unique (slug)
);
create index countries_active_sort_idx on public.countries (is_active, sort_order, name);

comment on table public.countries is 'Markets the site ranks casinos for; the slug is the first URL segment (/ca, /uk, ...).';
comment on column public.countries.slug is 'URL segment, lower-case (ca, uk, de, au, se, hu, hr, ro).';
comment on column public.countries.flag_icon is 'Flag emoji (or an image URL) shown on the landing page cards.';
comment on column public.countries.language is 'BCP 47 language tag of the market (e.g. en-CA, de-DE), used for the page lang attribute.';
comment on column public.countries.description is 'One or two sentences shown on the landing page country card.';
comment on column public.countries.sort_order is 'Order of the landing page cards (ascending).';
comment on column public.countries.is_active is 'Inactive countries are hidden from visitors.';

create trigger countries_timestamps
  before insert or update on public.countries
  for each row execute function private.set_timestamps();
create trigger countries_audit
  after insert or update or delete on public.countries
  for each row execute function private.audit_row_change();

alter table public.countries enable row level security;

create policy "Visitors read active countries"
  on public.countries for select to anon, authenticated
  using (is_active);
create policy "Staff read all countries"
  on public.countries for select to authenticated
  using ((select private.is_staff()));
create policy "Editors and admins add countries"
  on public.countries for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update countries"
  on public.countries for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete countries"
  on public.countries for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.countries from anon, authenticated, service_role;
grant select, insert, update, delete on table public.countries to service_role;
grant select on table public.countries to anon;
grant select, insert, update, delete on table public.countries to authenticated;

-- categories -------------------------------------------------------------------------

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null constraint categories_name_length check (char_length(name) between 1 and 100),
  description text constraint categories_description_length check (char_length(description) <= 2000),
  icon text constraint categories_icon_length check (char_length(icon) <= 100),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint categories_slug_key unique (slug)
);
create index categories_active_sort_idx on public.categories (is_active, sort_order);

comment on table public.categories is
  'Ranking categories (casino, slots, poker, blackjack). The ranking page /{country}/{category} lists the brands tagged with the category; casino lists all.';
comment on column public.categories.slug is 'URL segment of the category page; "casino" is the default category and shows every brand.';
comment on column public.categories.description is 'Text of the "Other Categories" card.';
comment on column public.categories.icon is 'Icon name for the category card (lucide icon name, e.g. "dices").';

create trigger categories_timestamps
  before insert or update on public.categories
  for each row execute function private.set_timestamps();
create trigger categories_audit
  after insert or update or delete on public.categories
  for each row execute function private.audit_row_change();

alter table public.categories enable row level security;

create policy "Visitors read active categories"
  on public.categories for select to anon, authenticated
  using (is_active);
create policy "Staff read all categories"
  on public.categories for select to authenticated
  using ((select private.is_staff()));
create policy "Editors and admins add categories"
  on public.categories for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update categories"
  on public.categories for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete categories"
  on public.categories for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.categories from anon, authenticated, service_role;
grant select, insert, update, delete on table public.categories to service_role;
grant select on table public.categories to anon;
grant select, insert, update, delete on table public.categories to authenticated;

-- brands -------------------------------------------------------------------------------

create table public.brands (
  id uuid primary key default gen_random_uuid(),
  country_id uuid not null references public.countries (id) on delete restrict,
  brand_name text not null constraint brands_brand_name_length check (char_length(brand_name) between 1 and 100),
  brand_slug text not null constraint brands_brand_slug_format check (brand_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  brand_logo_url text constraint brands_brand_logo_url_format check (brand_logo_url ~* '^(https?://|/)'),
  destination_url text constraint brands_destination_url_format check (
    destination_url ~* '^https?://' and char_length(destination_url) <= 2000
  ),
  subid_param text constraint brands_subid_param_format check (subid_param ~ '^[A-Za-z][A-Za-z0-9_.-]{0,63}$'),
  bonus_text text constraint brands_bonus_text_length check (char_length(bonus_text) <= 300),
  hover_bonus_text text constraint brands_hover_bonus_text_length check (char_length(hover_bonus_text) <= 300),
  user_rating numeric(3, 2) constraint brands_user_rating_range check (user_rating between 0 and 5),
  user_rating_votes integer not null default 0 constraint brands_user_rating_votes_range check (user_rating_votes >= 0),
  rating_baseline numeric(3, 2) constraint brands_rating_baseline_range check (rating_baseline between 1 and 5),
  rating_baseline_votes integer not null default 0
    constraint brands_rating_baseline_votes_range check (rating_baseline_votes >= 0),
  editor_score smallint not null default 90 constraint brands_editor_score_range check (editor_score between 0 and 100),
  today_picked_count integer not null default 0 constraint brands_today_picked_count_range check (today_picked_count >= 0),
  label_tag text constraint brands_label_tag_length check (char_length(label_tag) <= 40),
  is_active boolean not null default true,
  is_editors_choice boolean not null default false,
  is_trending boolean not null default false,
  trust_icons text[] not null default '{}' constraint brands_trust_icons_known check (
    trust_icons <@ array[
      'ssl', 'licensed', 'fast_payouts', 'fair_games', 'player_trusted', 'mobile_friendly', 'support_24_7', 'kyc',
      'secure_payments', 'data_protection', 'responsible_gaming', 'audit_certified', 'top_rated', 'editor_choice',
      'casino_experience', 'high_rtp', 'game_variety', 'ai_verified', 'multi_language', 'global_access'
    ]::text[]
  ),
  short_description text constraint brands_short_description_length check (char_length(short_description) <= 1000),
  full_description text constraint brands_full_description_length check (char_length(full_description) <= 20000),
  cta_button_text text constraint brands_cta_button_text_length check (char_length(cta_button_text) <= 40),
  sort_order integer not null default 0,
  pros text[] not null default '{}' constraint brands_pros_count check (cardinality(pros) <= 12),
  cons text[] not null default '{}' constraint brands_cons_count check (cardinality(cons) <= 12),
  review_overview text,
  review_bonuses text,
  review_payments text,
  review_games text,
  review_mobile text,
  review_security text,
  review_support text,
  review_verdict text,
  metrics jsonb not null default '[]' constraint brands_metrics_shape check (
    jsonb_typeof(metrics) = 'array'
    and jsonb_array_length(metrics) <= 6
    and not jsonb_path_exists(
      metrics,
      '$[*] ? (@.type() != "object" || !exists(@.label) || !exists(@.value) || @.label.type() != "string" || @.value.type() != "string")'
    )
  ),
  payout_speed text constraint brands_payout_speed_length check (char_length(payout_speed) <= 60),
  license text constraint brands_license_length check (char_length(license) <= 200),
  min_deposit text constraint brands_min_deposit_length check (char_length(min_deposit) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint brands_brand_slug_key unique (brand_slug),
  constraint brands_review_sections_length check (
    char_length(coalesce(review_overview, '') || coalesce(review_bonuses, '') || coalesce(review_payments, '')
      || coalesce(review_games, '') || coalesce(review_mobile, '') || coalesce(review_security, '')
      || coalesce(review_support, '') || coalesce(review_verdict, '')) <= 60000
  )
);
create index brands_country_active_sort_idx on public.brands (country_id, is_active, sort_order);
create index brands_active_sort_idx on public.brands (is_active, sort_order);

comment on table public.brands is
  'Casino brands ranked per country: the card (bonus, scores, badges, metrics), the review page sections and the affiliate destination.';
comment on column public.brands.country_id is 'Market the brand is ranked in (one brand row per country).';
comment on column public.brands.brand_slug is
  'Review page slug, /reviews/{brand_slug}: the brand name lower-cased with hyphens (filled from brand_name when omitted). Unique across countries.';
comment on column public.brands.brand_logo_url is 'Logo image URL (absolute http(s) or a site path). Empty or placeholder: the app derives a logo from the destination host.';
comment on column public.brands.destination_url is
  'Affiliate link opened by Get Bonus (http or https only). A {click_id} placeholder is replaced by the click''s click_id; otherwise subid_param is appended.';
comment on column public.brands.subid_param is
  'Name of the query parameter that carries the click_id when destination_url has no {click_id} placeholder (e.g. subid, clickref, btag).';
comment on column public.brands.bonus_text is 'Welcome bonus line on the card (the card shows "Special Bonus Available" when empty).';
comment on column public.brands.hover_bonus_text is 'Bonus text shown while the card is hovered.';
comment on column public.brands.user_rating is
  'Visitors'' star rating 0-5, server-computed: weighted mean of rating_baseline (x rating_baseline_votes) and all brand_votes. Not writable by API users.';
comment on column public.brands.user_rating_votes is 'rating_baseline_votes + number of brand_votes (server-computed).';
comment on column public.brands.rating_baseline is 'Rating carried over from before on-site voting (1-5); editors set it, votes move user_rating away from it.';
comment on column public.brands.rating_baseline_votes is 'How many votes rating_baseline stands for.';
comment on column public.brands.editor_score is 'Editorial score out of 100 (the score bubble; review stars = editor_score / 20).';
comment on column public.brands.today_picked_count is 'Visitors who picked the brand today, shown as the "Picked Today" metric when above 50.';
comment on column public.brands.label_tag is 'Optional badge text (e.g. "Fast Payouts"); shown upper-cased when the brand is not first.';
comment on column public.brands.trust_icons is 'Trust badge keys (ssl, licensed, fast_payouts, ...; the spec''s key list). Non-empty = trust level High.';
comment on column public.brands.cta_button_text is 'Label of the review page call-to-action ("Play Now" when empty).';
comment on column public.brands.sort_order is 'Position in the country ranking (ascending).';
comment on column public.brands.pros is 'Review page Pros list.';
comment on column public.brands.cons is 'Review page Cons list.';
comment on column public.brands.review_overview is 'Review section "Overview".';
comment on column public.brands.review_bonuses is 'Review section "Bonuses & Promotions".';
comment on column public.brands.review_payments is 'Review section "Payments & Withdrawals".';
comment on column public.brands.review_games is 'Review section "Games & Providers".';
comment on column public.brands.review_mobile is 'Review section "Mobile Experience".';
comment on column public.brands.review_security is 'Review section "Security & Trust".';
comment on column public.brands.review_support is 'Review section "Customer Support".';
comment on column public.brands.review_verdict is 'Review section "Final Verdict".';
comment on column public.brands.metrics is 'Card metrics: JSON array (max 6) of {"label": string, "value": string}; the card shows up to two.';
comment on column public.brands.payout_speed is 'Typical withdrawal time as shown to visitors (e.g. "Within 24 hours").';
comment on column public.brands.license is 'Licensing authority and licence reference as shown on the review page.';
comment on column public.brands.min_deposit is 'Minimum deposit as shown to visitors, with currency (e.g. "C$10").';

-- brand_votes ------------------------------------------------------------------------

create table public.brand_votes (
  brand_id uuid not null references public.brands (id) on delete cascade,
  voter_id text not null constraint brand_votes_voter_id_format check (voter_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  rating smallint not null constraint brand_votes_rating_range check (rating between 1 and 5),
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (brand_id, voter_id)
);
create index brand_votes_brand_ip_created_idx on public.brand_votes (brand_id, ip, created_at);
create index brand_votes_created_at_idx on public.brand_votes (created_at desc);

comment on table public.brand_votes is
  'Visitors'' star votes: one per visitor id and brand; voting again changes the vote. brands.user_rating follows from these rows.';
comment on column public.brand_votes.voter_id is 'The visitor''s persistent user_id (random id kept in local storage).';
comment on column public.brand_votes.rating is 'Stars 1-5 (1 Awful, 2 Poor, 3 Decent, 4 Great, 5 Amazing).';
comment on column public.brand_votes.ip is 'Client IP of the first vote (server-side); limits votes per network.';
comment on column public.brand_votes.user_agent is 'User-Agent of the first vote (server-side).';

-- Rating: one function computes it, two triggers keep it current.

create or replace function private.brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer)
returns table (user_rating numeric, user_rating_votes integer)
language sql
stable
set search_path = ''
as $$
  with votes as (
    select count(*)::integer as n, coalesce(sum(bv.rating), 0)::numeric as total
    from public.brand_votes as bv
    where bv.brand_id = p_brand_id
  ), baseline as (
    select case when p_baseline is null then 0 else coalesce(p_baseline_votes, 0) end as n
  )
  select
    case
      when baseline.n + votes.n = 0 then p_baseline
      else round((coalesce(p_baseline, 0) * baseline.n + votes.total) / (baseline.n + votes.n), 2)
    end,
    baseline.n + votes.n
  from votes, baseline
$$;
comment on function private.brand_rating(uuid, numeric, integer) is
  'user_rating and user_rating_votes of a brand from its baseline and its brand_votes.';

create or replace function private.brands_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.brand_slug := coalesce(nullif(new.brand_slug, ''), private.slugify(new.brand_name));
  if tg_op = 'INSERT'
     or new.rating_baseline is distinct from old.rating_baseline
     or new.rating_baseline_votes is distinct from old.rating_baseline_votes
     or not private.request_is_trusted() then
    select r.user_rating, r.user_rating_votes
      into new.user_rating, new.user_rating_votes
      from private.brand_rating(new.id, new.rating_baseline, new.rating_baseline_votes) as r;
  end if;
  return new;
end;
$$;
comment on function private.brands_before_write() is
  'Trigger on brands: fills brand_slug from the name when omitted and recomputes user_rating / user_rating_votes from the baseline and the votes.';

create trigger brands_before_write
  before insert or update on public.brands
  for each row execute function private.brands_before_write();
create trigger brands_timestamps
  before insert or update on public.brands
  for each row execute function private.set_timestamps();
create trigger brands_audit
  after insert or update or delete on public.brands
  for each row execute function private.audit_row_change('user_rating', 'user_rating_votes');

alter table public.brands enable row level security;

create policy "Visitors read active brands"
  on public.brands for select to anon, authenticated
  using (is_active);
create policy "Staff read all brands"
  on public.brands for select to authenticated
  using ((select private.is_staff()));
create policy "Editors and admins add brands"
  on public.brands for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update brands"
  on public.brands for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete brands"
  on public.brands for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.brands from anon, authenticated, service_role;
grant select, insert, update, delete on table public.brands to service_role;
grant select on table public.brands to anon, authenticated;
grant delete on table public.brands to authenticated;
-- Everything but the server-computed rating columns and the timestamps.
grant insert (
  id, country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text, hover_bonus_text,
  rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag, is_active, is_editors_choice,
  is_trending, trust_icons, short_description, full_description, cta_button_text, sort_order, pros, cons,
  review_overview, review_bonuses, review_payments, review_games, review_mobile, review_security, review_support,
  review_verdict, metrics, payout_speed, license, min_deposit
) on table public.brands to authenticated;
grant update (
  country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text, hover_bonus_text,
  rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag, is_active, is_editors_choice,
  is_trending, trust_icons, short_description, full_description, cta_button_text, sort_order, pros, cons,
  review_overview, review_bonuses, review_payments, review_games, review_mobile, review_security, review_support,
  review_verdict, metrics, payout_speed, license, min_deposit
) on table public.brands to authenticated;

-- brand_categories -------------------------------------------------------------------

create table public.brand_categories (
  brand_id uuid not null references public.brands (id) on delete cascade,
  category_id uuid not null references public.categories (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (brand_id, category_id)
);
create index brand_categories_category_brand_idx on public.brand_categories (category_id, brand_id);

comment on table public.brand_categories is
  'Tags a brand with a category: the ranking page for category X lists the country''s active brands tagged X (the casino category lists all).';

create trigger brand_categories_audit
  after insert or update or delete on public.brand_categories
  for each row execute function private.audit_row_change();

alter table public.brand_categories enable row level security;

create policy "Visitors read the categories of active brands"
  on public.brand_categories for select to anon, authenticated
  using (exists (select 1 from public.brands as b where b.id = brand_id and b.is_active));
create policy "Staff read all brand categories"
  on public.brand_categories for select to authenticated
  using ((select private.is_staff()));
create policy "Editors and admins tag brands"
  on public.brand_categories for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins untag brands"
  on public.brand_categories for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.brand_categories from anon, authenticated, service_role;
grant select, insert, update, delete on table public.brand_categories to service_role;
grant select on table public.brand_categories to anon;
grant select, delete on table public.brand_categories to authenticated;
grant insert (brand_id, category_id) on table public.brand_categories to authenticated;

-- brand_votes: voting rules (the table is created above, before the rating function).

create or replace function private.brand_votes_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_score integer;
  v_recent integer;
begin
  if not private.request_is_trusted() then
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.created_at := now();

    select s.quality_score into v_score
      from public.calculate_traffic_quality_score(new.ip, coalesce(new.user_agent, '')) as s;
    if v_score = 0 then
      raise exception 'Votes from automated clients are not accepted' using errcode = 'P0001';
    end if;
  end if;

  -- Voting again changes the visitor's vote instead of adding one.
  update public.brand_votes as bv
     set rating = new.rating
   where bv.brand_id = new.brand_id and bv.voter_id = new.voter_id;
  if found then
    return null;
  end if;

  if not private.request_is_trusted() then
    select count(*) into v_recent
      from (select 1 from public.brand_votes bv
             where bv.brand_id = new.brand_id and bv.ip is not distinct from new.ip
               and bv.created_at > now() - interval '1 day'
             limit 6) as recent;
    if v_recent >= 5 then
      raise exception 'Too many votes for this brand from your network today' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.brand_votes_before_insert() is
  'Trigger on brand_votes: IP and user agent from the request; bots refused; a second vote by the same visitor updates the first; at most 5 new voters per brand, IP and day.';

create or replace function private.brand_votes_refresh_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_brand_id uuid := coalesce(new.brand_id, old.brand_id);
begin
  -- Lock the brand first so that concurrent votes are counted one after another.
  perform 1 from public.brands as b where b.id = v_brand_id for update;
  update public.brands as b
     set (user_rating, user_rating_votes) = (
       select r.user_rating, r.user_rating_votes
       from private.brand_rating(b.id, b.rating_baseline, b.rating_baseline_votes) as r
     )
   where b.id = v_brand_id;
  if tg_op = 'UPDATE' and new.brand_id <> old.brand_id then
    update public.brands as b
       set (user_rating, user_rating_votes) = (
         select r.user_rating, r.user_rating_votes
         from private.brand_rating(b.id, b.rating_baseline, b.rating_baseline_votes) as r
       )
     where b.id = old.brand_id;
  end if;
  return null;
end;
$$;
comment on function private.brand_votes_refresh_rating() is
  'AFTER trigger on brand_votes: recomputes the brand''s user_rating and user_rating_votes.';

create trigger brand_votes_before_insert
  before insert on public.brand_votes
  for each row execute function private.brand_votes_before_insert();
create trigger brand_votes_timestamps
  before insert or update on public.brand_votes
  for each row execute function private.set_timestamps();
create trigger brand_votes_refresh_rating
  after insert or update or delete on public.brand_votes
  for each row execute function private.brand_votes_refresh_rating();

alter table public.brand_votes enable row level security;

create policy "Visitors vote for active brands"
  on public.brand_votes for insert to anon, authenticated
  with check (
    rating between 1 and 5
    and voter_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and exists (select 1 from public.brands as b where b.id = brand_id and b.is_active)
  );
create policy "Admins and analysts read votes"
  on public.brand_votes for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins delete votes"
  on public.brand_votes for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.brand_votes from anon, authenticated, service_role;
-- service_role: imports and pruning; a repeated vote is changed by the trigger.
grant select, insert, delete on table public.brand_votes to service_role;
grant insert (brand_id, voter_id, rating) on table public.brand_votes to anon, authenticated;
grant select, delete on table public.brand_votes to authenticated;

create or replace function public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer)
returns table (user_rating numeric, user_rating_votes integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.brand_votes (brand_id, voter_id, rating) values (p_brand_id, p_voter_id, p_rating);
  return query
    select b.user_rating, b.user_rating_votes from public.brands as b where b.id = p_brand_id;
end;
$$;
comment on function public.cast_brand_vote(uuid, text, integer) is
  'Casts or changes the visitor''s star vote (1-5) for an active brand and returns the brand''s new user_rating and user_rating_votes. p_voter_id is the visitor''s persistent user_id.';

revoke execute on function public.cast_brand_vote(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.cast_brand_vote(uuid, text, integer) to anon, authenticated, service_role;

revoke execute on function private.brand_rating(uuid, numeric, integer), private.brands_before_write(),
  private.brand_votes_before_insert(), private.brand_votes_refresh_rating() from public, anon, authenticated;

-- The brand form's save and the duplicate carry the offer's structured terms (#26, migration
-- 20261127000900), and editors read the history of the compliance tables they edit.
--
-- save_brand() and duplicate_brand() list their columns: the bonus terms join the list, so a
-- save through the form writes them (and the offer check trigger sees what staff typed), and
-- a copy keeps them. A duplicate of an active brand into a market whose rules its offer
-- breaks is refused by that trigger, with the rule named, as any save.
--
-- private.content_tables(): audited tables whose history editors may read; the licensing and
-- rules tables are content editors maintain (the Compliance section and the brand form).

create or replace function public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid DEFAULT NULL::uuid, p_updated_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS SETOF public.brands
language plpgsql
set search_path = ''
as $$
declare
  v_row public.brands;
  v_input public.brands := jsonb_populate_record(null::public.brands, p_brand);
begin
  if p_id is null then
    insert into public.brands (
      country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text,
      hover_bonus_text, rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag,
      is_active, is_editors_choice, is_trending, trust_icons, short_description, full_description,
      cta_button_text, sort_order, pros, cons, review_overview, review_bonuses, review_payments, review_games,
      review_mobile, review_security, review_support, review_verdict, metrics, payout_speed, license, min_deposit,
      bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout, bonus_expiry_days,
      eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url
    )
    values (
      v_input.country_id, v_input.brand_name, v_input.brand_slug, v_input.brand_logo_url,
      v_input.destination_url, v_input.subid_param, v_input.bonus_text, v_input.hover_bonus_text,
      v_input.rating_baseline, coalesce(v_input.rating_baseline_votes, 0), coalesce(v_input.editor_score, 90),
      coalesce(v_input.today_picked_count, 0), v_input.label_tag, coalesce(v_input.is_active, true),
      coalesce(v_input.is_editors_choice, false), coalesce(v_input.is_trending, false),
      coalesce(v_input.trust_icons, '{}'), v_input.short_description, v_input.full_description,
      v_input.cta_button_text,
      -- A new brand joins the end of its country's ranking.
      (select coalesce(max(b.sort_order) + 1, 0) from public.brands as b where b.country_id = v_input.country_id),
      coalesce(v_input.pros, '{}'), coalesce(v_input.cons, '{}'), v_input.review_overview,
      v_input.review_bonuses, v_input.review_payments, v_input.review_games, v_input.review_mobile,
      v_input.review_security, v_input.review_support, v_input.review_verdict,
      coalesce(v_input.metrics, '[]'), v_input.payout_speed, v_input.license, v_input.min_deposit,
      v_input.bonus_amount, v_input.bonus_reason, v_input.wagering_multiple, v_input.wagering_applies_to,
      v_input.max_bet, v_input.max_cashout, v_input.bonus_expiry_days, v_input.eligible_games, v_input.promo_code,
      coalesce(v_input.first_deposit_offer, false), coalesce(v_input.bonus_products, '{casino}'),
      v_input.full_terms_url
    )
    returning * into v_row;
  else
    update public.brands as b
    set country_id = v_input.country_id,
        brand_name = v_input.brand_name,
        brand_slug = v_input.brand_slug,
        brand_logo_url = v_input.brand_logo_url,
        destination_url = v_input.destination_url,
        subid_param = v_input.subid_param,
        bonus_text = v_input.bonus_text,
        hover_bonus_text = v_input.hover_bonus_text,
        rating_baseline = v_input.rating_baseline,
        rating_baseline_votes = coalesce(v_input.rating_baseline_votes, 0),
        editor_score = coalesce(v_input.editor_score, 90),
        today_picked_count = coalesce(v_input.today_picked_count, 0),
        label_tag = v_input.label_tag,
        is_active = coalesce(v_input.is_active, true),
        is_editors_choice = coalesce(v_input.is_editors_choice, false),
        is_trending = coalesce(v_input.is_trending, false),
        trust_icons = coalesce(v_input.trust_icons, '{}'),
        short_description = v_input.short_description,
        full_description = v_input.full_description,
        cta_button_text = v_input.cta_button_text,
        pros = coalesce(v_input.pros, '{}'),
        cons = coalesce(v_input.cons, '{}'),
        review_overview = v_input.review_overview,
        review_bonuses = v_input.review_bonuses,
        review_payments = v_input.review_payments,
        review_games = v_input.review_games,
        review_mobile = v_input.review_mobile,
        review_security = v_input.review_security,
        review_support = v_input.review_support,
        review_verdict = v_input.review_verdict,
        metrics = coalesce(v_input.metrics, '[]'),
        payout_speed = v_input.payout_speed,
        license = v_input.license,
        min_deposit = v_input.min_deposit,
        bonus_amount = v_input.bonus_amount,
        bonus_reason = v_input.bonus_reason,
        wagering_multiple = v_input.wagering_multiple,
        wagering_applies_to = v_input.wagering_applies_to,
        max_bet = v_input.max_bet,
        max_cashout = v_input.max_cashout,
        bonus_expiry_days = v_input.bonus_expiry_days,
        eligible_games = v_input.eligible_games,
        promo_code = v_input.promo_code,
        first_deposit_offer = coalesce(v_input.first_deposit_offer, false),
        bonus_products = coalesce(v_input.bonus_products, '{casino}'),
        full_terms_url = v_input.full_terms_url
    where b.id = p_id and b.updated_at = p_updated_at
    returning * into v_row;
    if not found then
      return;
    end if;
  end if;

  delete from public.brand_categories as bc
  where bc.brand_id = v_row.id and bc.category_id <> all (coalesce(p_category_ids, '{}'));
  insert into public.brand_categories (brand_id, category_id)
  select v_row.id, wanted.category_id
  from unnest(coalesce(p_category_ids, '{}')) as wanted (category_id)
  where not exists (
    select 1 from public.brand_categories as bc
    where bc.brand_id = v_row.id and bc.category_id = wanted.category_id
  );

  return next v_row;
end;
$$;


create or replace function public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) RETURNS uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.brands (
    country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text,
    hover_bonus_text, rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag,
    is_active, is_editors_choice, is_trending, trust_icons, short_description, full_description,
    cta_button_text, sort_order, pros, cons, review_overview, review_bonuses, review_payments, review_games,
    review_mobile, review_security, review_support, review_verdict, metrics, payout_speed, license,
    min_deposit, bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout,
    bonus_expiry_days, eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url
  )
  select
    p_country_id, b.brand_name, p_slug, b.brand_logo_url, b.destination_url, b.subid_param, b.bonus_text,
    b.hover_bonus_text, b.rating_baseline, b.rating_baseline_votes, b.editor_score, b.today_picked_count,
    b.label_tag, b.is_active, b.is_editors_choice, b.is_trending, b.trust_icons, b.short_description,
    b.full_description, b.cta_button_text,
    coalesce((select max(t.sort_order) from public.brands as t where t.country_id = p_country_id), 0) + 1,
    b.pros, b.cons, b.review_overview, b.review_bonuses, b.review_payments, b.review_games, b.review_mobile,
    b.review_security, b.review_support, b.review_verdict, b.metrics, b.payout_speed, b.license,
    b.min_deposit, b.bonus_amount, b.bonus_reason, b.wagering_multiple, b.wagering_applies_to, b.max_bet,
    b.max_cashout, b.bonus_expiry_days, b.eligible_games, b.promo_code, b.first_deposit_offer, b.bonus_products,
    b.full_terms_url
  from public.brands as b
  where b.id = p_brand_id
  returning id into v_id;

  if v_id is null then
    raise exception 'The brand to duplicate was not found' using errcode = 'P0002';
  end if;

  insert into public.brand_categories (brand_id, category_id)
  select v_id, bc.category_id from public.brand_categories as bc where bc.brand_id = p_brand_id;

  return v_id;
end;
$$;


create or replace function private.content_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['countries', 'categories', 'brands', 'brand_categories', 'pages', 'media', 'regulators',
               'market_regulators', 'market_rules', 'market_blacklist', 'brand_licences']::text[]
$$;
comment on function private.content_tables() is
  'Audited tables whose history editors may read: the catalog, pages, media and the compliance data (regulators, market rules and regulators, the blacklist, brand licences); not staff, settings, snippets or postback sources.';

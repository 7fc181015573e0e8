-- Admin brands: the two writes of the Brands list that must be one request each.
--
-- Both are SECURITY INVOKER: the caller's RLS policies and column grants decide (editors
-- and admins write brands; an analyst's update or insert is refused by the policies).

-- reorder_brands(): a country's ranking order, written as sort_order 1..n in the order
-- of p_brand_ids. The list must be exactly the country's brands (each once), so an
-- order built from a stale or partial list is refused instead of leaving ties.
create or replace function public.reorder_brands(p_country_id uuid, p_brand_ids uuid[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_changed integer;
begin
  if p_country_id is null or p_brand_ids is null then
    raise exception 'A country and its brands are required' using errcode = '22023';
  end if;
  if cardinality(p_brand_ids) <> (select count(distinct id) from unnest(p_brand_ids) as id)
     or exists (
       select 1 from unnest(p_brand_ids) as given(id)
       where not exists (
         select 1 from public.brands as b where b.id = given.id and b.country_id = p_country_id
       )
     )
     or cardinality(p_brand_ids) <> (
       select count(*) from public.brands as b where b.country_id = p_country_id
     ) then
    raise exception 'The order must list every brand of the country exactly once'
      using errcode = '22023', hint = 'Reload the list and try again.';
  end if;

  -- One statement; rows already in place are left alone (no audit entry for them).
  update public.brands as b
     set sort_order = o.ord
    from unnest(p_brand_ids) with ordinality as o(id, ord)
   where b.id = o.id
     and b.country_id = p_country_id
     and b.sort_order is distinct from o.ord;
  get diagnostics v_changed = row_count;
  return v_changed;
end;
$$;
comment on function public.reorder_brands(uuid, uuid[]) is
  'Writes a country''s ranking order: sort_order 1..n following p_brand_ids, which must list every brand of the country once. Returns how many rows changed. Runs under the caller''s RLS (editors and admins).';

revoke execute on function public.reorder_brands(uuid, uuid[]) from public, anon, authenticated;
grant execute on function public.reorder_brands(uuid, uuid[]) to authenticated, service_role;

-- duplicate_brand(): a copy of a brand in another country with every editorial field
-- and its category tags, under a new slug, placed last in the target country's order.
-- The votes are not copied: the rating is recomputed from the baseline by the brands
-- trigger. Returns the copy's id.
create or replace function public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text)
returns uuid
language plpgsql
security invoker
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
    min_deposit
  )
  select
    p_country_id, b.brand_name, p_slug, b.brand_logo_url, b.destination_url, b.subid_param, b.bonus_text,
    b.hover_bonus_text, b.rating_baseline, b.rating_baseline_votes, b.editor_score, b.today_picked_count,
    b.label_tag, b.is_active, b.is_editors_choice, b.is_trending, b.trust_icons, b.short_description,
    b.full_description, b.cta_button_text,
    coalesce((select max(t.sort_order) from public.brands as t where t.country_id = p_country_id), 0) + 1,
    b.pros, b.cons, b.review_overview, b.review_bonuses, b.review_payments, b.review_games, b.review_mobile,
    b.review_security, b.review_support, b.review_verdict, b.metrics, b.payout_speed, b.license,
    b.min_deposit
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
comment on function public.duplicate_brand(uuid, uuid, text) is
  'Copies a brand into a country under a new slug, with its category tags but not its votes, last in that country''s order; returns the copy''s id. Runs under the caller''s RLS (editors and admins).';

revoke execute on function public.duplicate_brand(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.duplicate_brand(uuid, uuid, text) to authenticated, service_role;

-- Admin brand form: one request saves a brand and its category tags together.
--
-- save_brand(): inserts (p_id null) or updates a brand and makes its brand_categories
-- rows equal to p_category_ids, in one transaction, so a refused tag never leaves a saved
-- brand with stale tags (or the reverse). The update applies only while the row still has
-- the updated_at the form loaded (optimistic concurrency): no row returned means someone
-- else saved or deleted it meanwhile. SECURITY INVOKER: the caller's grants, RLS and the
-- table's constraints decide, exactly as for direct writes; the column list is the one
-- authenticated may write (never the server-computed rating or the timestamps).

create or replace function public.save_brand(
  p_brand jsonb,
  p_category_ids uuid[],
  p_id uuid default null,
  p_updated_at timestamptz default null
)
returns setof public.brands
language plpgsql
volatile
security invoker
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
      review_mobile, review_security, review_support, review_verdict, metrics, payout_speed, license, min_deposit
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
      coalesce(v_input.metrics, '[]'), v_input.payout_speed, v_input.license, v_input.min_deposit
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
        min_deposit = v_input.min_deposit
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
comment on function public.save_brand(jsonb, uuid[], uuid, timestamptz) is
  'The admin brand form''s save: inserts (p_id null) or updates the brand while its updated_at is still p_updated_at, and sets its categories to p_category_ids, in one transaction. Returns the saved row, or no row when the brand changed or vanished meanwhile. Runs with the caller''s rights (RLS: editors and admins).';

revoke execute on function public.save_brand(jsonb, uuid[], uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.save_brand(jsonb, uuid[], uuid, timestamptz) to authenticated, service_role;

-- market_block() hands check_offer() only the offer's columns (#26). It runs in the visitors'
-- policy on brands, so for every brand of every public read, and for every brand each time
-- /go reloads its list (every 5 s under traffic): to_jsonb() of the whole row copied each
-- brand's review texts into JSON there only for check_offer() to read nine columns of it.

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
  -- Only the columns the check reads: the row's review texts (up to 60,000 characters) would
  -- otherwise be copied into JSON for every brand of every visitor's read and /go's reload.
  if exists (select 1 from public.check_offer(jsonb_build_object(
       'country_id', p_brand.country_id, 'bonus_text', p_brand.bonus_text,
       'bonus_amount', p_brand.bonus_amount, 'bonus_reason', p_brand.bonus_reason,
       'wagering_multiple', p_brand.wagering_multiple, 'full_terms_url', p_brand.full_terms_url,
       'first_deposit_offer', p_brand.first_deposit_offer, 'bonus_expiry_days', p_brand.bonus_expiry_days,
       'bonus_products', p_brand.bonus_products))) then
    return 'offer_breaks_rule';
  end if;
  return null;
end;
$$;

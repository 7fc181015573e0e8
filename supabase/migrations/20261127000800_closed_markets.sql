-- Markets closed to casino promotion (#26): where online casinos may not be offered or
-- advertised at all (Australia: the Interactive Gambling Act; ACMA blocks affiliate sites
-- that do), the market's page is informational: no ranking, no bonus, no affiliate link.
-- countries.casino_promotion false makes public.market_block answer 'market_closed' for
-- every brand of the market, so the visitors' policy hides them all and /go refuses them.

alter table public.countries
  add column casino_promotion boolean not null default true;
comment on column public.countries.casino_promotion is
  'False where casino promotion is unlawful: the market''s page shows no ranking, bonus or affiliate link, and /go refuses its brands.';

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
  if not coalesce(v_required, false) then
    return null;
  end if;
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
  return v_reason;
end;
$$;
comment on function public.market_block(public.brands) is
  'Why the brand is not listable in its market today: market_closed, blacklisted, no_licence, licence_expired or licence_pending; null when it is. Also a computed column (brands?select=market_block).';

-- The offer monitor (#28): on a schedule, and when staff ask from a brand, the link-check
-- function follows each listed brand's destination as /go builds it (a test click id that is
-- never stored as a click), hop by hop, and records what it found (_shared/link-check.ts).
--
-- | object                       | who reads | who writes                                     |
-- |------------------------------|-----------|------------------------------------------------|
-- | link_checks                  | staff     | the function (service role) via record_link_check |
-- | brands.link_paused_at/_reason | everyone (anon: through market_block) | record_link_check only |
-- | market_rules.pause_on_broken_link | staff | editors and admins (the market's form)      |
-- | due_link_checks()            | the function (service role)                                 |
-- | link_check_requester()       | staff: the caller, when an editor or admin may ask for a check |
-- | private.request_link_checks() | pg_cron every 5 minutes: calls the function by pg_net when a brand is due |
--
-- A Broken check pauses the brand in its market when the market asks for it
-- (pause_on_broken_link): market_block answers 'link_broken', so the brand leaves the
-- ranking and /go answers 451 until a later check is OK, which lifts the pause. Both are
-- updates of the brand's row, audited like any other (the actor is the monitor).
--
-- Hosted Supabase: pg_cron and pg_net, and two Vault secrets created once per project
-- (README): 'project_url' (https://<ref>.supabase.co) and 'service_role_key'. The local stack
-- has stand-ins of cron, net and vault (supabase/emulator), and the same schedule runs there.

create table public.link_checks (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references public.brands (id) on delete cascade,
  checked_at timestamptz not null default now(),
  trigger text not null,
  requested_by uuid references auth.users (id) on delete set null,
  state text not null,
  problems jsonb not null default '[]',
  hops jsonb not null default '[]',
  start_url text not null,
  final_url text,
  final_host text,
  final_status smallint,
  click_id_kept boolean,
  offer_found boolean,
  response_ms integer not null,
  error text,
  constraint link_checks_trigger check (trigger in ('schedule', 'staff')),
  constraint link_checks_state check (state in ('ok', 'warning', 'broken')),
  constraint link_checks_problems_array check (jsonb_typeof(problems) = 'array' and jsonb_array_length(problems) <= 20),
  constraint link_checks_hops_array check (jsonb_typeof(hops) = 'array' and jsonb_array_length(hops) <= 20),
  constraint link_checks_start_url_length check (char_length(start_url) between 1 and 2000),
  constraint link_checks_final_url_length check (char_length(final_url) <= 2000),
  constraint link_checks_final_host_length check (char_length(final_host) <= 300),
  constraint link_checks_response_ms_range check (response_ms >= 0),
  constraint link_checks_error_length check (char_length(error) <= 1000)
);
comment on table public.link_checks is
  'Each check of a brand''s destination by the offer monitor: every hop''s status, where it ended, whether the click id survived and the offer still shows, and its state (ok, warning, broken).';
create index link_checks_brand_idx on public.link_checks (brand_id, checked_at desc);
create index link_checks_checked_at_idx on public.link_checks (checked_at desc);
create index link_checks_requested_by_idx on public.link_checks (requested_by);

alter table public.link_checks enable row level security;
grant select on public.link_checks to authenticated;
grant select, insert, delete on public.link_checks to service_role;
create policy "Staff read link checks" on public.link_checks
  for select to authenticated using ((select private.is_staff()));

alter table public.brands
  add column link_paused_at timestamptz,
  add column link_pause_reason text,
  add constraint brands_link_pause_reason_length check (char_length(link_pause_reason) <= 300),
  add constraint brands_link_pause_complete check ((link_paused_at is null) = (link_pause_reason is null));
comment on column public.brands.link_paused_at is
  'When the offer monitor paused the brand in its market after a Broken check (the market''s pause_on_broken_link); the next OK check lifts it.';
comment on column public.brands.link_pause_reason is 'Why the monitor paused the brand, in words for staff.';

alter table public.market_rules
  add column pause_on_broken_link boolean not null default false,
  add constraint market_rules_pause_market_only check (region_code is null or not pause_on_broken_link);
comment on column public.market_rules.pause_on_broken_link is
  'Pause a brand of this market (it leaves the ranking, /go refuses) while the offer monitor finds its link Broken.';

-- Settings --------------------------------------------------------------------------------------

insert into public.site_settings (key, value, is_public, description) values
  ('monitor.link_check_hours', '6', false,
   'Hours between two scheduled checks of a listed brand''s link by the offer monitor.'),
  ('monitor.slow_ms', '3000', false,
   'A destination slower than this (milliseconds, all hops) is a Warning.')
on conflict (key) do nothing;

-- What is due -----------------------------------------------------------------------------------

-- The brands listed in their market (or paused by the monitor, so that a check can lift it)
-- whose last check is older than monitor.link_check_hours, oldest first.
create or replace function public.due_link_checks(p_limit integer default 20)
returns table (brand_id uuid, brand_slug text, destination_url text, subid_param text,
               bonus_amount text, promo_code text, bonus_text text)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.id, b.brand_slug, b.destination_url, b.subid_param, b.bonus_amount, b.promo_code, b.bonus_text
    from public.brands as b
    left join lateral (
      select max(c.checked_at) as last_checked from public.link_checks as c where c.brand_id = b.id
    ) as last on true
   where b.is_active
     and coalesce(public.market_block(b), 'link_broken') = 'link_broken'
     and (last.last_checked is null or last.last_checked < now() - make_interval(
           hours => coalesce((select s.value::int from public.site_settings as s
                               where s.key = 'monitor.link_check_hours'), 6)))
   order by last.last_checked nulls first, b.id
   limit least(greatest(p_limit, 1), 200);
$$;
comment on function public.due_link_checks(integer) is
  'The listed (or monitor-paused) brands whose last link check is older than monitor.link_check_hours, oldest first: what the link-check function checks next.';
revoke all on function public.due_link_checks(integer) from public, anon, authenticated;
grant execute on function public.due_link_checks(integer) to service_role;

-- Who asks for a check now: the caller's id when they are an editor or admin, else null (the
-- function asks as the caller, and records who asked).
create or replace function public.link_check_requester()
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select case when private.has_role(array['admin', 'editor']) then auth.uid() end;
$$;
comment on function public.link_check_requester() is
  'The caller''s id when they are an editor or admin (who may ask for a link check now), else null.';
revoke all on function public.link_check_requester() from public, anon;
grant execute on function public.link_check_requester() to authenticated;

-- Recording a check -------------------------------------------------------------------------------

-- Stores the check and applies its consequence: a Broken check pauses the brand when its
-- market asks for it (not again when already paused); an OK check lifts a pause. Warnings
-- change nothing.
create or replace function public.record_link_check(
  p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb)
returns public.link_checks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_check public.link_checks;
  v_pause boolean;
begin
  insert into public.link_checks (brand_id, trigger, requested_by, state, problems, hops, start_url,
      final_url, final_host, final_status, click_id_kept, offer_found, response_ms, error)
  values (p_brand_id, p_trigger, p_requested_by, p_result->>'state',
      coalesce(p_result->'problems', '[]'), coalesce(p_result->'hops', '[]'), p_result->>'startUrl',
      p_result->>'finalUrl', p_result->>'finalHost', (p_result->>'finalStatus')::smallint,
      (p_result->>'clickIdKept')::boolean, (p_result->>'offerFound')::boolean,
      round((p_result->>'responseMs')::numeric)::integer, left(p_result->>'error', 1000))
  returning * into v_check;

  if v_check.state = 'broken' then
    select coalesce(r.pause_on_broken_link, false) into v_pause
      from public.brands as b
      left join public.market_rules as r on r.country_id = b.country_id and r.region_code is null
     where b.id = p_brand_id;
    if v_pause then
      update public.brands
         set link_paused_at = v_check.checked_at,
             link_pause_reason = left('Link broken: ' || coalesce(v_check.problems->0->>'message', 'the check failed'), 300)
       where id = p_brand_id and link_paused_at is null;
    end if;
  elsif v_check.state = 'ok' then
    update public.brands set link_paused_at = null, link_pause_reason = null
     where id = p_brand_id and link_paused_at is not null;
  end if;
  return v_check;
end;
$$;
comment on function public.record_link_check(uuid, text, uuid, jsonb) is
  'Stores a link check (the link-check function''s result) and pauses the brand in its market after a Broken one when the market asks for it, or lifts the pause after an OK one.';
revoke all on function public.record_link_check(uuid, text, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_link_check(uuid, text, uuid, jsonb) to service_role;

-- The latest check of every brand with its market: the Link health list.
create view public.brand_link_health
with (security_invoker = true)
as
select b.id as brand_id, b.brand_slug, b.brand_name, b.is_active, b.country_id,
       c.name as market_name, c.slug as market_slug,
       b.link_paused_at, b.link_pause_reason,
       last.id as check_id, last.checked_at, last.state, last.problems, last.final_url,
       last.final_status, last.click_id_kept, last.offer_found, last.response_ms
  from public.brands as b
  join public.countries as c on c.id = b.country_id
  left join lateral (
    select l.* from public.link_checks as l where l.brand_id = b.id order by l.checked_at desc limit 1
  ) as last on true;
comment on view public.brand_link_health is
  'Every brand with its market and its latest link check (none yet: state null), for the Link health list.';
grant select on public.brand_link_health to authenticated;

-- market_block: a brand paused by the monitor is not listed until its link is OK again.
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
  if p_brand.link_paused_at is not null then
    return 'link_broken';
  end if;
  return null;
end;
$$;

-- The schedule ------------------------------------------------------------------------------------

-- Asks the link-check function to check what is due, by pg_net (the request runs after this
-- transaction, in pg_net's worker): nothing is sent while nothing is due.
create or replace function private.request_link_checks()
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (select 1 from public.due_link_checks(1)) then
    return null;
  end if;
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into v_key from vault.decrypted_secrets where name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'Link checks are due, but the Vault secrets project_url and service_role_key are not set';
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/link-check',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := '{"due": true}'::jsonb,
    timeout_milliseconds := 300000);
end;
$$;
revoke all on function private.request_link_checks() from public;

do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  perform cron.schedule('request-link-checks', '*/5 * * * *', 'select private.request_link_checks()');
end;
$$;

-- Licences and blacklists per market (#26, first step): a brand is listed in its market, and
-- its /go link opens, only while it holds a licence valid today from a regulator the market
-- accepts (where the market requires one), and never while a market blacklist entry names its
-- brand or its destination's domain.
--
-- | table               | who reads                       | who writes           |
-- |---------------------|---------------------------------|----------------------|
-- | regulators          | everyone (public register data) | admins and editors   |
-- | market_regulators   | everyone                        | admins and editors   |
-- | brand_licences      | everyone (the review page shows | admins and editors   |
-- |                     | the regulator and number)       |                      |
-- | market_blacklist    | staff                           | admins and editors   |
--
-- public.market_block(brands) names why a brand is not listable now (blacklisted, no_licence,
-- licence_expired, licence_pending), or null: the visitors' policy on brands requires null,
-- /go reads it to refuse with the reason, and staff lists show it. It is SECURITY INVOKER and
-- reads only what visitors may read: the blacklist's effect is kept on the brand itself
-- (brands.blacklist_entry_id, maintained by triggers on both tables), so visitors never read
-- the blacklist. A licence's dates are compared with today's date when the brand is read, so
-- a licence ends at midnight (UTC) without a job. Every change lands in audit_log. Which
-- markets require a licence, their regulators and the demo brands' licences are content
-- (supabase/seed.sql); on a database that predates this migration nothing changes until staff
-- set a market's licence_required.

alter table public.countries
  add column licence_required boolean not null default false;
comment on column public.countries.licence_required is
  'True when brands are listed in this market only with a licence valid today from one of the market''s regulators (market_regulators; any regulator when none is named).';

create table public.regulators (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  register_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint regulators_code_format check (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(code) <= 40),
  constraint regulators_name_length check (char_length(name) between 1 and 200),
  constraint regulators_register_url_format check (register_url ~* '^https?://' and char_length(register_url) <= 2000)
);
comment on table public.regulators is
  'Gambling regulators whose licences the markets accept (UK Gambling Commission, GGL, Spelinspektionen, ...).';

create table public.market_regulators (
  id uuid primary key default gen_random_uuid(),
  country_id uuid not null references public.countries (id) on delete cascade,
  regulator_id uuid not null references public.regulators (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint market_regulators_unique unique (country_id, regulator_id)
);
comment on table public.market_regulators is
  'The regulators whose licences a market accepts; a market that requires a licence and names none accepts any.';
create index market_regulators_regulator_idx on public.market_regulators (regulator_id);

create table public.brand_licences (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references public.brands (id) on delete cascade,
  regulator_id uuid not null references public.regulators (id) on delete restrict,
  licence_number text not null,
  valid_from date not null,
  valid_to date,
  register_url text,
  last_checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint brand_licences_number_length check (char_length(licence_number) between 1 and 100),
  constraint brand_licences_dates check (valid_to is null or valid_to >= valid_from),
  constraint brand_licences_register_url_format check (register_url ~* '^https?://' and char_length(register_url) <= 2000)
);
comment on table public.brand_licences is
  'Licences a brand holds for its market: regulator, number, the days it is valid (valid_to null: open-ended), the register entry and when staff last checked it.';
create index brand_licences_brand_idx on public.brand_licences (brand_id, valid_to);
create index brand_licences_regulator_idx on public.brand_licences (regulator_id);

create table public.market_blacklist (
  id uuid primary key default gen_random_uuid(),
  country_id uuid not null references public.countries (id) on delete cascade,
  kind text not null,
  value text not null,
  source text not null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint market_blacklist_kind check (kind in ('brand', 'domain')),
  constraint market_blacklist_value check (
    char_length(value) between 1 and 200
    and (kind = 'brand' or value ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$')),
  constraint market_blacklist_source_length check (char_length(source) between 1 and 500),
  constraint market_blacklist_note_length check (char_length(note) <= 1000),
  constraint market_blacklist_unique unique (country_id, kind, value)
);
comment on table public.market_blacklist is
  'Brands (by name, any case) and domains (with their subdomains) a market''s regulator lists as unlicensed, with the list they come from: a matching brand is never listed there.';

alter table public.brands
  add column blacklist_entry_id uuid references public.market_blacklist (id) on delete set null;
comment on column public.brands.blacklist_entry_id is
  'The market blacklist entry naming this brand or its destination''s domain (kept by triggers; a client''s value is ignored); null when none does.';
create index brands_blacklist_entry_idx on public.brands (blacklist_entry_id) where blacklist_entry_id is not null;

-- The blacklist's effect on brands ---------------------------------------------------------

create or replace function private.blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_host text := lower(substring(p_destination from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)'));
begin
  return (
    select x.id from public.market_blacklist as x
     where x.country_id = p_country_id
       and ((x.kind = 'brand' and lower(x.value) = lower(p_brand_name))
            or (x.kind = 'domain' and (v_host = x.value or v_host like '%.' || x.value)))
     order by x.created_at, x.id
     limit 1);
end;
$$;
comment on function private.blacklist_entry_for(uuid, text, text) is
  'The first market blacklist entry of the market naming the brand (any case) or its destination''s host (the domain or a subdomain), or null.';
revoke all on function private.blacklist_entry_for(uuid, text, text) from public;

create or replace function private.brands_blacklist_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.blacklist_entry_id := private.blacklist_entry_for(new.country_id, new.brand_name, new.destination_url);
  return new;
end;
$$;
comment on function private.brands_blacklist_check() is
  'Trigger on brands: sets blacklist_entry_id from the market blacklist (whatever the client sent).';
revoke all on function private.brands_blacklist_check() from public;

create trigger brands_blacklist_check
  before insert or update of brand_name, destination_url, country_id, blacklist_entry_id on public.brands
  for each row execute function private.brands_blacklist_check();

create or replace function private.market_blacklist_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only the brands whose entry changes are written (their audit rows say so).
  update public.brands as b
     set blacklist_entry_id = private.blacklist_entry_for(b.country_id, b.brand_name, b.destination_url)
   where b.country_id in (
           select x.country_id from (select (new).country_id union select (old).country_id) as x (country_id)
            where x.country_id is not null)
     and b.blacklist_entry_id is distinct from
         private.blacklist_entry_for(b.country_id, b.brand_name, b.destination_url);
  return null;
end;
$$;
comment on function private.market_blacklist_apply() is
  'Trigger on market_blacklist: re-matches the brands of the entry''s market (old and new), so an entry takes effect, and a removed one ends, at once.';
revoke all on function private.market_blacklist_apply() from public;

create trigger market_blacklist_apply
  after insert or update or delete on public.market_blacklist
  for each row execute function private.market_blacklist_apply();

-- Why a brand is not listable now ----------------------------------------------------------

create or replace function public.market_block(p_brand public.brands)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_required boolean;
  v_any_regulator boolean;
  v_reason text;
begin
  if p_brand.blacklist_entry_id is not null then
    return 'blacklisted';
  end if;
  select c.licence_required,
         not exists (select 1 from public.market_regulators as m where m.country_id = c.id)
    into v_required, v_any_regulator
    from public.countries as c where c.id = p_brand.country_id;
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
  'Why the brand is not listable in its market today: blacklisted, no_licence, licence_expired or licence_pending; null when it is. Also a computed column (brands?select=market_block).';
revoke all on function public.market_block(public.brands) from public;
grant execute on function public.market_block(public.brands) to anon, authenticated, service_role;

-- Visitors see only listable brands ----------------------------------------------------------

alter policy "Visitors read active brands" on public.brands
  using (is_active and public.market_block(brands) is null);

-- Rights and policies ------------------------------------------------------------------------

alter table public.regulators enable row level security;
alter table public.market_regulators enable row level security;
alter table public.brand_licences enable row level security;
alter table public.market_blacklist enable row level security;

grant select on public.regulators, public.market_regulators, public.brand_licences to anon;
grant select, insert, update, delete on public.regulators, public.brand_licences,
  public.market_blacklist to authenticated;
-- A market names a regulator or does not: a link row is added or removed, never rewritten.
grant select, insert, delete on public.market_regulators to authenticated;
grant select, insert, update, delete on public.regulators, public.market_regulators,
  public.brand_licences, public.market_blacklist to service_role;

create policy "Everyone reads regulators" on public.regulators
  for select to anon, authenticated using (true);
create policy "Everyone reads the markets' regulators" on public.market_regulators
  for select to anon, authenticated using (true);
create policy "Everyone reads licences" on public.brand_licences
  for select to anon, authenticated using (true);
create policy "Staff read the blacklist" on public.market_blacklist
  for select to authenticated using ((select private.is_staff()));

create policy "Editors and admins add regulators" on public.regulators
  for insert to authenticated with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update regulators" on public.regulators
  for update to authenticated using ((select private.has_role(array['admin', 'editor'])))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete regulators" on public.regulators
  for delete to authenticated using ((select private.has_role(array['admin', 'editor'])));

create policy "Editors and admins add market regulators" on public.market_regulators
  for insert to authenticated with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete market regulators" on public.market_regulators
  for delete to authenticated using ((select private.has_role(array['admin', 'editor'])));

create policy "Editors and admins add licences" on public.brand_licences
  for insert to authenticated with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update licences" on public.brand_licences
  for update to authenticated using ((select private.has_role(array['admin', 'editor'])))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete licences" on public.brand_licences
  for delete to authenticated using ((select private.has_role(array['admin', 'editor'])));

create policy "Editors and admins add blacklist entries" on public.market_blacklist
  for insert to authenticated with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update blacklist entries" on public.market_blacklist
  for update to authenticated using ((select private.has_role(array['admin', 'editor'])))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete blacklist entries" on public.market_blacklist
  for delete to authenticated using ((select private.has_role(array['admin', 'editor'])));

-- Timestamps and the audit trail, as on every staff-edited table.
create trigger regulators_timestamps before insert or update on public.regulators
  for each row execute function private.set_timestamps();
create trigger brand_licences_timestamps before insert or update on public.brand_licences
  for each row execute function private.set_timestamps();
create trigger market_blacklist_timestamps before insert or update on public.market_blacklist
  for each row execute function private.set_timestamps();
create trigger regulators_audit after insert or update or delete on public.regulators
  for each row execute function private.audit_row_change();
create trigger market_regulators_audit after insert or update or delete on public.market_regulators
  for each row execute function private.audit_row_change();
create trigger brand_licences_audit after insert or update or delete on public.brand_licences
  for each row execute function private.audit_row_change();
create trigger market_blacklist_audit after insert or update or delete on public.market_blacklist
  for each row execute function private.audit_row_change();

-- Foundation: the private schema (never exposed by the API) and the small
-- building blocks every later migration uses: the shared timestamp trigger,
-- request header readers, the "is this a trusted writer" test and a slug maker.
--
-- Who counts as trusted: the API's end-user roles (anon, authenticated) are not;
-- service_role and a direct superuser connection (migrations, seed, tests) are.
-- Server-computed columns are recomputed for untrusted writers only.
--
-- Grants: a hosted project gives new objects in public to no API role (default
-- privileges for new entities are off since 30 October 2026), and an older
-- project gives them to all. So every table below revokes all from anon,
-- authenticated and service_role, then grants each role what it needs, the same
-- on either. service_role is the server-side key (the postback function, admin
-- user management): it bypasses RLS, but policies do not replace grants.

create schema if not exists private;
comment on schema private is
  'Helpers for policies and triggers. Not exposed by the Data API; EXECUTE is granted function by function.';

revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- Functions created here later must not be executable by everyone by default.
alter default privileges in schema private revoke execute on functions from public;

-- Shared timestamp trigger -----------------------------------------------------

create or replace function private.set_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_untrusted boolean := coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    if v_untrusted or new.created_at is null then
      new.created_at := now();
    end if;
    new.updated_at := now();
  else
    if v_untrusted then
      new.created_at := old.created_at;
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function private.set_timestamps() is
  'Shared BEFORE INSERT OR UPDATE trigger: keeps created_at (set once, never changed by API users) and updated_at (now() on every write).';

-- Request context ---------------------------------------------------------------

create or replace function private.request_headers()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb)
$$;
comment on function private.request_headers() is
  'The current request''s headers as PostgREST passes them (lower-case names); {} outside a request.';

create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb := private.request_headers();
  v_raw text := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''), ',', 1));
begin
  if v_raw = '' then
    return null;
  end if;
  return host(v_raw::inet);
exception
  when invalid_text_representation then
    return null;
end;
$$;
comment on function private.request_ip() is
  'Client IP of the current request: the first entry of X-Forwarded-For (set by the API gateway), validated as an address; null when absent or malformed.';

create or replace function private.request_user_agent()
returns text
language sql
stable
set search_path = ''
as $$
  select left(private.request_headers() ->> 'user-agent', 512)
$$;
comment on function private.request_user_agent() is
  'User-Agent header of the current request (at most 512 characters); null outside a request.';

create or replace function private.request_is_trusted()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
     and coalesce((select auth.role()), 'none') not in ('anon', 'authenticated')
$$;
comment on function private.request_is_trusted() is
  'True for service_role and direct superuser connections (seed, migrations, back-office jobs); false for the API''s anon and authenticated roles. Works inside SECURITY DEFINER functions because it reads the role setting and the JWT, not current_user.';

-- Small pure helpers -------------------------------------------------------------

create or replace function private.slugify(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(lower(coalesce(p_value, '')), '[^a-z0-9]+', '-', 'g'), '-'), '')
$$;
comment on function private.slugify(text) is
  'Lower-case, hyphen-separated ASCII slug of a name ("Royal Maple Casino" -> "royal-maple-casino").';

create or replace function private.text_array_matches(p_values text[], p_pattern text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(v ~ p_pattern), true) from unnest(p_values) as v
$$;
comment on function private.text_array_matches(text[], text) is
  'True when every element of the array matches the regular expression (used by check constraints).';

create or replace function private.clip(p_value text, p_max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(left(btrim(p_value), p_max), '')
$$;
comment on function private.clip(text, integer) is
  'Trims a client-sent text to at most p_max characters; empty becomes null. Tracking triggers use it so an over-long field never loses a row.';

revoke execute on all functions in schema private from public, anon, authenticated;

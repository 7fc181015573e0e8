-- The postback pipeline (postbacks issue):
--   * sources map the network's parameters (now also its status) and its event names to our
--     event_type, and remember the platform preset their postback URL was built from;
--   * secrets are stored as SHA-256 hashes only: generated server-side and returned once by
--     issue_postback_secret (creation or rotation, the old one kept valid for a chosen grace
--     period), so no staff member can read one back; the Test Postback console gets a
--     short-lived test token from issue_test_postback_token instead of the secret;
--   * every postback row is resolved in the database: linked to its click (or kept 'unmatched'
--     and linked by the click's insert trigger when the click arrives, under one advisory lock
--     per click id so neither order loses the link) and its payout converted to the reporting
--     currency at the rates in settings.

-- postback_sources: status parameter, event map, preset -------------------------------------------

alter table public.postback_sources
  drop constraint postback_sources_param_map_shape,
  add constraint postback_sources_param_map_shape check (
    jsonb_typeof(param_map) = 'object'
    and param_map - array['click_id', 'event', 'payout', 'currency', 'transaction_id', 'status', 'token']::text[] = '{}'::jsonb
  ),
  add column event_map jsonb not null default '{}'
    constraint postback_sources_event_map_shape check (
      jsonb_typeof(event_map) = 'object'
      and not jsonb_path_exists(
        event_map,
        '$.* ? (@ != "registration" && @ != "first_deposit" && @ != "deposit" && @ != "revenue" && @ != "other")'
      )
    ),
  add column preset text
    constraint postback_sources_preset_format check (preset ~ '^[a-z0-9-]{1,40}$');

comment on column public.postback_sources.param_map is
  'Names of the network''s query/body parameters when they differ from ours, e.g. {"click_id": "subid", "payout": "amount"}. Keys: click_id, event, payout, currency, transaction_id, status, token.';
comment on column public.postback_sources.event_map is
  'The network''s event values (lower case) mapped to our event_type, e.g. {"ftd": "first_deposit"}; values not listed fall back to the common names, then other.';
comment on column public.postback_sources.preset is
  'Affiliate platform whose macros the ready-to-paste postback URL uses (generic when null).';

-- postback_source_secrets: hashes only, rotation grace, test tokens ---------------------------

alter table public.postback_source_secrets
  add column secret_hash text,
  add column previous_secret_hash text,
  add column previous_valid_until timestamptz,
  add column test_token_hash text,
  add column test_token_valid_until timestamptz;

update public.postback_source_secrets
  set secret_hash = encode(sha256(convert_to(secret_token, 'UTF8')), 'hex');

alter table public.postback_source_secrets
  drop column secret_token,
  alter column secret_hash set not null,
  add constraint postback_source_secrets_hash_format check (
    secret_hash ~ '^[0-9a-f]{64}$'
    and (previous_secret_hash is null or previous_secret_hash ~ '^[0-9a-f]{64}$')
    and (test_token_hash is null or test_token_hash ~ '^[0-9a-f]{64}$')
  );

comment on table public.postback_source_secrets is
  'SHA-256 hashes of each postback source''s secret (the token parameter), never the secret itself: issue_postback_secret returns a new secret once. Staff read only the dates.';
comment on column public.postback_source_secrets.secret_hash is 'SHA-256 (hex) of the current secret.';
comment on column public.postback_source_secrets.previous_secret_hash is
  'SHA-256 of the secret before the last rotation, still accepted until previous_valid_until.';
comment on column public.postback_source_secrets.previous_valid_until is 'End of the rotation grace period.';
comment on column public.postback_source_secrets.test_token_hash is
  'SHA-256 of the Test Postback console''s short-lived token (postbacks it authorises are marked is_test).';
comment on column public.postback_source_secrets.test_token_valid_until is 'When the test token stops being accepted.';

-- Staff change secrets only through the functions below; they read the dates, never a hash.
drop policy "Admins add postback secrets" on public.postback_source_secrets;
drop policy "Admins rotate postback secrets" on public.postback_source_secrets;
drop policy "Admins delete postback secrets" on public.postback_source_secrets;
revoke all on table public.postback_source_secrets from authenticated;
grant select (source_id, previous_valid_until, test_token_valid_until, created_at, updated_at)
  on table public.postback_source_secrets to authenticated;

/** A strong URL-safe secret: 32 random bytes, base64url (43 characters) after a prefix. */
create or replace function private.new_postback_token(p_prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select p_prefix || rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=')
$$;
comment on function private.new_postback_token(text) is 'A new 256-bit URL-safe token for a postback source.';

create or replace function private.token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;
comment on function private.token_hash(text) is 'SHA-256 (hex) of a postback token, as the postback function computes it.';

create or replace function private.issue_postback_secret(p_source_id uuid, p_grace_hours integer default 0)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_secret text := private.new_postback_token('pbs_');
begin
  if not private.is_admin() then
    raise exception 'Only admins issue postback secrets' using errcode = '42501';
  end if;
  if p_grace_hours is null or p_grace_hours not between 0 and 720 then
    raise exception 'The grace period is 0 to 720 hours' using errcode = '22023';
  end if;
  if not exists (select 1 from public.postback_sources where id = p_source_id) then
    raise exception 'No such postback source' using errcode = 'P0002';
  end if;
  insert into public.postback_source_secrets as s (source_id, secret_hash)
  values (p_source_id, private.token_hash(v_secret))
  on conflict (source_id) do update set
    previous_secret_hash = case when p_grace_hours > 0 then s.secret_hash end,
    previous_valid_until = case when p_grace_hours > 0 then now() + make_interval(hours => p_grace_hours) end,
    secret_hash = excluded.secret_hash;
  return v_secret;
end;
$$;
comment on function private.issue_postback_secret(uuid, integer) is
  'Admins: a new secret for a source, returned once (only its hash is kept). On rotation the old secret stays valid for p_grace_hours (0-720).';

create or replace function private.issue_test_postback_token(p_source_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.new_postback_token('pbt_');
begin
  if not private.is_admin() then
    raise exception 'Only admins send test postbacks' using errcode = '42501';
  end if;
  update public.postback_source_secrets
    set test_token_hash = private.token_hash(v_token), test_token_valid_until = now() + interval '15 minutes'
    where source_id = p_source_id;
  if not found then
    raise exception 'The source has no secret yet' using errcode = 'P0002';
  end if;
  return v_token;
end;
$$;
comment on function private.issue_test_postback_token(uuid) is
  'Admins: a 15-minute token the postback function accepts for this source in place of its secret, marking the postbacks is_test.';

revoke execute on function private.new_postback_token(text), private.token_hash(text),
  private.issue_postback_secret(uuid, integer), private.issue_test_postback_token(uuid) from public;
grant execute on function private.issue_postback_secret(uuid, integer), private.issue_test_postback_token(uuid)
  to authenticated;

-- The Data API's entry point: SECURITY INVOKER (no definer function in an exposed schema, lint
-- 0028/0029); the definer work and its checks are private.issue_postback_secret's.
create or replace function public.issue_postback_secret(p_source_id uuid, p_grace_hours integer default 0)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.issue_postback_secret(p_source_id, p_grace_hours)
$$;
comment on function public.issue_postback_secret(uuid, integer) is 'See private.issue_postback_secret.';
revoke execute on function public.issue_postback_secret(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.issue_postback_secret(uuid, integer) to authenticated;

-- The Data API's entry point: SECURITY INVOKER (no definer function in an exposed schema, lint
-- 0028/0029); the definer work and its checks are private.issue_test_postback_token's.
create or replace function public.issue_test_postback_token(p_source_id uuid)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.issue_test_postback_token(p_source_id)
$$;
comment on function public.issue_test_postback_token(uuid) is 'See private.issue_test_postback_token.';
revoke execute on function public.issue_test_postback_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.issue_test_postback_token(uuid) to authenticated;

-- postbacks: network status, test flag; resolved on insert -----------------------------------------

alter table public.postbacks
  add column network_status text constraint postbacks_network_status_length check (char_length(network_status) <= 64);
comment on column public.postbacks.network_status is 'Status the network sent (its status parameter), as received.';
create index postbacks_unmatched_click_idx on public.postbacks (click_id) where status = 'unmatched';

/** The advisory lock both sides of a click id's link take, so a click and its postback never miss each other. */
create or replace function private.lock_click_id(p_click_id text)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('postback-click:' || p_click_id, 0))
$$;
comment on function private.lock_click_id(text) is
  'Serialises linking a click id: the postback insert and the click insert take the same transaction lock.';

create or replace function private.postbacks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reporting text;
  v_rate numeric;
begin
  -- The function offers a valid postback as 'unmatched'; it is accepted when its click exists.
  if new.status = 'unmatched' and new.click_id is not null then
    perform private.lock_click_id(new.click_id);
    select c.id into new.brand_click_id from public.brand_clicks_history as c where c.click_id = new.click_id;
    if new.brand_click_id is not null then
      new.status := 'accepted';
      new.status_reason := null;
    end if;
  end if;
  if new.payout is not null and new.currency is not null then
    select s.value #>> '{}' into v_reporting from public.site_settings as s where s.key = 'reporting.currency';
    if new.currency = v_reporting then
      v_rate := 1;
    else
      select (s.value ->> new.currency)::numeric into v_rate
        from public.site_settings as s
        where s.key = 'reporting.currency_rates' and jsonb_typeof(s.value -> new.currency) = 'number';
    end if;
    new.payout_reporting := round(new.payout * v_rate, 4);
  end if;
  return new;
end;
$$;
comment on function private.postbacks_before_insert() is
  'Links a valid postback to its click (accepted) or leaves it unmatched, and converts its payout to the reporting currency.';
create trigger postbacks_before_insert
  before insert on public.postbacks
  for each row execute function private.postbacks_before_insert();

create or replace function private.brand_clicks_history_link_postbacks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_click_id(new.click_id);
  update public.postbacks
    set status = 'accepted', brand_click_id = new.id, status_reason = 'linked when its click arrived'
    where click_id = new.click_id and status = 'unmatched';
  return null;
end;
$$;
comment on function private.brand_clicks_history_link_postbacks() is
  'A postback that arrived before its click (kept unmatched) is accepted and linked when the click is recorded.';
create trigger brand_clicks_history_link_postbacks
  after insert on public.brand_clicks_history
  for each row execute function private.brand_clicks_history_link_postbacks();

revoke execute on function private.lock_click_id(text), private.postbacks_before_insert(),
  private.brand_clicks_history_link_postbacks() from public;

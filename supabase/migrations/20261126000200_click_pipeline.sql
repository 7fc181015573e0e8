-- The click pipeline: clicks nobody can forge, and a database that does on each click
-- only what the click itself needs.
--
-- 1. The visitor's address. Every limit and score reads the client address, and it used to be the
--    first X-Forwarded-For entry: the one a caller writes themselves wherever a proxy appends. It is
--    now counted from the right: each proxy appends the address it saw, so the entry just before the
--    proxies we run (site setting tracking.trusted_proxy_hops, 0 = the last entry, which the API
--    gateway appends) is the first one nobody but a proxy of ours wrote. One helper,
--    request_guard.client_ip(), which private.request_ip() returns (see README: Client address).
--
-- 2. One row per call. An anonymous or signed-in (non-staff) request records at most one click,
--    one session and one session end: a REST array, a CSV body or an upsert of two rows is refused
--    whole ('A request records one click'), so the per-address write limit of db-pre-request
--    (100 writes in 5 minutes) counts rows. The client path is one RPC, record_click(), which
--    scores, records and returns the server-issued click id in one round trip.
--
-- 3. The server issues every click id. A visitor's click_id is never stored; /go (service key)
--    issues its own and passes it with the time it issued it. An unmatched postback links only to
--    a click issued at most an hour after the postback arrived (the /go path records in the
--    background, so a postback may overtake its click by seconds, never by an hour).
--
-- 4. Clicks past a per-address limit (tracking.click_limit clicks in tracking.click_limit_minutes,
--    default 30 in 10) are stored, flagged ip_rate_exceeded and bot-filtered: nothing is lost for
--    audit and none counts as human.
--
-- 5. Rollups by a watermark instead of row locks on the hot path. The hourly rollups (per country,
--    and per dimension) used to be upserted by row triggers in each click's transaction, so every
--    click of an hour, country and value queued on the same row locks. Now:
--
--    | when                       | what is written                                                    |
--    |----------------------------|--------------------------------------------------------------------|
--    | a click or session insert  | the row only, stamped ingest_xid = its transaction id (append-only) |
--    | an update of what rollups  | a change row (-old, +new) in traffic_click_changes /                |
--    |   key or sum, or a delete  |   traffic_session_changes (postbacks change a click's conversions)  |
--    | the fold job (pg_cron      | in one statement (one snapshot): folds the rows whose ingest_xid is |
--    |   every 5 s on hosted, the |   in [watermark, bound) into all four rollups, applies the change   |
--    |   same call on a timer     |   rows of already folded rows, drops the change rows of finished    |
--    |   locally)                 |   transactions and moves the watermark to bound                     |
--    | a report                   | the rollups + the raw rows with ingest_xid >= watermark + the       |
--    |                            |   change rows of folded rows not applied yet (private.click_tail)   |
--
--    bound is the oldest transaction still running when the job starts (pg_snapshot_xmin), so every
--    transaction below it has finished: a row below the watermark is either folded or was never
--    committed, whatever order transactions commit in. A batch stops early at p_batch rows (never
--    splitting a transaction). Reports stay exact and as fresh as the last insert; the job is
--    idempotent (an advisory lock keeps two runs apart, and a run folds each row once).

-- 1. The client address ---------------------------------------------------------------------------

-- SECURITY INVOKER (anon's db-pre-request runs it): the setting is a public one, which visitors
-- may read anyway.
create or replace function request_guard.client_ip()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_chain text[] := string_to_array(
    coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',');
  v_hops integer := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'tracking.trusted_proxy_hops' and jsonb_typeof(s.value) = 'number'
        and (s.value #>> '{}')::numeric between 0 and 5),
    0);
  v_raw text := btrim(coalesce(v_chain[cardinality(v_chain) - v_hops], ''));
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
comment on function request_guard.client_ip() is
  'Client address of the current API request: the X-Forwarded-For entry tracking.trusted_proxy_hops places from the right (0, the default: the last one, appended by the API gateway), so entries a caller writes on the left are ignored; null when absent or malformed.';

create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select request_guard.client_ip()
$$;
comment on function private.request_ip() is 'The client address, as request_guard.client_ip() reads it (the one definition).';

-- 2-4. The insert triggers: one row per call, server-issued ids, per-address limit ---------------

-- Refuses a second row of the same kind in one anonymous or signed-in request (a transaction).
create or replace function private.one_row_per_request(p_kind text, p_message text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if current_setting('tracking.wrote_' || p_kind, true) = 'on' then
    raise exception '%', p_message
      using errcode = '22023',
            hint = 'Send one row per request: visitors cannot write in bulk.';
  end if;
  perform set_config('tracking.wrote_' || p_kind, 'on', true);
end;
$$;
comment on function private.one_row_per_request(text, text) is
  'Raises p_message when the current transaction already wrote a row of p_kind for a visitor: clicks, sessions and session ends are one row per request.';

create or replace function private.brand_clicks_history_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_trusted boolean := private.request_is_trusted();
  v_prior integer;
  v_quality record;
  v_limit integer;
  v_window interval;
  v_minute_clicks integer := 0;
  v_hour_clicks integer := 0;
  v_window_clicks integer := 0;
  v_minute_sessions integer := 0;
begin
  if not v_trusted then
    perform private.one_row_per_request('click', 'A request records one click');
    new.id := gen_random_uuid();
    new.click_time := now();
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.click_in_id := null;
    -- The server issues every click id: a visitor cannot name (and claim) a waiting postback's.
    new.click_id := replace(gen_random_uuid()::text, '-', '');
    new.click_path := 'client';

    new.brand_name := null;
    new.country := nullif(left(btrim(new.country), 100), '');
    new.city := nullif(left(btrim(new.city), 100), '');
    new.device_type := case when new.device_type in ('desktop', 'tablet', 'mobile') then new.device_type end;
    new.device_brand := nullif(left(btrim(new.device_brand), 100), '');
    new.browser := nullif(left(btrim(new.browser), 100), '');
    new.browser_version := nullif(left(btrim(new.browser_version), 50), '');
    new.os := nullif(left(btrim(new.os), 100), '');
    new.os_version := nullif(left(btrim(new.os_version), 50), '');
    new.screen_resolution := nullif(left(btrim(new.screen_resolution), 20), '');
    new.language := nullif(left(btrim(new.language), 35), '');
    new.referrer := nullif(left(btrim(new.referrer), 2048), '');
    new.source := nullif(left(btrim(new.source), 255), '');
    new.campaign := nullif(left(btrim(new.campaign), 255), '');
    new.medium := nullif(left(btrim(new.medium), 255), '');
    new.term := nullif(left(btrim(new.term), 255), '');
    new.content := nullif(left(btrim(new.content), 255), '');
    new.gclid := nullif(left(btrim(new.gclid), 255), '');
    new.fbclid := nullif(left(btrim(new.fbclid), 255), '');
    new.msclkid := nullif(left(btrim(new.msclkid), 255), '');
    new.ttclid := nullif(left(btrim(new.ttclid), 255), '');
    new.page_url := nullif(left(btrim(new.page_url), 2048), '');
    new.ab_test_variant := nullif(left(btrim(new.ab_test_variant), 100), '');
    new.social_source := nullif(left(btrim(new.social_source), 50), '');
    new.game := nullif(left(btrim(new.game), 100), '');
    new.age := nullif(left(btrim(new.age), 20), '');
    new.load_time_ms := case when new.load_time_ms between 0 and 600000 then new.load_time_ms end;
    new.time_on_page_sec := case when new.time_on_page_sec between 0 and 604800 then new.time_on_page_sec end;
    new.scroll_depth := case when new.scroll_depth between 0 and 100 then new.scroll_depth end;
    new.click_speed_ms := case when new.click_speed_ms >= 0 then new.click_speed_ms end;
    new.hour_of_day := case when new.hour_of_day between 0 and 23 then new.hour_of_day end;
    new.day_of_week := case when new.day_of_week between 0 and 6 then new.day_of_week end;
    new.card_position := case when new.card_position between 1 and 100 then new.card_position end;
  else
    -- The server's own writes (/go, imports) name the visitor's address or none: the address of
    -- the caller would be the function's, shared by every click it records.
    new.click_time := coalesce(new.click_time, now());
    new.ip := nullif(new.ip, '');
    new.user_agent := coalesce(new.user_agent, private.request_user_agent());
  end if;

  -- Brand name as it is now.
  select b.brand_name into new.brand_name from public.brands as b where b.id = new.brand_id;

  -- Link to the visitor's own session: session_id AND user_id must match.
  if new.click_in_id is null then
    select s.id into new.click_in_id
      from public.visitor_sessions as s
     where s.session_id = new.session_id and s.user_id = new.user_id;
  end if;
  new.is_linked := new.click_in_id is not null;

  new.click_hour_of_day := extract(hour from new.click_time at time zone 'UTC')::smallint;
  new.click_day_of_week := extract(dow from new.click_time at time zone 'UTC')::smallint;

  -- The score is always the server's, whoever writes.
  select count(*) into v_prior
    from (select 1 from public.brand_clicks_history as c
           where c.session_id = new.session_id and c.user_id = new.user_id
           limit 1000) as prior;
  new.session_click_count := greatest(coalesce(new.session_click_count, 0), v_prior + 1);

  -- The address's recent clicks in one scan, newest first and bounded: the last minute's (with
  -- its sessions, the 60-events rule), the last hour's (the 20-clicks rule) and the per-address
  -- limit's window.
  select coalesce(max((s.value #>> '{}')::integer) filter (where s.key = 'tracking.click_limit'), 30),
         make_interval(mins => coalesce(
           max((s.value #>> '{}')::integer) filter (where s.key = 'tracking.click_limit_minutes'), 10))
    into v_limit, v_window
    from public.site_settings as s
   where s.key in ('tracking.click_limit', 'tracking.click_limit_minutes') and jsonb_typeof(s.value) = 'number';
  if new.ip is not null then
    select count(*) filter (where r.click_time > now() - interval '1 minute'),
           count(*) filter (where r.click_time > now() - interval '1 hour'),
           count(*) filter (where r.click_time > new.click_time - v_window)
      into v_minute_clicks, v_hour_clicks, v_window_clicks
      from (select c.click_time from public.brand_clicks_history as c
             where c.ip = new.ip and c.click_time > least(now() - interval '1 hour', new.click_time - v_window)
             order by c.click_time desc
             limit greatest(v_limit, 61)) as r;
    select count(*) into v_minute_sessions
      from (select 1 from public.visitor_sessions as s
             where s.ip_address = new.ip and s.created_at > now() - interval '1 minute' limit 61) as recent;
  end if;

  select * into v_quality
    from public.calculate_traffic_quality_score(
      p_ip => new.ip,
      p_user_agent => coalesce(new.user_agent, ''),
      p_click_speed_ms => new.click_speed_ms,
      p_session_click_count => new.session_click_count,
      p_time_on_page_sec => new.time_on_page_sec,
      p_referrer => new.referrer,
      p_recent_ip_events => v_minute_clicks + v_minute_sessions,
      p_recent_ip_clicks => v_hour_clicks,
      p_webdriver => coalesce(new.is_webdriver, false)
    );
  new.traffic_quality_score := v_quality.quality_score;
  new.is_suspicious := v_quality.is_suspicious;
  new.quality_flags := v_quality.quality_flags;

  if new.traffic_quality_score = 0 then
    raise exception 'Traffic blocked by bot filter'
      using errcode = 'P0001',
            detail = 'quality_flags: ' || array_to_string(new.quality_flags, ', '),
            hint = 'Clicks scoring 0 (bot or empty user agent, automation) are not recorded.';
  end if;
  new.is_bot_filtered := new.traffic_quality_score < 30;

  -- Past the per-address limit a click is kept for audit, bot-filtered.
  if v_window_clicks >= v_limit then
    new.quality_flags := array_append(array_remove(new.quality_flags, 'ip_rate_exceeded'), 'ip_rate_exceeded');
    new.traffic_quality_score := least(new.traffic_quality_score, 29);
    new.is_suspicious := true;
    new.is_bot_filtered := true;
  end if;

  perform set_config('tracking.click_id', new.click_id, true);
  return new;
end;
$$;
comment on function private.brand_clicks_history_before_insert() is
  'Trigger on brand_clicks_history making the server authoritative: one click per visitor request, a server-issued click_id, click_time = now(), IP and user agent from the request, click_in_id only from a session with the same session_id and user_id, session click count, quality score (client scores ignored; 0 refused with "Traffic blocked by bot filter"), and past tracking.click_limit clicks from the address in tracking.click_limit_minutes the flag ip_rate_exceeded with the click bot-filtered. service_role writes keep their click_id, click_time, ip and user agent (/go, imports).';

create or replace function private.visitor_sessions_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_score integer;
begin
  if not private.request_is_trusted() then
    perform private.one_row_per_request('session', 'A request starts one session');
    new.id := gen_random_uuid();
    new.ip_address := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.created_at := now();
    new.session_end := null;
    new.time_on_site_sec := null;

    -- Bots are answered politely: 201, nothing stored.
    select s.quality_score into v_score
      from public.calculate_traffic_quality_score(new.ip_address, coalesce(new.user_agent, '')) as s;
    if v_score = 0 then
      return null;
    end if;

    new.entry_page := nullif(left(btrim(new.entry_page), 2048), '');
    new.first_page_url := nullif(left(btrim(new.first_page_url), 2048), '');
    new.referrer := nullif(left(btrim(new.referrer), 2048), '');
    new.device_type := case when new.device_type in ('desktop', 'tablet', 'mobile') then new.device_type end;
    new.browser := nullif(left(btrim(new.browser), 100), '');
    new.browser_version := nullif(left(btrim(new.browser_version), 50), '');
    new.os := nullif(left(btrim(new.os), 100), '');
    new.os_version := nullif(left(btrim(new.os_version), 50), '');
    new.screen_resolution := nullif(left(btrim(new.screen_resolution), 20), '');
    new.language := nullif(left(btrim(new.language), 35), '');
    new.utm_campaign := nullif(left(btrim(new.utm_campaign), 255), '');
    new.utm_medium := nullif(left(btrim(new.utm_medium), 255), '');
    new.utm_source := nullif(left(btrim(new.utm_source), 255), '');
    new.utm_term := nullif(left(btrim(new.utm_term), 255), '');
    new.utm_content := nullif(left(btrim(new.utm_content), 255), '');
    new.gclid := nullif(left(btrim(new.gclid), 255), '');
    new.fbclid := nullif(left(btrim(new.fbclid), 255), '');
    new.msclkid := nullif(left(btrim(new.msclkid), 255), '');
    new.ttclid := nullif(left(btrim(new.ttclid), 255), '');
    new.country := nullif(left(btrim(new.country), 100), '');
    new.city := nullif(left(btrim(new.city), 100), '');
  else
    new.ip_address := coalesce(nullif(new.ip_address, ''), private.request_ip());
    new.user_agent := coalesce(new.user_agent, private.request_user_agent());
  end if;
  return new;
end;
$$;
comment on function private.visitor_sessions_before_insert() is
  'Trigger on visitor_sessions: one session per visitor request; IP, user agent and start time from the server; session end fields cleared; texts clipped; bot sessions skipped (nothing stored).';

-- The session-end trigger is left as it is: a statement trigger in front of it keeps it to one row.
create or replace function private.visitor_session_end_events_one_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.request_is_trusted() then
    perform private.one_row_per_request('session_end', 'A request ends one session');
  end if;
  return new;
end;
$$;
comment on function private.visitor_session_end_events_one_row() is
  'Trigger on visitor_session_end_events: one session end per visitor request.';
create trigger visitor_session_end_events_one_row
  before insert on public.visitor_session_end_events
  for each row execute function private.visitor_session_end_events_one_row();

-- A waiting postback is linked only to a click issued within an hour of its arrival.
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
    where click_id = new.click_id and status = 'unmatched' and received_at > new.click_time - interval '1 hour';
  return null;
end;
$$;
comment on function private.brand_clicks_history_link_postbacks() is
  'A postback that arrived before its click (kept unmatched) is accepted and linked when the click is recorded, if the server issued the click id at most an hour after the postback arrived.';

-- The client path's one call ---------------------------------------------------------------------

-- SECURITY INVOKER: the visitor's own insert, under the table's grants, policy and trigger; the
-- trigger hands back the id it issued (visitors cannot read clicks, so not through RETURNING).
create or replace function public.record_click(p_click jsonb)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if jsonb_typeof(p_click) is distinct from 'object' then
    raise exception 'The click must be a JSON object' using errcode = '22023';
  end if;
  insert into public.brand_clicks_history (
    brand_id, user_id, session_id, country, city, device_type, device_brand, browser, browser_version, os,
    os_version, screen_resolution, is_mobile, language, referrer, source, campaign, medium, term, content, gclid,
    fbclid, msclkid, ttclid, page_url, load_time_ms, time_on_page_sec, scroll_depth, ab_test_variant,
    social_source, game, age, hour_of_day, day_of_week, click_speed_ms, session_click_count, is_webdriver,
    card_position)
  select r.brand_id, r.user_id, r.session_id, r.country, r.city, r.device_type, r.device_brand, r.browser,
         r.browser_version, r.os, r.os_version, r.screen_resolution, r.is_mobile, r.language, r.referrer, r.source,
         r.campaign, r.medium, r.term, r.content, r.gclid, r.fbclid, r.msclkid, r.ttclid, r.page_url,
         r.load_time_ms, r.time_on_page_sec, r.scroll_depth, r.ab_test_variant, r.social_source, r.game, r.age,
         r.hour_of_day, r.day_of_week, r.click_speed_ms, r.session_click_count, r.is_webdriver, r.card_position
    from jsonb_populate_record(null::public.brand_clicks_history, p_click) as r;
  return current_setting('tracking.click_id', true);
end;
$$;
comment on function public.record_click(jsonb) is
  'The page''s brand click in one call: records the click (the fields of the spec''s click payload; server-side ones are the trigger''s) and returns the click id the server issued. A score of 0 raises ''Traffic blocked by bot filter'' and records nothing.';
revoke execute on function public.record_click(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_click(jsonb) to anon, authenticated, service_role;

-- 5. Rollups by a watermark ------------------------------------------------------------------------

-- Existing rows get no stamp (no table rewrite): they are folded by the rebuild below.
alter table public.brand_clicks_history add column ingest_xid xid8;
alter table public.brand_clicks_history alter column ingest_xid set default pg_current_xact_id();
alter table public.visitor_sessions add column ingest_xid xid8;
alter table public.visitor_sessions alter column ingest_xid set default pg_current_xact_id();
comment on column public.brand_clicks_history.ingest_xid is
  'Transaction that inserted the click: rows at or past traffic_rollup_state.watermark are not in the rollups yet (null: folded before the watermark existed).';
comment on column public.visitor_sessions.ingest_xid is
  'Transaction that inserted the session: rows at or past traffic_rollup_state.watermark are not in the rollups yet (null: folded before the watermark existed).';
create index brand_clicks_history_ingest_idx on public.brand_clicks_history (ingest_xid);
create index visitor_sessions_ingest_idx on public.visitor_sessions (ingest_xid);

create table public.traffic_rollup_state (
  id boolean primary key default true constraint traffic_rollup_state_single check (id),
  watermark xid8 not null,
  folded_at timestamptz not null default now()
);
comment on table public.traffic_rollup_state is
  'The fold job''s progress: every click and session inserted by a transaction below watermark is in the hourly rollups; reports add the raw rows from it on (private.click_tail, private.session_tail).';

-- What changed in rows already folded: the old row (sign -1) and, for an update, the new (+1).
create table public.traffic_click_changes (
  id bigint generated always as identity primary key,
  change_xid xid8 not null default pg_current_xact_id(),
  row_xid xid8 not null,
  sign smallint not null constraint traffic_click_changes_sign check (sign in (-1, 1)),
  click jsonb not null
);
create index traffic_click_changes_row_xid_idx on public.traffic_click_changes (row_xid);
create index traffic_click_changes_change_xid_idx on public.traffic_click_changes (change_xid);
comment on table public.traffic_click_changes is
  'Deletes and rollup-relevant updates of brand_clicks_history (postback totals, a deleted brand), as the row before (-1) and after (+1), until the fold job applies them to the rollups.';

create table public.traffic_session_changes (
  id bigint generated always as identity primary key,
  change_xid xid8 not null default pg_current_xact_id(),
  row_xid xid8 not null,
  sign smallint not null constraint traffic_session_changes_sign check (sign in (-1, 1)),
  session jsonb not null
);
create index traffic_session_changes_row_xid_idx on public.traffic_session_changes (row_xid);
create index traffic_session_changes_change_xid_idx on public.traffic_session_changes (change_xid);
comment on table public.traffic_session_changes is
  'Deletes and rollup-relevant updates of visitor_sessions, as the row before (-1) and after (+1), until the fold job applies them to the rollups.';

alter table public.traffic_rollup_state enable row level security;
alter table public.traffic_click_changes enable row level security;
alter table public.traffic_session_changes enable row level security;
create policy "Admins and analysts read the rollup state"
  on public.traffic_rollup_state for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins and analysts read click changes"
  on public.traffic_click_changes for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins and analysts read session changes"
  on public.traffic_session_changes for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
revoke all on table public.traffic_rollup_state, public.traffic_click_changes, public.traffic_session_changes
  from anon, authenticated, service_role;
grant select on table public.traffic_rollup_state, public.traffic_click_changes, public.traffic_session_changes
  to authenticated, service_role;

-- The row triggers that upserted rollups on every click go; statement triggers log changes.
drop trigger brand_clicks_history_hourly on public.brand_clicks_history;
drop trigger brand_clicks_history_hourly_dimensions on public.brand_clicks_history;
drop trigger visitor_sessions_hourly on public.visitor_sessions;
drop trigger visitor_sessions_hourly_dimensions on public.visitor_sessions;
drop function private.traffic_hourly_clicks_count();
drop function private.traffic_hourly_click_dimensions_count();
drop function private.traffic_hourly_sessions_count();
drop function private.traffic_hourly_session_dimensions_count();
drop function private.count_click_dimensions(public.brand_clicks_history, integer);
drop function private.count_session_dimensions(public.visitor_sessions, integer);

-- The columns a click's rollup rows are keyed or summed by (private.click_dimensions and the
-- country rollup); an update that changes none of them logs nothing.
create or replace function private.click_rollup_key(c public.brand_clicks_history)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_array(c.click_time, c.country, c.is_bot_filtered, c.conversions, c.revenue, c.brand_id,
    c.browser, c.campaign, c.device_type, c.landing_path, c.os, c.card_position, c.source, c.referrer_host)
$$;
comment on function private.click_rollup_key(public.brand_clicks_history) is
  'What a click''s rollup rows depend on: an update changing none of it leaves the rollups as they are.';

create or replace function private.session_rollup_key(s public.visitor_sessions)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_array(s.created_at, s.country, s.browser, s.utm_campaign, s.device_type, s.entry_page, s.os,
    s.utm_source, s.referrer_host)
$$;
comment on function private.session_rollup_key(public.visitor_sessions) is
  'What a session''s rollup rows depend on: an update changing none of it leaves the rollups as they are.';

create or replace function private.brand_clicks_history_log_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    insert into public.traffic_click_changes (row_xid, sign, click)
    select coalesce(o.ingest_xid, '0'::xid8), -1, to_jsonb(o) from old_rows as o;
  else
    insert into public.traffic_click_changes (row_xid, sign, click)
    select coalesce(o.ingest_xid, '0'::xid8), x.sign, x.click
      from old_rows as o
      join new_rows as n on n.id = o.id
     cross join lateral (values (-1::smallint, to_jsonb(o)), (1::smallint, to_jsonb(n))) as x (sign, click)
     where private.click_rollup_key(o) is distinct from private.click_rollup_key(n);
  end if;
  return null;
end;
$$;
comment on function private.brand_clicks_history_log_changes() is
  'Statement trigger on brand_clicks_history: deletes and rollup-relevant updates go to traffic_click_changes for the fold job.';
create trigger brand_clicks_history_log_deletes
  after delete on public.brand_clicks_history
  referencing old table as old_rows
  for each statement execute function private.brand_clicks_history_log_changes();
create trigger brand_clicks_history_log_updates
  after update on public.brand_clicks_history
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.brand_clicks_history_log_changes();

create or replace function private.visitor_sessions_log_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    insert into public.traffic_session_changes (row_xid, sign, session)
    select coalesce(o.ingest_xid, '0'::xid8), -1, to_jsonb(o) from old_rows as o;
  else
    insert into public.traffic_session_changes (row_xid, sign, session)
    select coalesce(o.ingest_xid, '0'::xid8), x.sign, x.session
      from old_rows as o
      join new_rows as n on n.id = o.id
     cross join lateral (values (-1::smallint, to_jsonb(o)), (1::smallint, to_jsonb(n))) as x (sign, session)
     where private.session_rollup_key(o) is distinct from private.session_rollup_key(n);
  end if;
  return null;
end;
$$;
comment on function private.visitor_sessions_log_changes() is
  'Statement trigger on visitor_sessions: deletes and rollup-relevant updates go to traffic_session_changes for the fold job.';
create trigger visitor_sessions_log_deletes
  after delete on public.visitor_sessions
  referencing old table as old_rows
  for each statement execute function private.visitor_sessions_log_changes();
create trigger visitor_sessions_log_updates
  after update on public.visitor_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.visitor_sessions_log_changes();

-- What reports add to the rollups: rows not folded yet (+1) and changes of folded rows not applied
-- yet. STABLE: it reads with the snapshot of the report's query, the same as the rollups it adds to.
create or replace function private.click_tail(p_from timestamptz, p_to timestamptz)
returns table (sign integer, click public.brand_clicks_history)
language sql
stable
set search_path = ''
as $$
  select 1, c
    from public.brand_clicks_history as c
   where c.ingest_xid >= (select w.watermark from public.traffic_rollup_state as w)
     and c.click_time >= p_from and c.click_time < p_to
  union all
  select g.sign, r
    from public.traffic_click_changes as g
   cross join lateral jsonb_populate_record(null::public.brand_clicks_history, g.click) as r
   where g.row_xid < (select w.watermark from public.traffic_rollup_state as w)
     and r.click_time >= p_from and r.click_time < p_to
$$;
comment on function private.click_tail(timestamptz, timestamptz) is
  'Clicks of the period the rollups do not hold yet: rows at or past the watermark (sign 1) and pending changes of folded rows (old row -1, new row +1).';

create or replace function private.session_tail(p_from timestamptz, p_to timestamptz)
returns table (sign integer, session public.visitor_sessions)
language sql
stable
set search_path = ''
as $$
  select 1, s
    from public.visitor_sessions as s
   where s.ingest_xid >= (select w.watermark from public.traffic_rollup_state as w)
     and s.created_at >= p_from and s.created_at < p_to
  union all
  select g.sign, r
    from public.traffic_session_changes as g
   cross join lateral jsonb_populate_record(null::public.visitor_sessions, g.session) as r
   where g.row_xid < (select w.watermark from public.traffic_rollup_state as w)
     and r.created_at >= p_from and r.created_at < p_to
$$;
comment on function private.session_tail(timestamptz, timestamptz) is
  'Sessions of the period the rollups do not hold yet: rows at or past the watermark (sign 1) and pending changes of folded rows (old row -1, new row +1).';

-- The fold: one statement, so one snapshot decides what is folded, applied and dropped.
create or replace function private.fold_traffic_rollups(p_batch integer default 50000)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_folded bigint;
begin
  -- One run at a time; a run that finds another under way leaves the work to it.
  if not pg_try_advisory_xact_lock(hashtextextended('private.fold_traffic_rollups', 0)) then
    return 0;
  end if;
  with state as (
    select w.watermark from public.traffic_rollup_state as w
  ),
  horizon as (
    select pg_snapshot_xmin(pg_current_snapshot()) as xid
  ),
  -- The batch ends before the first transaction past p_batch rows (never inside one).
  bound as (
    select coalesce(
      (select case when c.ingest_xid = state.watermark then (c.ingest_xid::text::bigint + 1)::text::xid8
                   else c.ingest_xid end
         from public.brand_clicks_history as c, state, horizon
        where c.ingest_xid >= state.watermark and c.ingest_xid < horizon.xid
        order by c.ingest_xid
       offset greatest(p_batch, 1) limit 1),
      (select horizon.xid from horizon)) as xid
  ),
  new_clicks as (
    select c from public.brand_clicks_history as c, state, bound
     where c.ingest_xid >= state.watermark and c.ingest_xid < bound.xid
  ),
  click_delta as (
    select 1 as sign, n.c as click from new_clicks as n
    union all
    select g.sign, jsonb_populate_record(null::public.brand_clicks_history, g.click)
      from public.traffic_click_changes as g, state, horizon
     where g.change_xid < horizon.xid and g.row_xid < state.watermark
  ),
  new_sessions as (
    select s from public.visitor_sessions as s, state, bound
     where s.ingest_xid >= state.watermark and s.ingest_xid < bound.xid
  ),
  session_delta as (
    select 1 as sign, n.s as session from new_sessions as n
    union all
    select g.sign, jsonb_populate_record(null::public.visitor_sessions, g.session)
      from public.traffic_session_changes as g, state, horizon
     where g.change_xid < horizon.xid and g.row_xid < state.watermark
  ),
  hourly_clicks as (
    insert into public.traffic_hourly_clicks as r (hour, country, is_bot_filtered, clicks, conversions, revenue)
    select date_trunc('hour', (d.click).click_time, 'UTC'), (d.click).country, (d.click).is_bot_filtered,
           sum(d.sign), sum(d.sign * (d.click).conversions), sum(d.sign * (d.click).revenue)
      from click_delta as d
     group by 1, 2, 3
    on conflict on constraint traffic_hourly_clicks_key do update
      set clicks = r.clicks + excluded.clicks, conversions = r.conversions + excluded.conversions,
          revenue = r.revenue + excluded.revenue
  ),
  click_dimensions as (
    insert into public.traffic_hourly_click_dimensions as r
      (dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue)
    select k.dimension, date_trunc('hour', (d.click).click_time, 'UTC'), (d.click).country,
           (d.click).is_bot_filtered, k.value, k.source_key,
           sum(d.sign), sum(d.sign * (d.click).conversions), sum(d.sign * (d.click).revenue)
      from click_delta as d
     cross join lateral private.click_dimensions(d.click) as k
     group by 1, 2, 3, 4, 5, 6
    on conflict on constraint traffic_hourly_click_dimensions_key do update
      set clicks = r.clicks + excluded.clicks, conversions = r.conversions + excluded.conversions,
          revenue = r.revenue + excluded.revenue
  ),
  hourly_sessions as (
    insert into public.traffic_hourly_sessions as r (hour, country, sessions)
    select date_trunc('hour', (d.session).created_at, 'UTC'), (d.session).country, sum(d.sign)
      from session_delta as d
     group by 1, 2
    on conflict on constraint traffic_hourly_sessions_key do update set sessions = r.sessions + excluded.sessions
  ),
  session_dimensions as (
    insert into public.traffic_hourly_session_dimensions as r (dimension, hour, country, value, source_key, sessions)
    select k.dimension, date_trunc('hour', (d.session).created_at, 'UTC'), (d.session).country, k.value,
           k.source_key, sum(d.sign)
      from session_delta as d
     cross join lateral private.session_dimensions(d.session) as k
     group by 1, 2, 3, 4, 5
    on conflict on constraint traffic_hourly_session_dimensions_key do update
      set sessions = r.sessions + excluded.sessions
  ),
  -- Changes of finished transactions: applied above, or already in the rows being folded.
  applied_click_changes as (
    delete from public.traffic_click_changes as g using horizon where g.change_xid < horizon.xid
  ),
  applied_session_changes as (
    delete from public.traffic_session_changes as g using horizon where g.change_xid < horizon.xid
  ),
  advanced as (
    update public.traffic_rollup_state as w set watermark = bound.xid, folded_at = now() from bound
  )
  select (select count(*) from new_clicks) + (select count(*) from new_sessions) into v_folded;
  return v_folded;
end;
$$;
comment on function private.fold_traffic_rollups(integer) is
  'The rollup job: folds clicks and sessions inserted since the watermark (at most p_batch clicks'' transactions'' worth) and the pending changes of folded rows into the hourly rollups, in one snapshot, then moves the watermark. Returns the rows folded. Run by pg_cron every 5 seconds on hosted Supabase, by the local stack''s timer locally.';

-- After bulk loads with triggers off and for this migration: everything from the raw rows, the
-- watermark at the oldest running transaction. For a quiet database (the fold job is kept out).
create or replace function private.rebuild_traffic_totals()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_horizon xid8;
begin
  perform pg_advisory_xact_lock(hashtextextended('private.fold_traffic_rollups', 0));
  update public.brand_clicks_history as c
     set accepted_postbacks = coalesce(p.accepted, 0), conversions = coalesce(p.conversions, 0),
         revenue = coalesce(p.revenue, 0)
    from public.brand_clicks_history as k
    left join (
      select pb.brand_click_id, count(*)::integer as accepted,
             (count(*) filter (where pb.event_type in ('registration', 'first_deposit')))::integer as conversions,
             coalesce(sum(pb.payout_reporting), 0) as revenue
        from public.postbacks as pb
       where pb.status = 'accepted' and not pb.is_test and pb.brand_click_id is not null
       group by pb.brand_click_id
    ) as p on p.brand_click_id = k.id
   where c.id = k.id
     and (c.accepted_postbacks, c.conversions, c.revenue)
         is distinct from (coalesce(p.accepted, 0), coalesce(p.conversions, 0), coalesce(p.revenue, 0));

  -- The rollups below are made from the rows as this transaction sees them: with the changes of
  -- every finished transaction and of this one (the totals just above), so those are dropped.
  v_horizon := pg_snapshot_xmin(pg_current_snapshot());
  delete from public.traffic_click_changes as g
   where g.change_xid < v_horizon or g.change_xid = pg_current_xact_id();
  delete from public.traffic_session_changes as g
   where g.change_xid < v_horizon or g.change_xid = pg_current_xact_id();

  delete from public.traffic_hourly_clicks;
  insert into public.traffic_hourly_clicks (hour, country, is_bot_filtered, clicks, conversions, revenue)
  select date_trunc('hour', c.click_time, 'UTC'), c.country, c.is_bot_filtered, count(*), sum(c.conversions), sum(c.revenue)
    from public.brand_clicks_history as c
   where c.ingest_xid is null or c.ingest_xid < v_horizon
   group by 1, 2, 3;
  delete from public.traffic_hourly_sessions;
  insert into public.traffic_hourly_sessions (hour, country, sessions)
  select date_trunc('hour', s.created_at, 'UTC'), s.country, count(*)
    from public.visitor_sessions as s
   where s.ingest_xid is null or s.ingest_xid < v_horizon
   group by 1, 2;
  delete from public.traffic_hourly_click_dimensions;
  insert into public.traffic_hourly_click_dimensions
    (dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue)
  select d.dimension, date_trunc('hour', c.click_time, 'UTC'), c.country, c.is_bot_filtered, d.value, d.source_key,
         count(*), sum(c.conversions), sum(c.revenue)
    from public.brand_clicks_history as c
   cross join lateral private.click_dimensions(c) as d
   where c.ingest_xid is null or c.ingest_xid < v_horizon
   group by 1, 2, 3, 4, 5, 6;
  delete from public.traffic_hourly_session_dimensions;
  insert into public.traffic_hourly_session_dimensions (dimension, hour, country, value, source_key, sessions)
  select d.dimension, date_trunc('hour', s.created_at, 'UTC'), s.country, d.value, d.source_key, count(*)
    from public.visitor_sessions as s
   cross join lateral private.session_dimensions(s) as d
   where s.ingest_xid is null or s.ingest_xid < v_horizon
   group by 1, 2, 3, 4, 5;

  insert into public.traffic_rollup_state (watermark) values (v_horizon)
  on conflict (id) do update set watermark = excluded.watermark, folded_at = now();
end;
$$;
comment on function private.rebuild_traffic_totals() is
  'Recomputes every click''s postback totals and all hourly rollups from the raw rows and sets the watermark: for migrations and bulk loads made with triggers off, on a quiet database.';
drop function private.rebuild_traffic_dimensions();

select private.rebuild_traffic_totals();

-- The reports' FROM items: the rollups plus the tail, under the raw columns' names.
create or replace function private.report_click_source(p_rollup text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_rollup is null then
      '(select c.*, 1 as n from public.brand_clicks_history as c where c.click_time >= $1 and c.click_time < $2) as c'
    when p_rollup = 'country' then
      '(select r.hour as click_time, r.country, r.is_bot_filtered, r.clicks as n, r.conversions, r.revenue'
      ' from public.traffic_hourly_clicks as r where r.hour >= $1 and r.hour < $2'
      ' union all select (t.click).click_time, (t.click).country, (t.click).is_bot_filtered, t.sign,'
      ' t.sign * (t.click).conversions, t.sign * (t.click).revenue from private.click_tail($1, $2) as t) as c'
    else format(
      '(select r.hour as click_time, r.country, r.is_bot_filtered, r.clicks as n, r.conversions, r.revenue, %s'
      ' from public.traffic_hourly_click_dimensions as r where r.dimension = %L and r.hour >= $1 and r.hour < $2'
      ' union all select (t.click).click_time, (t.click).country, (t.click).is_bot_filtered, t.sign,'
      ' t.sign * (t.click).conversions, t.sign * (t.click).revenue, %s from private.click_tail($1, $2) as t) as c',
      case p_rollup
        when 'brand' then 'r.value::uuid as brand_id'
        when 'browser' then 'r.value as browser'
        when 'campaign' then 'r.value as campaign'
        when 'device' then 'r.value as device_type'
        when 'landing' then 'r.value as landing_path'
        when 'os' then 'r.value as os'
        when 'position' then 'r.value::smallint as card_position'
        when 'source' then
          'case when r.source_key is null then r.value end as source, case when r.source_key = ''referrer'' then r.value end as referrer_host'
      end,
      p_rollup,
      case p_rollup
        when 'brand' then '(t.click).brand_id'
        when 'browser' then '(t.click).browser'
        when 'campaign' then '(t.click).campaign'
        when 'device' then '(t.click).device_type'
        when 'landing' then '(t.click).landing_path'
        when 'os' then '(t.click).os'
        when 'position' then '(t.click).card_position'
        when 'source' then
          '(t.click).source, case when (t.click).source is null then (t.click).referrer_host end'
      end)
  end
$$;
comment on function private.report_click_source(text) is
  'FROM item of the reports'' clicks (alias c, n = clicks per row) for private.report_rollup''s answer: the raw rows, or a rollup of the period $1..$2 plus private.click_tail (rows past the watermark, pending changes).';

create or replace function private.report_session_source(p_rollup text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_rollup is null then
      '(select s.*, 1 as n from public.visitor_sessions as s where s.created_at >= $1 and s.created_at < $2) as s'
    when p_rollup in ('country', 'brand', 'position') then
      '(select r.hour as created_at, r.country, r.sessions as n'
      ' from public.traffic_hourly_sessions as r where r.hour >= $1 and r.hour < $2'
      ' union all select (t.session).created_at, (t.session).country, t.sign'
      ' from private.session_tail($1, $2) as t) as s'
    else format(
      '(select r.hour as created_at, r.country, r.sessions as n, %s'
      ' from public.traffic_hourly_session_dimensions as r where r.dimension = %L and r.hour >= $1 and r.hour < $2'
      ' union all select (t.session).created_at, (t.session).country, t.sign, %s'
      ' from private.session_tail($1, $2) as t) as s',
      case p_rollup
        when 'browser' then 'r.value as browser'
        when 'campaign' then 'r.value as utm_campaign'
        when 'device' then 'r.value as device_type'
        when 'landing' then 'r.value as entry_page'
        when 'os' then 'r.value as os'
        when 'source' then
          'case when r.source_key is null then r.value end as utm_source, case when r.source_key = ''referrer'' then r.value end as referrer_host'
      end,
      p_rollup,
      case p_rollup
        when 'browser' then '(t.session).browser'
        when 'campaign' then '(t.session).utm_campaign'
        when 'device' then '(t.session).device_type'
        when 'landing' then '(t.session).entry_page'
        when 'os' then '(t.session).os'
        when 'source' then
          '(t.session).utm_source, case when (t.session).utm_source is null then (t.session).referrer_host end'
      end)
  end
$$;
comment on function private.report_session_source(text) is
  'FROM item of the reports'' sessions (alias s, n = sessions per row) for private.report_rollup''s answer: the raw rows, or a rollup of the period $1..$2 plus private.session_tail (rows past the watermark, pending changes).';

-- Rights: the tails run inside the invoker report functions; the job and triggers are nobody's.
revoke execute on function private.click_tail(timestamptz, timestamptz), private.session_tail(timestamptz, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function private.click_tail(timestamptz, timestamptz), private.session_tail(timestamptz, timestamptz)
  to authenticated, service_role;
revoke execute on function private.fold_traffic_rollups(integer), private.rebuild_traffic_totals(),
  private.brand_clicks_history_log_changes(), private.visitor_sessions_log_changes(),
  private.visitor_session_end_events_one_row(), private.click_rollup_key(public.brand_clicks_history),
  private.session_rollup_key(public.visitor_sessions)
  from public, anon, authenticated, service_role;
revoke execute on function private.one_row_per_request(text, text) from public, anon, authenticated, service_role;
-- The click trigger counts an address's recent clicks in one scan now.
drop function private.recent_ip_events(text);
drop function private.recent_ip_clicks(text);

-- The schedule: pg_cron on hosted Supabase; the local stack has a stand-in of its interface
-- (supabase/emulator/cron.sql) and runs the job on the same schedule (scheduler.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  perform cron.schedule('fold-traffic-rollups', '5 seconds', 'select private.fold_traffic_rollups()');
end;
$$;

-- Settings (read with defaults by the click trigger and request_guard.client_ip).
insert into public.site_settings (key, value, is_public, description) values
  ('tracking.click_limit', '30', false,
   'Clicks from one address within tracking.click_limit_minutes before further clicks are bot-filtered (kept, flagged ip_rate_exceeded).'),
  ('tracking.click_limit_minutes', '10', false, 'Window of the per-address click limit, in minutes.'),
  ('tracking.trusted_proxy_hops', '0', true,
   'Proxies of ours that append to X-Forwarded-For after the API gateway: the client address is the entry this many places from the right.')
on conflict (key) do nothing;

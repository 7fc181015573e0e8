-- Tracking limits: the bot signals the first tracking migration left out, and a
-- per-IP limit on anonymous writes.
--
-- 1. navigator.webdriver. Automation (Selenium, Puppeteer, Playwright, headless
--    or not) sets it; the browser reports it with the click (is_webdriver) and
--    the score rule `webdriver` blocks the click like a bot user agent. A client
--    can only lower its own score with it, so trusting the report is safe.
-- 2. Many clicks from one IP: more than 20 clicks from the same address in the
--    last hour (`many_ip_clicks`), next to the per-session rules and the
--    60-events-a-minute rule (`ip_rate_exceeded`).
-- 3. A per-IP limit on anonymous writes, run by PostgREST before every request
--    (db-pre-request, configured from the database as on hosted Supabase):
--    past 100 writes (POST, PATCH, PUT, DELETE as anon) from one address in
--    5 minutes the request is answered 429 and changes nothing. Requests under
--    the limit are untouched: the counter is one upsert in the request's own
--    transaction, and a refused request does not count (its transaction rolls
--    back), so an address that slows down is served again as the window moves.
--    Requests without a client address or from the loopback address (the
--    server itself, local development and test runners) are not limited.

-- Score function with the new rules ----------------------------------------------------

drop function if exists public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer);

create function public.calculate_traffic_quality_score(
  p_ip text default null,
  p_user_agent text default null,
  p_click_speed_ms integer default null,
  p_session_click_count integer default null,
  p_time_on_page_sec integer default null,
  p_referrer text default null,
  p_recent_ip_events integer default null,
  p_recent_ip_clicks integer default null,
  p_webdriver boolean default null
)
returns table (quality_score integer, is_suspicious boolean, quality_flags text[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_ua text := btrim(coalesce(p_user_agent, left(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', 512), ''));
  v_score integer := 100;
  v_flags text[] := '{}';
begin
  if v_ua = '' then
    return query select 0, true, array['empty_user_agent']::text[];
    return;
  end if;
  if v_ua ~* '(bot|crawler|crawling|spider|slurp|scrapy|scraper|headless|phantomjs|selenium|webdriver|puppeteer|playwright|cypress|lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|facebookexternalhit|embedly|curl/|wget/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java/|okhttp|apache-httpclient|libwww-perl|axios/|node-fetch|postmanruntime|insomnia)' then
    return query select 0, true, array['bot_user_agent']::text[];
    return;
  end if;
  if p_webdriver then
    return query select 0, true, array['webdriver']::text[];
    return;
  end if;

  if v_ua !~* '(mozilla/|opera)' then
    v_score := v_score - 30;
    v_flags := array_append(v_flags, 'non_browser_user_agent');
  end if;
  if p_click_speed_ms between 0 and 799 then
    v_score := v_score - 45;
    v_flags := array_append(v_flags, 'fast_click');
  end if;
  if p_session_click_count > 15 then
    v_score := v_score - 40;
    v_flags := array_append(v_flags, 'excessive_session_clicks');
  elsif p_session_click_count > 5 then
    v_score := v_score - 20;
    v_flags := array_append(v_flags, 'many_session_clicks');
  end if;
  if p_time_on_page_sec between 0 and 2 then
    v_score := v_score - 15;
    v_flags := array_append(v_flags, 'short_time_on_page');
  end if;
  if nullif(btrim(coalesce(p_referrer, '')), '') is null then
    v_score := v_score - 5;
    v_flags := array_append(v_flags, 'no_referrer');
  end if;
  if p_recent_ip_events > 60 then
    v_score := v_score - 45;
    v_flags := array_append(v_flags, 'ip_rate_exceeded');
  end if;
  if p_recent_ip_clicks > 20 then
    v_score := v_score - 25;
    v_flags := array_append(v_flags, 'many_ip_clicks');
  end if;

  v_score := greatest(v_score, 1);
  return query select v_score, v_score < 60, v_flags;
end;
$$;
comment on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean) is
$$Traffic quality score of a click, 0-100 (100 = clean), with the rules that fired as flags.
Rules, in order:
  empty_user_agent          user agent missing or blank (p_user_agent null = the request's own User-Agent) -> score 0
  bot_user_agent            crawler, headless browser, automation tool or HTTP library (Googlebot, HeadlessChrome, curl, python-requests, ...) -> score 0
  webdriver                 the browser reports navigator.webdriver (automation)        -> score 0
  non_browser_user_agent    no "Mozilla/" or "Opera" token (e.g. a script's "node")   -30
  fast_click                click within 0-799 ms of the page view (p_click_speed_ms)  -45
  many_session_clicks       6-15 clicks in this visitor session                         -20
  excessive_session_clicks  more than 15 clicks in this visitor session                 -40
  short_time_on_page        0-2 s on the page before clicking                           -15
  no_referrer               empty referrer                                              -5
  ip_rate_exceeded          more than 60 sessions + clicks from the IP in the last minute (p_recent_ip_events; the click trigger supplies it) -45
  many_ip_clicks            more than 20 clicks from the IP in the last hour (p_recent_ip_clicks; the click trigger supplies it)           -25
Penalties never take a score below 1: 0 is reserved for definite bots and blocks the click.
is_suspicious = score < 60. p_ip is accepted for compatibility; IP-based rules use p_recent_ip_events and p_recent_ip_clicks.
The click trigger on brand_clicks_history recomputes this score from the request's own headers; a client-sent score is never stored.$$;

revoke execute on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean)
  from public, anon, authenticated;
grant execute on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean)
  to anon, authenticated, service_role;

-- The browser's automation report on clicks -----------------------------------------------

alter table public.brand_clicks_history add column is_webdriver boolean;
comment on column public.brand_clicks_history.is_webdriver is
  'navigator.webdriver as reported by the browser (automation). True blocks the click (rule webdriver), so stored rows carry false or null.';
grant insert (is_webdriver) on table public.brand_clicks_history to anon, authenticated;

create or replace function private.recent_ip_clicks(p_ip text)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when p_ip is null then 0 else (
    select count(*) from (
      select 1 from public.brand_clicks_history as c
       where c.ip = p_ip and c.click_time > now() - interval '1 hour' limit 21) as clicks
  )::integer end
$$;
comment on function private.recent_ip_clicks(text) is
  'Clicks recorded from the IP in the last hour, counted up to 21 (enough for the many_ip_clicks rule, bounded cost).';

-- The click trigger, passing the new signals (otherwise as in 20261122000500_tracking.sql).
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
begin
  if not v_trusted then
    new.id := gen_random_uuid();
    new.click_time := now();
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.click_in_id := null;
    new.click_id := coalesce(new.click_id, replace(gen_random_uuid()::text, '-', ''));

    new.brand_name := null;
    new.country := private.clip(new.country, 100);
    new.city := private.clip(new.city, 100);
    new.device_type := case when new.device_type in ('desktop', 'tablet', 'mobile') then new.device_type end;
    new.device_brand := private.clip(new.device_brand, 100);
    new.browser := private.clip(new.browser, 100);
    new.browser_version := private.clip(new.browser_version, 50);
    new.os := private.clip(new.os, 100);
    new.os_version := private.clip(new.os_version, 50);
    new.screen_resolution := private.clip(new.screen_resolution, 20);
    new.language := private.clip(new.language, 35);
    new.referrer := private.clip(new.referrer, 2048);
    new.source := private.clip(new.source, 255);
    new.campaign := private.clip(new.campaign, 255);
    new.medium := private.clip(new.medium, 255);
    new.term := private.clip(new.term, 255);
    new.content := private.clip(new.content, 255);
    new.gclid := private.clip(new.gclid, 255);
    new.fbclid := private.clip(new.fbclid, 255);
    new.msclkid := private.clip(new.msclkid, 255);
    new.ttclid := private.clip(new.ttclid, 255);
    new.page_url := private.clip(new.page_url, 2048);
    new.ab_test_variant := private.clip(new.ab_test_variant, 100);
    new.social_source := private.clip(new.social_source, 50);
    new.game := private.clip(new.game, 100);
    new.age := private.clip(new.age, 20);
    new.load_time_ms := case when new.load_time_ms between 0 and 600000 then new.load_time_ms end;
    new.time_on_page_sec := case when new.time_on_page_sec between 0 and 604800 then new.time_on_page_sec end;
    new.scroll_depth := case when new.scroll_depth between 0 and 100 then new.scroll_depth end;
    new.click_speed_ms := case when new.click_speed_ms >= 0 then new.click_speed_ms end;
    new.hour_of_day := case when new.hour_of_day between 0 and 23 then new.hour_of_day end;
    new.day_of_week := case when new.day_of_week between 0 and 6 then new.day_of_week end;
  else
    new.click_time := coalesce(new.click_time, now());
    new.ip := coalesce(nullif(new.ip, ''), private.request_ip());
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

  select * into v_quality
    from public.calculate_traffic_quality_score(
      p_ip => new.ip,
      p_user_agent => coalesce(new.user_agent, ''),
      p_click_speed_ms => new.click_speed_ms,
      p_session_click_count => new.session_click_count,
      p_time_on_page_sec => new.time_on_page_sec,
      p_referrer => new.referrer,
      p_recent_ip_events => private.recent_ip_events(new.ip),
      p_recent_ip_clicks => private.recent_ip_clicks(new.ip),
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
  return new;
end;
$$;
comment on function private.brand_clicks_history_before_insert() is
  'Trigger on brand_clicks_history making the server authoritative: click_time = now(), IP and user agent from the request headers, click_in_id only from a session with the same session_id and user_id, session click count, quality score from calculate_traffic_quality_score with the IP''s recent events and clicks and the browser''s webdriver report (client scores ignored); score 0 is refused with "Traffic blocked by bot filter". service_role and superuser writes keep their click_time, ip and user_agent (imports); the score is always recomputed.';

revoke execute on function private.recent_ip_clicks(text), private.brand_clicks_history_before_insert()
  from public, anon, authenticated;

-- Per-IP limit on anonymous writes ---------------------------------------------------------
-- PostgREST runs the check as the request's role. Supabase's lints want no SECURITY DEFINER
-- function executable by anon and no anon access to the private helpers, so the check is a
-- SECURITY INVOKER function in its own schema (not exposed by the Data API), and anon may
-- touch only its own address's counters (RLS).

create schema if not exists request_guard;
comment on schema request_guard is
  'What PostgREST runs before each request (db-pre-request): the per-IP limit on anonymous writes. Not exposed by the Data API.';
revoke all on schema request_guard from public;
grant usage on schema request_guard to anon, authenticated, service_role;

create or replace function request_guard.client_ip()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
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
comment on function request_guard.client_ip() is
  'Client IP of the current API request (first X-Forwarded-For entry, set by the gateway), as private.request_ip() reads it; null when absent or malformed.';

create table request_guard.anon_write_counts (
  ip text not null,
  window_start timestamptz not null,
  writes integer not null default 0 constraint anon_write_counts_writes_positive check (writes >= 0),
  primary key (ip, window_start)
);
comment on table request_guard.anon_write_counts is
  'Anonymous API writes per client IP and minute, counted by request_guard.check_request(). An address''s rows older than the window are pruned by its next request; a periodic job may delete rows older than 10 minutes.';

alter table request_guard.anon_write_counts enable row level security;
create policy "Anonymous requests count their own address"
  on request_guard.anon_write_counts for all to anon
  using (ip = (select request_guard.client_ip()))
  with check (ip = (select request_guard.client_ip()));

revoke all on table request_guard.anon_write_counts from public, anon, authenticated;
grant select, insert, update, delete on table request_guard.anon_write_counts to anon;

create or replace function request_guard.check_request()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  c_limit constant integer := 100;
  c_window constant interval := interval '5 minutes';
  v_method text := coalesce(current_setting('request.method', true), '');
  v_ip text;
  v_minute timestamptz;
  v_first_of_minute boolean;
  v_writes integer;
begin
  -- Reads are never limited, and neither are signed-in users or the service role.
  if v_method not in ('POST', 'PATCH', 'PUT', 'DELETE') then
    return;
  end if;
  if coalesce(current_setting('role', true), '') <> 'anon' then
    return;
  end if;
  -- A read-only transaction (a POST to a stable function such as the score) writes nothing.
  if current_setting('transaction_read_only', true) = 'on' then
    return;
  end if;
  v_ip := request_guard.client_ip();
  if v_ip is null or v_ip::inet <<= '127.0.0.0/8'::inet or v_ip::inet = '::1'::inet then
    return;
  end if;

  v_minute := date_trunc('minute', now());
  insert into request_guard.anon_write_counts as w (ip, window_start, writes)
  values (v_ip, v_minute, 1)
  on conflict (ip, window_start) do update set writes = w.writes + 1
  returning (xmax = 0) into v_first_of_minute;

  if v_first_of_minute then
    delete from request_guard.anon_write_counts as w
     where w.ip = v_ip and w.window_start <= v_minute - c_window;
  end if;

  select sum(w.writes) into v_writes
    from request_guard.anon_write_counts as w
   where w.ip = v_ip and w.window_start > v_minute - c_window;
  if v_writes > c_limit then
    raise exception 'Too many requests from this address: at most % writes in % minutes.',
      c_limit, extract(epoch from c_window)::integer / 60
      using errcode = 'PT429',
            hint = 'Try again in a few minutes.';
  end if;
end;
$$;
comment on function request_guard.check_request() is
  'PostgREST db-pre-request: at most 100 anonymous writes (POST, PATCH, PUT, DELETE) per client IP in 5 minutes, else 429 (SQLSTATE PT429). Reads, read-only calls, signed-in users, the service role and loopback or unknown addresses are not limited; a refused request rolls back and does not count.';

revoke execute on function request_guard.client_ip(), request_guard.check_request() from public;
grant execute on function request_guard.client_ip(), request_guard.check_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'request_guard.check_request';
notify pgrst, 'reload config';

-- Tracking: visitor sessions (incoming traffic), session ends, brand clicks
-- (outgoing traffic) and the traffic quality score.
--
-- Visitors (anon) insert sessions and clicks and never read them back: there is
-- no SELECT grant or policy for anon, so the app inserts with
-- `Prefer: return=minimal` (supabase-js' default for insert without .select()).
-- The server is authoritative: triggers take the IP and user agent from the
-- request headers, set the times, compute the quality score and link the
-- click to the visitor's own session; client-sent values for these are ignored.
-- Admins and analysts read; admins delete.

-- Traffic quality score -------------------------------------------------------------------

create or replace function public.calculate_traffic_quality_score(
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

-- visitor_sessions -------------------------------------------------------------------------

create table public.visitor_sessions (
  id uuid primary key default gen_random_uuid(),
  session_id text not null constraint visitor_sessions_session_id_format check (session_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  user_id text not null constraint visitor_sessions_user_id_format check (user_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  entry_page text,
  first_page_url text,
  referrer text,
  device_type text constraint visitor_sessions_device_type_known check (device_type in ('desktop', 'tablet', 'mobile')),
  is_mobile boolean,
  browser text,
  browser_version text,
  os text,
  os_version text,
  screen_resolution text,
  language text,
  user_agent text,
  utm_campaign text,
  utm_medium text,
  utm_source text,
  utm_term text,
  utm_content text,
  gclid text,
  fbclid text,
  msclkid text,
  ttclid text,
  country text,
  city text,
  ip_address text,
  session_end timestamptz,
  time_on_site_sec integer constraint visitor_sessions_time_on_site_range check (time_on_site_sec >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visitor_sessions_session_id_key unique (session_id)
);
create index visitor_sessions_created_at_idx on public.visitor_sessions (created_at desc);
create index visitor_sessions_user_id_idx on public.visitor_sessions (user_id, created_at desc);
create index visitor_sessions_ip_created_idx on public.visitor_sessions (ip_address, created_at);
create index visitor_sessions_utm_source_idx on public.visitor_sessions (utm_source, created_at desc);

comment on table public.visitor_sessions is
  'Incoming traffic: one row per browser tab session (the first page view of the tab). Visitors insert, never read; admins and analysts read (/admin/incoming).';
comment on column public.visitor_sessions.session_id is 'Per-tab id created by the browser (session storage); unique.';
comment on column public.visitor_sessions.user_id is 'Persistent visitor id created by the browser (local storage); not an auth user.';
comment on column public.visitor_sessions.entry_page is 'Path of the first page of the session (e.g. /ca).';
comment on column public.visitor_sessions.first_page_url is 'Full URL of the first page, with its query string.';
comment on column public.visitor_sessions.referrer is 'document.referrer of the first page view.';
comment on column public.visitor_sessions.device_type is 'desktop, tablet or mobile (parsed from the user agent by the browser).';
comment on column public.visitor_sessions.screen_resolution is 'Screen size as WIDTHxHEIGHT.';
comment on column public.visitor_sessions.user_agent is 'User-Agent header of the insert request (server-side; a client-sent value is ignored).';
comment on column public.visitor_sessions.utm_source is 'utm_source query parameter of the first page (likewise utm_medium, utm_campaign, utm_term, utm_content).';
comment on column public.visitor_sessions.gclid is 'Google Ads click id from the landing URL (fbclid: Meta, msclkid: Microsoft Ads, ttclid: TikTok).';
comment on column public.visitor_sessions.country is 'Country name from the browser''s IP geolocation lookup (client-reported).';
comment on column public.visitor_sessions.city is 'City from the browser''s IP geolocation lookup (client-reported).';
comment on column public.visitor_sessions.ip_address is 'Client IP from X-Forwarded-For (server-side; a client-sent value is ignored).';
comment on column public.visitor_sessions.session_end is 'Server time the tab was last hidden or closed (recorded through end_visitor_session()).';
comment on column public.visitor_sessions.time_on_site_sec is
  'Seconds on site reported at session end; only values >= 5 are recorded, capped at the time since created_at + 5 s.';
comment on column public.visitor_sessions.created_at is 'Server time the session started (the insert).';

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

    new.entry_page := private.clip(new.entry_page, 2048);
    new.first_page_url := private.clip(new.first_page_url, 2048);
    new.referrer := private.clip(new.referrer, 2048);
    new.device_type := case when new.device_type in ('desktop', 'tablet', 'mobile') then new.device_type end;
    new.browser := private.clip(new.browser, 100);
    new.browser_version := private.clip(new.browser_version, 50);
    new.os := private.clip(new.os, 100);
    new.os_version := private.clip(new.os_version, 50);
    new.screen_resolution := private.clip(new.screen_resolution, 20);
    new.language := private.clip(new.language, 35);
    new.utm_campaign := private.clip(new.utm_campaign, 255);
    new.utm_medium := private.clip(new.utm_medium, 255);
    new.utm_source := private.clip(new.utm_source, 255);
    new.utm_term := private.clip(new.utm_term, 255);
    new.utm_content := private.clip(new.utm_content, 255);
    new.gclid := private.clip(new.gclid, 255);
    new.fbclid := private.clip(new.fbclid, 255);
    new.msclkid := private.clip(new.msclkid, 255);
    new.ttclid := private.clip(new.ttclid, 255);
    new.country := private.clip(new.country, 100);
    new.city := private.clip(new.city, 100);
  else
    new.ip_address := coalesce(nullif(new.ip_address, ''), private.request_ip());
    new.user_agent := coalesce(new.user_agent, private.request_user_agent());
  end if;
  return new;
end;
$$;
comment on function private.visitor_sessions_before_insert() is
  'Trigger on visitor_sessions: IP, user agent and start time from the server; session end fields cleared; texts clipped; bot sessions skipped (nothing stored).';

create trigger visitor_sessions_before_insert
  before insert on public.visitor_sessions
  for each row execute function private.visitor_sessions_before_insert();
create trigger visitor_sessions_timestamps
  before insert or update on public.visitor_sessions
  for each row execute function private.set_timestamps();

alter table public.visitor_sessions enable row level security;

create policy "Visitors start a session"
  on public.visitor_sessions for insert to anon, authenticated
  with check (
    session_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and user_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and session_end is null
    and time_on_site_sec is null
  );
create policy "Admins and analysts read sessions"
  on public.visitor_sessions for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins delete sessions"
  on public.visitor_sessions for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.visitor_sessions from anon, authenticated, service_role;
-- service_role: imports and pruning; session ends go through end_visitor_session().
grant select, insert, delete on table public.visitor_sessions to service_role;
grant insert (
  session_id, user_id, entry_page, first_page_url, referrer, device_type, is_mobile, browser, browser_version, os,
  os_version, screen_resolution, language, user_agent, utm_campaign, utm_medium, utm_source, utm_term, utm_content,
  gclid, fbclid, msclkid, ttclid, country, city, ip_address
) on table public.visitor_sessions to anon, authenticated;
grant select, delete on table public.visitor_sessions to authenticated;

-- visitor_session_end_events ---------------------------------------------------------------

create table public.visitor_session_end_events (
  id bigint generated always as identity primary key,
  session_id text not null
    constraint visitor_session_end_events_session_id_format check (session_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  user_id text not null constraint visitor_session_end_events_user_id_format check (user_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  time_on_site_sec integer not null
    constraint visitor_session_end_events_time_range check (time_on_site_sec between 0 and 604800),
  applied boolean not null default false,
  received_at timestamptz not null default now()
);
create index visitor_session_end_events_session_idx on public.visitor_session_end_events (session_id, received_at);
create index visitor_session_end_events_received_at_idx on public.visitor_session_end_events (received_at desc);

comment on table public.visitor_session_end_events is
  'Session-end signals (pagehide / visibilitychange, possibly several per session) sent through end_visitor_session(). The trigger applies each to visitor_sessions when session_id and user_id both match the session.';
comment on column public.visitor_session_end_events.time_on_site_sec is 'Seconds on site as measured by the browser.';
comment on column public.visitor_session_end_events.applied is
  'True when the signal updated its session (session found for this visitor and at least 5 seconds).';

create or replace function private.visitor_session_end_events_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session public.visitor_sessions%rowtype;
  v_seconds integer;
begin
  new.received_at := now();
  new.applied := false;
  if new.time_on_site_sec < 5 then
    return new;
  end if;

  select s.* into v_session
    from public.visitor_sessions as s
   where s.session_id = new.session_id and s.user_id = new.user_id
   for update;
  if not found then
    return new;
  end if;

  -- A browser cannot have been on the site longer than its session row exists.
  v_seconds := least(new.time_on_site_sec, ceil(extract(epoch from now() - v_session.created_at))::integer + 5);
  update public.visitor_sessions as s
     set session_end = now(),
         time_on_site_sec = greatest(coalesce(s.time_on_site_sec, 0), v_seconds)
   where s.id = v_session.id;
  new.applied := true;
  return new;
end;
$$;
comment on function private.visitor_session_end_events_before_insert() is
  'Trigger on visitor_session_end_events: records session_end = now() and time_on_site_sec (>= 5, never decreasing, capped by the session''s age) on the visitor''s own session.';

create trigger visitor_session_end_events_before_insert
  before insert on public.visitor_session_end_events
  for each row execute function private.visitor_session_end_events_before_insert();

alter table public.visitor_session_end_events enable row level security;

create policy "Visitors end their session"
  on public.visitor_session_end_events for insert to anon, authenticated
  with check (
    session_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and user_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and time_on_site_sec between 0 and 604800
  );
create policy "Admins and analysts read session ends"
  on public.visitor_session_end_events for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins delete session ends"
  on public.visitor_session_end_events for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.visitor_session_end_events from anon, authenticated, service_role;
-- service_role: a log is appended to and pruned, never rewritten.
grant select, insert, delete on table public.visitor_session_end_events to service_role;
grant insert (session_id, user_id, time_on_site_sec) on table public.visitor_session_end_events to anon, authenticated;
grant select, delete on table public.visitor_session_end_events to authenticated;

create or replace function public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.visitor_session_end_events (session_id, user_id, time_on_site_sec)
  values (p_session_id, p_user_id, p_time_on_site_sec)
$$;
comment on function public.end_visitor_session(text, text, integer) is
  'Records the end of the caller''s visitor session: session_end = now() and time_on_site_sec (recorded only when >= 5). Both ids must match the session row; a wrong pair changes nothing. Returns nothing (visitors never read sessions).';

revoke execute on function public.end_visitor_session(text, text, integer) from public, anon, authenticated;
grant execute on function public.end_visitor_session(text, text, integer) to anon, authenticated, service_role;

-- brand_clicks_history ---------------------------------------------------------------------

create table public.brand_clicks_history (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid references public.brands (id) on delete set null,
  brand_name text,
  user_id text not null constraint brand_clicks_history_user_id_format check (user_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  session_id text not null constraint brand_clicks_history_session_id_format check (session_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  click_in_id uuid references public.visitor_sessions (id) on delete set null,
  click_time timestamptz not null default now(),
  click_id text not null default replace(gen_random_uuid()::text, '-', '')
    constraint brand_clicks_history_click_id_format check (click_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  country text,
  city text,
  device_type text constraint brand_clicks_history_device_type_known check (device_type in ('desktop', 'tablet', 'mobile')),
  device_brand text,
  browser text,
  browser_version text,
  os text,
  os_version text,
  screen_resolution text,
  is_mobile boolean,
  language text,
  user_agent text,
  ip text,
  referrer text,
  source text,
  campaign text,
  medium text,
  term text,
  content text,
  gclid text,
  fbclid text,
  msclkid text,
  ttclid text,
  page_url text,
  load_time_ms integer constraint brand_clicks_history_load_time_range check (load_time_ms >= 0),
  time_on_page_sec integer constraint brand_clicks_history_time_on_page_range check (time_on_page_sec >= 0),
  scroll_depth smallint constraint brand_clicks_history_scroll_depth_range check (scroll_depth between 0 and 100),
  ab_test_variant text,
  social_source text,
  game text,
  age text,
  hour_of_day smallint constraint brand_clicks_history_hour_range check (hour_of_day between 0 and 23),
  day_of_week smallint constraint brand_clicks_history_day_range check (day_of_week between 0 and 6),
  click_hour_of_day smallint constraint brand_clicks_history_click_hour_range check (click_hour_of_day between 0 and 23),
  click_day_of_week smallint constraint brand_clicks_history_click_day_range check (click_day_of_week between 0 and 6),
  is_linked boolean not null default false,
  traffic_quality_score smallint not null default 100
    constraint brand_clicks_history_quality_score_range check (traffic_quality_score between 1 and 100),
  is_suspicious boolean not null default false,
  quality_flags text[] not null default '{}',
  click_speed_ms integer constraint brand_clicks_history_click_speed_range check (click_speed_ms >= 0),
  session_click_count integer constraint brand_clicks_history_session_click_count_range check (session_click_count >= 0),
  is_bot_filtered boolean not null default false,
  is_webdriver boolean,
  constraint brand_clicks_history_click_id_key unique (click_id)
);
create index brand_clicks_history_click_time_idx on public.brand_clicks_history (click_time desc);
create index brand_clicks_history_brand_time_idx on public.brand_clicks_history (brand_id, click_time desc);
create index brand_clicks_history_session_idx on public.brand_clicks_history (session_id, user_id);
create index brand_clicks_history_user_idx on public.brand_clicks_history (user_id, click_time desc);
create index brand_clicks_history_click_in_idx on public.brand_clicks_history (click_in_id);
create index brand_clicks_history_ip_time_idx on public.brand_clicks_history (ip, click_time);

comment on table public.brand_clicks_history is
  'Outgoing traffic: one row per Get Bonus / card click towards a brand''s affiliate link. Visitors insert, never read; admins and analysts read (/admin/click-log). Server-side fields are set by trigger.';
comment on column public.brand_clicks_history.brand_id is 'Clicked brand (null if the brand was deleted later).';
comment on column public.brand_clicks_history.brand_name is 'Brand name at click time (copied from brands by trigger).';
comment on column public.brand_clicks_history.user_id is 'Persistent visitor id (local storage).';
comment on column public.brand_clicks_history.session_id is 'Per-tab session id (session storage).';
comment on column public.brand_clicks_history.click_in_id is
  'visitor_sessions.id of the session with this session_id AND user_id (set by trigger; a session of another visitor is never linked).';
comment on column public.brand_clicks_history.click_time is 'Server time of the click (client value ignored).';
comment on column public.brand_clicks_history.click_id is
  'Public id of the click passed to the affiliate network ({click_id} in destination_url or the brand''s subid_param) and named by its postbacks. Generated when not sent.';
comment on column public.brand_clicks_history.country is 'Country from the browser''s IP geolocation lookup (client-reported).';
comment on column public.brand_clicks_history.device_brand is 'Device vendor parsed from the user agent (e.g. Apple, Samsung).';
comment on column public.brand_clicks_history.user_agent is 'User-Agent header of the insert request (server-side).';
comment on column public.brand_clicks_history.ip is 'Client IP from X-Forwarded-For (server-side).';
comment on column public.brand_clicks_history.referrer is 'document.referrer of the page the click happened on.';
comment on column public.brand_clicks_history.source is 'utm_source of the visit.';
comment on column public.brand_clicks_history.campaign is 'utm_campaign of the visit (medium, term, content: the other utm_ parameters).';
comment on column public.brand_clicks_history.page_url is 'URL of the page the click happened on.';
comment on column public.brand_clicks_history.load_time_ms is 'Page load time measured by the browser.';
comment on column public.brand_clicks_history.time_on_page_sec is 'Seconds between page view and click (client-reported).';
comment on column public.brand_clicks_history.scroll_depth is 'Deepest scroll position on the page in percent (0-100).';
comment on column public.brand_clicks_history.social_source is 'Social network derived from the referrer (Facebook, Twitter, Instagram, LinkedIn, YouTube, TikTok).';
comment on column public.brand_clicks_history.game is 'Game or category context of the click when known (e.g. slots).';
comment on column public.brand_clicks_history.age is 'Age group when known from campaign targeting (free text).';
comment on column public.brand_clicks_history.hour_of_day is 'Visitor''s local hour of the click (client-reported, 0-23).';
comment on column public.brand_clicks_history.day_of_week is 'Visitor''s local weekday of the click (client-reported, 0 = Sunday).';
comment on column public.brand_clicks_history.click_hour_of_day is 'UTC hour of click_time (server-side).';
comment on column public.brand_clicks_history.click_day_of_week is 'UTC weekday of click_time, 0 = Sunday (server-side).';
comment on column public.brand_clicks_history.is_linked is 'True when click_in_id links the click to its visitor session.';
comment on column public.brand_clicks_history.traffic_quality_score is
  'Server-computed quality 1-100 (see calculate_traffic_quality_score), always recomputed by the insert trigger (the default is a placeholder); clicks scoring 0 are refused, never stored.';
comment on column public.brand_clicks_history.is_suspicious is 'Score below 60 (server-computed).';
comment on column public.brand_clicks_history.quality_flags is 'Names of the quality rules that fired (server-computed).';
comment on column public.brand_clicks_history.click_speed_ms is 'Milliseconds between page view and click (client-reported).';
comment on column public.brand_clicks_history.session_click_count is
  'Clicks in this visitor session including this one: the larger of the client''s count and the server''s count.';
comment on column public.brand_clicks_history.is_bot_filtered is
  'Score below 30: likely automated; kept for audit but excluded from affiliate statistics.';
comment on column public.brand_clicks_history.is_webdriver is
  'navigator.webdriver as reported by the browser (automation). True blocks the click (rule webdriver), so stored rows carry false or null.';

create or replace function private.recent_ip_events(p_ip text)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when p_ip is null then 0 else (
    (select count(*) from (
       select 1 from public.brand_clicks_history as c
        where c.ip = p_ip and c.click_time > now() - interval '1 minute' limit 61) as clicks)
    + (select count(*) from (
       select 1 from public.visitor_sessions as s
        where s.ip_address = p_ip and s.created_at > now() - interval '1 minute' limit 61) as sessions)
  )::integer end
$$;
comment on function private.recent_ip_events(text) is
  'Sessions plus clicks recorded from the IP in the last minute, counted up to 61 each (enough for the rate rule, bounded cost).';

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

create trigger brand_clicks_history_before_insert
  before insert on public.brand_clicks_history
  for each row execute function private.brand_clicks_history_before_insert();

alter table public.brand_clicks_history enable row level security;

create policy "Visitors record clicks on active brands"
  on public.brand_clicks_history for insert to anon, authenticated
  with check (
    user_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and session_id ~ '^[A-Za-z0-9_-]{8,64}$'
    and traffic_quality_score > 0
    and exists (select 1 from public.brands as b where b.id = brand_id and b.is_active)
  );
create policy "Admins and analysts read clicks"
  on public.brand_clicks_history for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins delete clicks"
  on public.brand_clicks_history for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.brand_clicks_history from anon, authenticated, service_role;
-- service_role: imports and pruning; a click is never rewritten (the score is the trigger's).
grant select, insert, delete on table public.brand_clicks_history to service_role;
-- Every client-visible column may be sent (server-side ones are overwritten by the trigger), so the
-- spec's click payload never fails on a grant.
grant insert (
  brand_id, brand_name, user_id, session_id, click_in_id, click_time, click_id, country, city, device_type,
  device_brand, browser, browser_version, os, os_version, screen_resolution, is_mobile, language, user_agent, ip,
  referrer, source, campaign, medium, term, content, gclid, fbclid, msclkid, ttclid, page_url, load_time_ms,
  time_on_page_sec, scroll_depth, ab_test_variant, social_source, game, age, hour_of_day, day_of_week,
  click_hour_of_day, click_day_of_week, is_linked, traffic_quality_score, is_suspicious, quality_flags,
  click_speed_ms, session_click_count, is_bot_filtered, is_webdriver
) on table public.brand_clicks_history to anon, authenticated;
grant select, delete on table public.brand_clicks_history to authenticated;

revoke execute on function private.recent_ip_events(text), private.recent_ip_clicks(text),
  private.visitor_sessions_before_insert(),
  private.visitor_session_end_events_before_insert(), private.brand_clicks_history_before_insert()
  from public, anon, authenticated;

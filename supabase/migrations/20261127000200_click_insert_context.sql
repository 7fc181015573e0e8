-- The click insert, second pass: what a click's transaction does beyond storing the row.
--
-- Measured inside the server, one connection, each click its own transaction as PostgREST runs it
-- (request settings, db-pre-request, record_click, commit): 720 us a click against 180 us for the
-- same row into a bare copy of the table. Taken apart by removing one piece at a time:
--
-- | what                              | before                                   | now                                        |
-- |-----------------------------------|------------------------------------------|--------------------------------------------|
-- | request helpers (request_is_      | LANGUAGE sql with a pinned search_path:  | PL/pgSQL, whose plans live as long as the  |
-- |   trusted, request_ip, request_   |   never inlined, so parsed and planned   |   connection (about 150 us a click)        |
-- |   user_agent)                     |   again in every statement that calls    |                                            |
-- |                                   |   them, and a trigger's are new each row |                                            |
-- | the after-insert trigger that     | fired for every click, to find that a    | not fired for a visitor's own click (WHEN  |
-- |   links waiting postbacks         |   visitor's click links nothing          |   on click_path and the request's role)    |
-- | the address's write limit on      | db-pre-request upserted, trimmed and     | the click table is the counter: the click  |
-- |   POST /rpc/record_click          |   summed a counter row beside the click  |   trigger counts the address's clicks of   |
-- |                                   |   (request_guard.anon_write_counts)      |   the last 5 minutes in the scan it already|
-- |                                   |                                          |   makes and refuses the 101st with the same|
-- |                                   |                                          |   429; other anonymous writes keep the     |
-- |                                   |                                          |   counter                                  |
-- | the trigger's reads               | brand, session, session's clicks,        | one statement                              |
-- |                                   |   limits, address's clicks, address's    |                                            |
-- |                                   |   sessions: five statements              |                                            |
-- | the score                         | a set-returning call; three setting      | request_guard.traffic_quality(), one       |
-- |                                   |   reads; the built-in bot words as one   |   composite assigned in one expression;    |
-- |                                   |   ~* regular expression (20 us); an      |   one settings read; lower(agent) like any |
-- |                                   |   exception block around the inet cast   |   of the same words (7 us);                |
-- |                                   |                                          |   pg_input_is_valid. calculate_traffic_    |
-- |                                   |                                          |   quality_score returns the same rows      |
-- |                                   |                                          |   through it                               |
--
-- What a click stores, refuses and flags is unchanged; the integration tests of the click pipeline
-- hold it. What is left is the click's own work: the 35 clipped fields, the lookups, the score, the
-- insert policy and the two foreign keys, with PL/pgSQL setting up its expressions again in each
-- transaction.

-- The write limit, named once ---------------------------------------------------------------------

create or replace function request_guard.anon_write_limit(out writes integer, out per interval)
language plpgsql
immutable
set search_path = ''
as $$
begin
  writes := 100;
  per := interval '5 minutes';
end;
$$;
comment on function request_guard.anon_write_limit() is
  'The per-address limit on anonymous writes: at most this many in this interval (db-pre-request counts them in anon_write_counts; a click counts its own rows in brand_clicks_history).';
revoke all on function request_guard.anon_write_limit() from public;
grant execute on function request_guard.anon_write_limit() to anon, authenticated, service_role;

create or replace function request_guard.refuse_too_many()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_limit record := request_guard.anon_write_limit();
begin
  raise exception 'Too many requests from this address: at most % writes in % minutes.',
    v_limit.writes, extract(epoch from v_limit.per)::integer / 60
    using errcode = 'PT429',
          hint = 'Try again in a few minutes.';
end;
$$;
comment on function request_guard.refuse_too_many() is
  'Raises the 429 of the per-address write limit (PostgREST answers SQLSTATE PT429 with status 429).';
revoke all on function request_guard.refuse_too_many() from public;
grant execute on function request_guard.refuse_too_many() to anon, authenticated, service_role;

create or replace function request_guard.write_limited(p_ip text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  -- Signed-in users, the service role and the machine's own (or an unknown) address are not.
  if current_setting('role', true) is distinct from 'anon' or not coalesce(pg_input_is_valid(p_ip, 'inet'), false) then
    return false;
  end if;
  return not (p_ip::inet <<= '127.0.0.0/8'::inet or p_ip::inet = '::1'::inet);
end;
$$;
comment on function request_guard.write_limited(text) is
  'Whether the per-address write limit applies to this request from p_ip (a client_ip() value): anonymous requests from an address that is not loopback.';
revoke all on function request_guard.write_limited(text) from public;
grant execute on function request_guard.write_limited(text) to anon, authenticated, service_role;

create or replace function request_guard.check_request()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_limit record;
  v_method text := coalesce(current_setting('request.method', true), '');
  v_ip text;
  v_minute timestamptz;
  v_first_of_minute boolean;
  v_writes integer;
begin
  -- Reads are never limited.
  if v_method not in ('POST', 'PATCH', 'PUT', 'DELETE') then
    return;
  end if;
  -- A read-only transaction (a POST to a stable function such as the score) writes nothing.
  if current_setting('transaction_read_only', true) = 'on' then
    return;
  end if;
  -- A click is its own counter: the click trigger counts the address's rows (one per request).
  if current_setting('request.path', true) = '/rpc/record_click' then
    return;
  end if;
  v_ip := request_guard.client_ip();
  if not request_guard.write_limited(v_ip) then
    return;
  end if;

  v_limit := request_guard.anon_write_limit();
  v_minute := date_trunc('minute', now());
  insert into request_guard.anon_write_counts as w (ip, window_start, writes)
  values (v_ip, v_minute, 1)
  on conflict (ip, window_start) do update set writes = w.writes + 1
  returning (xmax = 0) into v_first_of_minute;

  if v_first_of_minute then
    delete from request_guard.anon_write_counts as w
     where w.ip = v_ip and w.window_start <= v_minute - v_limit.per;
  end if;

  select sum(w.writes) into v_writes
    from request_guard.anon_write_counts as w
   where w.ip = v_ip and w.window_start > v_minute - v_limit.per;
  if v_writes > v_limit.writes then
    perform request_guard.refuse_too_many();
  end if;
end;
$$;
comment on function request_guard.check_request() is
  'PostgREST db-pre-request: at most 100 anonymous writes (POST, PATCH, PUT, DELETE) per client IP in 5 minutes, else 429 (SQLSTATE PT429). Reads, read-only calls, signed-in users, the service role and loopback or unknown addresses are not limited; a refused request rolls back and does not count. POST /rpc/record_click is counted by the click trigger on the click table itself.';


-- The click trigger: one lookup ----------------------------------------------------------------

create or replace function private.brand_clicks_history_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_trusted boolean := private.request_is_trusted();
  v_write_limit record := request_guard.anon_write_limit();
  v_context record;
  v_quality record;
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

  -- Everything the click is checked against, in one statement: the brand's name as it is now, the
  -- visitor's own session (session_id AND user_id must match), the session's earlier clicks, the
  -- per-address limit, and the address's recent clicks (newest first and bounded: the last
  -- minute's with its sessions for the 60-events rule, the last hour's for the 20-clicks rule, the
  -- limit's window, and the write limit's for a visitor's click) and sessions.
  select b.brand_name,
         coalesce(new.click_in_id, (
           select s.id from public.visitor_sessions as s
            where s.session_id = new.session_id and s.user_id = new.user_id)) as session,
         (select count(*) from (
            select 1 from public.brand_clicks_history as c
             where c.session_id = new.session_id and c.user_id = new.user_id
             limit 1000) as prior)::integer as prior_clicks,
         lim.clicks as click_limit,
         recent.*,
         (select count(*) from (
            select 1 from public.visitor_sessions as s
             where s.ip_address = new.ip and s.created_at > now() - interval '1 minute'
             limit 61) as sessions)::integer as minute_sessions
    into v_context
    from (select coalesce(max((s.value #>> '{}')::integer) filter (where s.key = 'tracking.click_limit'), 30) as clicks,
                 make_interval(mins => coalesce(
                   max((s.value #>> '{}')::integer) filter (where s.key = 'tracking.click_limit_minutes'), 10)) as per
            from public.site_settings as s
           where s.key in ('tracking.click_limit', 'tracking.click_limit_minutes')
             and jsonb_typeof(s.value) = 'number') as lim
    left join public.brands as b on b.id = new.brand_id
    cross join lateral (
      select count(*) filter (where r.click_time > now() - interval '1 minute')::integer as minute_clicks,
             count(*) filter (where r.click_time > now() - interval '1 hour')::integer as hour_clicks,
             count(*) filter (where r.click_time > new.click_time - lim.per)::integer as window_clicks,
             count(*) filter (where r.click_time > now() - v_write_limit.per)::integer as write_window_clicks
        from (select c.click_time from public.brand_clicks_history as c
               where c.ip = new.ip
                 and c.click_time > least(now() - interval '1 hour', now() - v_write_limit.per,
                                          new.click_time - lim.per)
               order by c.click_time desc
               limit greatest(lim.clicks, 61, v_write_limit.writes)) as r) as recent;

  -- A visitor's click is counted against the address's write limit on the click table itself
  -- (db-pre-request leaves POST /rpc/record_click to it), as db-pre-request counts other writes.
  if not v_trusted and v_context.write_window_clicks >= v_write_limit.writes then
    if request_guard.write_limited(new.ip) then
      perform request_guard.refuse_too_many();
    end if;
  end if;

  new.brand_name := v_context.brand_name;
  new.click_in_id := v_context.session;
  new.is_linked := new.click_in_id is not null;
  new.click_hour_of_day := extract(hour from new.click_time at time zone 'UTC')::smallint;
  new.click_day_of_week := extract(dow from new.click_time at time zone 'UTC')::smallint;
  new.session_click_count := greatest(coalesce(new.session_click_count, 0), v_context.prior_clicks + 1);

  -- The score is always the server's, whoever writes.
  v_quality := request_guard.traffic_quality(
      p_ip => new.ip,
      p_user_agent => coalesce(new.user_agent, ''),
      p_click_speed_ms => new.click_speed_ms,
      p_session_click_count => new.session_click_count,
      p_time_on_page_sec => new.time_on_page_sec,
      p_referrer => new.referrer,
      p_recent_ip_events => v_context.minute_clicks + v_context.minute_sessions,
      p_recent_ip_clicks => v_context.hour_clicks,
      p_webdriver => coalesce(new.is_webdriver, false));
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
  if v_context.window_clicks >= v_context.click_limit then
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
  'Trigger on brand_clicks_history making the server authoritative: one click per visitor request, a server-issued click_id, click_time = now(), IP and user agent from the request, click_in_id only from a session with the same session_id and user_id, session click count, quality score (client scores ignored; 0 refused with "Traffic blocked by bot filter"), and past tracking.click_limit clicks from the address in tracking.click_limit_minutes the flag ip_rate_exceeded with the click bot-filtered; an anonymous click past the address''s write limit (request_guard.anon_write_limit) is refused with 429. service_role writes keep their click_id, click_time, ip and user agent (/go, imports).';

-- The score: one settings read, the built-in words without a regular expression, one composite ----

create or replace function request_guard.traffic_quality(
  p_ip text default null,
  p_user_agent text default null,
  p_click_speed_ms integer default null,
  p_session_click_count integer default null,
  p_time_on_page_sec integer default null,
  p_referrer text default null,
  p_recent_ip_events integer default null,
  p_recent_ip_clicks integer default null,
  p_webdriver boolean default null,
  out quality_score integer,
  out is_suspicious boolean,
  out quality_flags text[])
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ua text := btrim(coalesce(p_user_agent, left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 512), ''));
  v_ip inet := case when pg_input_is_valid(btrim(p_ip), 'inet') then btrim(p_ip)::inet end;
  v_settings jsonb;
  v_score integer := 100;
  v_flags text[] := '{}';
begin
  if v_ua = '' then
    quality_score := 0;
    is_suspicious := true;
    quality_flags := array['empty_user_agent']::text[];
    return;
  end if;
  -- Crawlers, headless browsers, automation tools and HTTP libraries, by a word of their agent.
  if lower(v_ua) like any ('{%bot%,%crawler%,%crawling%,%spider%,%slurp%,%scrapy%,%scraper%,%headless%,%phantomjs%,%selenium%,%webdriver%,%puppeteer%,%playwright%,%cypress%,%lighthouse%,%pagespeed%,%gtmetrix%,%pingdom%,%uptimerobot%,%facebookexternalhit%,%embedly%,%curl/%,%wget/%,%python-requests%,%python-urllib%,%aiohttp%,%httpx%,%go-http-client%,%java/%,%okhttp%,%apache-httpclient%,%libwww-perl%,%axios/%,%node-fetch%,%postmanruntime%,%insomnia%}'::text[]) then
    quality_score := 0;
    is_suspicious := true;
    quality_flags := array['bot_user_agent']::text[];
    return;
  end if;
  -- The settings the caller may read (the click trigger and staff read them all; RLS hides them
  -- from a visitor's own call).
  select jsonb_object_agg(s.key, s.value) into v_settings
    from public.site_settings as s
   where s.key in ('tracking.bot_user_agents', 'tracking.bot_ip_ranges', 'tracking.suspicious_below');
  if jsonb_typeof(v_settings -> 'tracking.bot_user_agents') = 'array' and exists (
    select 1 from jsonb_array_elements_text(v_settings -> 'tracking.bot_user_agents') as pattern where v_ua ~* pattern
  ) then
    quality_score := 0;
    is_suspicious := true;
    quality_flags := array['bot_rule_user_agent']::text[];
    return;
  end if;
  if v_ip is not null and jsonb_typeof(v_settings -> 'tracking.bot_ip_ranges') = 'array' and exists (
    select 1 from jsonb_array_elements_text(v_settings -> 'tracking.bot_ip_ranges') as range where v_ip <<= range::cidr
  ) then
    quality_score := 0;
    is_suspicious := true;
    quality_flags := array['bot_rule_ip_range']::text[];
    return;
  end if;
  if p_webdriver then
    quality_score := 0;
    is_suspicious := true;
    quality_flags := array['webdriver']::text[];
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
  quality_score := v_score;
  is_suspicious := v_score < coalesce(case when jsonb_typeof(v_settings -> 'tracking.suspicious_below') = 'number'
                                           then (v_settings ->> 'tracking.suspicious_below')::integer end, 60);
  quality_flags := v_flags;
end;
$$;
comment on function request_guard.traffic_quality(text, text, integer, integer, integer, text, integer, integer, boolean) is
  'The rules of public.calculate_traffic_quality_score (see its comment), returning one composite instead of a set: the click trigger assigns it in one expression. SECURITY INVOKER: the settings rules apply where the caller may read them.';
revoke all on function request_guard.traffic_quality(text, text, integer, integer, integer, text, integer, integer, boolean) from public;
grant execute on function request_guard.traffic_quality(text, text, integer, integer, integer, text, integer, integer, boolean)
  to anon, authenticated, service_role;

-- The spec's function, as it was: the same rules through the same core.
create or replace function public.calculate_traffic_quality_score(
  p_ip text default null,
  p_user_agent text default null,
  p_click_speed_ms integer default null,
  p_session_click_count integer default null,
  p_time_on_page_sec integer default null,
  p_referrer text default null,
  p_recent_ip_events integer default null,
  p_recent_ip_clicks integer default null,
  p_webdriver boolean default null)
returns table (quality_score integer, is_suspicious boolean, quality_flags text[])
language plpgsql
stable
set search_path = ''
as $$
begin
  return query select q.quality_score, q.is_suspicious, q.quality_flags
    from request_guard.traffic_quality(p_ip, p_user_agent, p_click_speed_ms, p_session_click_count,
                                       p_time_on_page_sec, p_referrer, p_recent_ip_events, p_recent_ip_clicks,
                                       p_webdriver) as q;
end;
$$;

-- The request helpers in PL/pgSQL ------------------------------------------------------------------
-- A LANGUAGE sql function that cannot be inlined (each of ours pins its search_path) is parsed and
-- planned again in every statement that calls it, and a trigger's statements are new on every row:
-- 20-40 us a call. PL/pgSQL keeps its plans for the connection.

create or replace function private.request_is_trusted()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  -- The JWT's role as auth.role() reads it.
  return coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
     and coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role',
                  'none') not in ('anon', 'authenticated');
end;
$$;

create or replace function private.request_ip()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return request_guard.client_ip();
end;
$$;

create or replace function private.request_user_agent()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 512);
end;
$$;

-- A visitor's click links no postback (its id was issued a moment ago): the trigger is not fired for
-- it at all. The function keeps its own check for the requests this cannot tell apart.
drop trigger brand_clicks_history_link_postbacks on public.brand_clicks_history;
create trigger brand_clicks_history_link_postbacks
  after insert on public.brand_clicks_history
  for each row
  when (new.click_path <> 'client' or coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated'))
  execute function private.brand_clicks_history_link_postbacks();

comment on schema request_guard is
  'Guards on the API''s requests: what PostgREST runs before each request (db-pre-request: the per-IP limit on anonymous writes) and the traffic quality rules the click trigger and calculate_traffic_quality_score apply. Not exposed by the Data API.';

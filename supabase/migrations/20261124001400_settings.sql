-- Settings (/admin/settings): every site_settings key gets a type the database enforces, staff
-- read the admin's own limits, and the traffic score reads its rules from the settings.
--
-- private.setting_value_error(key, value)   why a value is not valid for its key (null = valid)
-- site_settings_validate trigger             refuses invalid values (23514, names the key)
-- "Staff read admin settings"                every staff role reads admin.* (inactivity limits)
-- calculate_traffic_quality_score           + bot rules and suspicious threshold from settings

-- Typed values ------------------------------------------------------------------------------

create or replace function private.setting_value_error(p_key text, p_value jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_type text := jsonb_typeof(p_value);
  v_text text := case when jsonb_typeof(p_value) = 'string' then p_value #>> '{}' end;
  v_number numeric := case when jsonb_typeof(p_value) = 'number' then (p_value #>> '{}')::numeric end;
  v_item jsonb;
  v_entry record;
begin
  case p_key
  when 'site_name' then
    if v_text is null or char_length(btrim(v_text)) not between 1 and 60 then
      return 'a name of 1 to 60 characters';
    end if;
  when 'contact_email' then
    if v_text is null or v_text !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_text) > 254 then
      return 'an email address';
    end if;
  when 'contact_response_time' then
    if v_text is null or char_length(btrim(v_text)) not between 1 and 60 then
      return 'a text of 1 to 60 characters';
    end if;
  when 'founded_year' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1990 and 2100 then
      return 'a year between 1990 and 2100';
    end if;
  when 'minimum_age' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 16 and 25 then
      return 'an age between 16 and 25';
    end if;
  when 'default_country' then
    if v_text is null or v_text !~ '^[a-z0-9-]{2,64}$' then
      return 'a country slug';
    end if;
  when 'helplines' then
    if v_type <> 'object' or not (p_value ? 'worldwide') then
      return 'an object of helplines by country slug, with a worldwide entry';
    end if;
    for v_entry in select key, value from jsonb_each(p_value) loop
      if v_entry.key !~ '^([a-z0-9-]{2,64})$'
         or jsonb_typeof(v_entry.value) <> 'object'
         or char_length(coalesce(v_entry.value ->> 'name', '')) not between 1 and 100
         or (v_entry.value ->> 'phone' is null and v_entry.value ->> 'url' is null)
         or coalesce(v_entry.value ->> 'phone', '0') !~ '^[0-9+() -]{1,30}$'
         or coalesce(v_entry.value ->> 'url', 'https://x.y') !~ '^https?://[^\s]+$' then
        return 'helpline "' || v_entry.key || '" needs a name and a phone number or an http(s) link';
      end if;
    end loop;
  when 'tracking.default_subid_param' then
    if v_text is null or v_text !~ '^[A-Za-z][A-Za-z0-9_.-]{0,63}$' then
      return 'a query parameter name';
    end if;
  when 'tracking.suspicious_below' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 100 then
      return 'a score between 1 and 100';
    end if;
  when 'tracking.min_session_seconds' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 0 and 3600 then
      return 'seconds between 0 and 3600';
    end if;
  when 'tracking.bot_user_agents' then
    if v_type <> 'array' or jsonb_array_length(p_value) > 100 then
      return 'a list of at most 100 patterns';
    end if;
    for v_item in select value from jsonb_array_elements(p_value) loop
      if jsonb_typeof(v_item) <> 'string' or char_length(v_item #>> '{}') not between 1 and 200 then
        return 'patterns of 1 to 200 characters';
      end if;
      begin
        perform '' ~* (v_item #>> '{}');
      exception when invalid_regular_expression then
        return 'pattern "' || (v_item #>> '{}') || '" is not a valid regular expression';
      end;
    end loop;
  when 'tracking.bot_ip_ranges' then
    if v_type <> 'array' or jsonb_array_length(p_value) > 500 then
      return 'a list of at most 500 ranges';
    end if;
    for v_item in select value from jsonb_array_elements(p_value) loop
      begin
        if jsonb_typeof(v_item) <> 'string' then
          return 'ranges as text';
        end if;
        perform (v_item #>> '{}')::cidr;
      exception when invalid_text_representation or invalid_parameter_value then
        return 'range "' || (v_item #>> '{}') || '" is not an IP range (CIDR)';
      end;
    end loop;
  when 'admin.inactivity_minutes' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 5 and 1440 then
      return 'minutes between 5 and 1440';
    end if;
  when 'admin.keep_signed_in_hours' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 720 then
      return 'hours between 1 and 720';
    end if;
  when 'deploy_hook_url' then
    -- Plain http only to this machine (a local build hook, the tests' stand-in).
    if v_text is null or (v_text <> '' and v_text !~ '^https://[^\s]+$'
                          and v_text !~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?(/[^\s]*)?$') then
      return 'an https URL (http only to 127.0.0.1 or localhost), or empty';
    end if;
  when 'reporting.time_zone' then
    if v_text is null or not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = v_text) then
      return 'an IANA time zone such as Europe/Stockholm';
    end if;
  when 'reporting.currency' then
    if v_text is null or v_text !~ '^[A-Z]{3}$' then
      return 'a three-letter currency code';
    end if;
  when 'reporting.currency_rates' then
    if v_type <> 'object' then
      return 'an object of rates by currency code';
    end if;
    for v_entry in select key, value from jsonb_each(p_value) loop
      if v_entry.key !~ '^[A-Z]{3}$' or jsonb_typeof(v_entry.value) <> 'number' or (v_entry.value #>> '{}')::numeric <= 0 then
        return 'rate "' || v_entry.key || '" needs a three-letter code and a positive number';
      end if;
    end loop;
  else
    return null; -- keys the form does not know stay free-form
  end case;
  return null;
end;
$$;
comment on function private.setting_value_error(text, jsonb) is
  'What a valid value of a known site_settings key looks like when the given one is not; null when valid or the key is not typed.';

create or replace function private.site_settings_validate()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_error text := private.setting_value_error(new.key, new.value);
begin
  if v_error is not null then
    -- The key in double quotes lets the admin form put the message on its field.
    raise exception 'Setting "%" must be %', new.key, v_error
      using errcode = 'check_violation', constraint = 'site_settings_value_valid';
  end if;
  return new;
end;
$$;
comment on function private.site_settings_validate() is
  'Refuses a site_settings value of the wrong type or range for its key (private.setting_value_error).';

create trigger site_settings_validate
  before insert or update on public.site_settings
  for each row execute function private.site_settings_validate();

revoke execute on function private.setting_value_error(text, jsonb), private.site_settings_validate()
  from public, anon, authenticated;
-- The trigger runs it as the writing admin; it only inspects the value it is given.
grant execute on function private.setting_value_error(text, jsonb) to authenticated, service_role;

-- Every staff member's session follows the admin.* limits -------------------------------------

create policy "Staff read admin settings"
  on public.site_settings for select to authenticated
  using (key like 'admin.%' and (select private.is_staff()));

-- The score reads its rules from the settings -------------------------------------------------

-- Still SECURITY INVOKER (the exposed schema holds no definer code): the tracking rules are
-- private settings, read in full where the score counts, inside the click trigger (which runs as
-- the owner), and by admins and the service role. A visitor's own RPC call sees none of them and
-- scores with the built-in rules and threshold only, so the rules never leak.
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
  v_ip inet;
  v_bot_agents jsonb := (select s.value from public.site_settings as s where s.key = 'tracking.bot_user_agents');
  v_bot_ranges jsonb := (select s.value from public.site_settings as s where s.key = 'tracking.bot_ip_ranges');
  v_threshold integer := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s where s.key = 'tracking.suspicious_below'), 60);
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
  if jsonb_typeof(v_bot_agents) = 'array' and exists (
    select 1 from jsonb_array_elements_text(v_bot_agents) as pattern where v_ua ~* pattern
  ) then
    return query select 0, true, array['bot_rule_user_agent']::text[];
    return;
  end if;
  begin
    v_ip := nullif(btrim(p_ip), '')::inet;
  exception when invalid_text_representation then
    v_ip := null;
  end;
  if v_ip is not null and jsonb_typeof(v_bot_ranges) = 'array' and exists (
    select 1 from jsonb_array_elements_text(v_bot_ranges) as range where v_ip <<= range::cidr
  ) then
    return query select 0, true, array['bot_rule_ip_range']::text[];
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
  return query select v_score, v_score < v_threshold, v_flags;
end;
$$;
comment on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean) is
$$Traffic quality score of a click, 0-100 (100 = clean), with the rules that fired as flags.
Rules, in order:
  empty_user_agent          user agent missing or blank (p_user_agent null = the request's own User-Agent) -> score 0
  bot_user_agent            crawler, headless browser, automation tool or HTTP library (Googlebot, HeadlessChrome, curl, python-requests, ...) -> score 0
  bot_rule_user_agent       matches a pattern of the setting tracking.bot_user_agents (case-insensitive regular expressions) -> score 0
  bot_rule_ip_range         p_ip (the click trigger passes the request's address) is inside a range of the setting tracking.bot_ip_ranges (CIDR) -> score 0
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
is_suspicious = score below the setting tracking.suspicious_below (60 when unset).
The settings rules apply where the caller may read them: in the click trigger, for admins and the service role.
The click trigger on brand_clicks_history recomputes this score from the request's own headers; a client-sent score is never stored.$$;

revoke execute on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean)
  from public, anon, authenticated;
grant execute on function public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean)
  to anon, authenticated, service_role;

-- Keys the settings form edits, with their defaults (hosted databases get them here; the
-- content seed repeats none of them).
insert into public.site_settings (key, value, is_public, description) values
  ('helplines', '{
     "ca": {"name": "ConnexOntario", "phone": "1-866-531-2600"},
     "uk": {"name": "National Gambling Helpline", "phone": "0808 8020 133"},
     "se": {"name": "Stödlinjen", "phone": "020-81 91 00", "url": "https://www.stodlinjen.se"},
     "worldwide": {"name": "Gambling Therapy", "url": "https://www.gamblingtherapy.org"}
   }', true, 'Responsible-gambling helpline per country slug, shown in that country''s footer; worldwide elsewhere.'),
  ('tracking.default_subid_param', '"click_id"', false, 'Sub-id parameter given to a brand saved without its own.'),
  ('tracking.bot_user_agents', '[]', false, 'Extra user-agent patterns (regular expressions) that score a click 0.'),
  ('tracking.bot_ip_ranges', '[]', false, 'IP ranges (CIDR, e.g. data centres) whose clicks score 0.'),
  ('admin.keep_signed_in_hours', '8', false, 'Inactivity limit, in hours, of a session kept with ''Keep me logged in''.')
on conflict (key) do nothing;

-- Code snippets: the allowed_origins check constraint calls this pure helper as the writing
-- admin, who could not execute it (every admin insert was refused with 42501).
grant execute on function private.text_array_matches(text[], text) to authenticated, service_role;

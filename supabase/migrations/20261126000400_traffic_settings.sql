-- The click pipeline's settings get their types checked like the others: the
-- per-address click limit and its window, the proxies counted past in X-Forwarded-For, and the
-- postback function's per-address limit. The function is replaced whole; only the four cases
-- before 'tracking.min_session_seconds' are new (last version: 20261124001400_settings.sql).

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
  when 'tracking.click_limit' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 100000 then
      return 'clicks between 1 and 100000';
    end if;
  when 'tracking.click_limit_minutes' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1440 then
      return 'minutes between 1 and 1440';
    end if;
  when 'tracking.trusted_proxy_hops' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 0 and 5 then
      return 'a number of proxies between 0 and 5';
    end if;
  when 'postbacks.rate_limit_per_minute' then
    if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 100000 then
      return 'postbacks between 1 and 100000';
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

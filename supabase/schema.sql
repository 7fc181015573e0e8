--
-- The schema as the migrations leave it, written by `npm run db:schema` (pg_dump
-- --schema-only of our schemas, see supabase/emulator/schema-dump.ts) and compared with
-- the migrated test database in CI. Generated: change a migration, then regenerate.
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET transaction_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: postgres
--

CREATE SCHEMA private;


ALTER SCHEMA private OWNER TO postgres;

--
-- Name: SCHEMA private; Type: COMMENT; Schema: -; Owner: postgres
--

COMMENT ON SCHEMA private IS 'Helpers for policies and triggers. Not exposed by the Data API; EXECUTE is granted function by function.';


--
-- Name: request_guard; Type: SCHEMA; Schema: -; Owner: postgres
--

CREATE SCHEMA request_guard;


ALTER SCHEMA request_guard OWNER TO postgres;

--
-- Name: SCHEMA request_guard; Type: COMMENT; Schema: -; Owner: postgres
--

COMMENT ON SCHEMA request_guard IS 'Guards on the API''s requests: what PostgREST runs before each request (db-pre-request: the per-IP limit on anonymous writes) and the traffic quality rules the click trigger and calculate_traffic_quality_score apply. Not exposed by the Data API.';


--
-- Name: alert_observation; Type: TYPE; Schema: private; Owner: postgres
--

CREATE TYPE private.alert_observation AS (
	subject_key text,
	subject_label text,
	brand_id uuid,
	country_id uuid,
	firing boolean,
	figure numeric,
	baseline numeric,
	threshold numeric,
	message text,
	link text,
	details jsonb
);


ALTER TYPE private.alert_observation OWNER TO postgres;

--
-- Name: TYPE alert_observation; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON TYPE private.alert_observation IS 'What a rule measured about one subject: the figure, its baseline and threshold, whether it crosses, and the sentence for staff.';


--
-- Name: admin_users_guard(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.admin_users_guard() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_trusted boolean := private.request_is_trusted();
  v_is_admin boolean := private.is_admin();
  v_self boolean := (select auth.uid()) is not distinct from old.id;
  v_was_active_admin boolean;
begin
  if tg_op = 'DELETE' then
    if v_self then
      raise exception 'You cannot remove yourself' using errcode = '42501';
    end if;
    if old.role = 'admin' and old.disabled_at is null and not private.other_active_admin_exists(old.id) then
      raise exception 'The last admin cannot be removed' using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'UPDATE' then
    if new.id <> old.id then
      raise exception 'The id of a staff record cannot change' using errcode = '42501';
    end if;
    if not v_trusted and not v_is_admin and new.role is distinct from old.role then
      raise exception 'Only an admin can change staff roles' using errcode = '42501';
    end if;
    if not v_trusted and not v_is_admin and (
      new.disabled_at is distinct from old.disabled_at
      or new.sessions_ended_at is distinct from old.sessions_ended_at
      or new.reset_link_issued_at is distinct from old.reset_link_issued_at
      or new.two_factor_reset_at is distinct from old.two_factor_reset_at
    ) then
      raise exception 'Only an admin can disable staff or end their sessions' using errcode = '42501';
    end if;
    if v_self and new.two_factor_reset_at is distinct from old.two_factor_reset_at then
      raise exception 'Remove your own two-factor authentication from your profile' using errcode = '42501';
    end if;
    if v_self and new.role is distinct from old.role then
      raise exception 'You cannot change your own role' using errcode = '42501';
    end if;
    if v_self and new.disabled_at is not null and old.disabled_at is null then
      raise exception 'You cannot disable yourself' using errcode = '42501';
    end if;
    v_was_active_admin := old.role = 'admin' and old.disabled_at is null;
    if v_was_active_admin and new.role <> 'admin' and not private.other_active_admin_exists(old.id) then
      raise exception 'The last admin cannot lose the admin role' using errcode = '42501';
    end if;
    if v_was_active_admin and new.disabled_at is not null and not private.other_active_admin_exists(old.id) then
      raise exception 'The last admin cannot be disabled' using errcode = '42501';
    end if;
  end if;

  -- The email always comes from the auth user (never from the client).
  select lower(u.email) into new.email from auth.users as u where u.id = new.id;

  if tg_op = 'INSERT' then
    if new.admin_token is not null then
      new.admin_token_issued_at := now();
    end if;
  elsif new.admin_token is distinct from old.admin_token then
    new.admin_token_issued_at := case when new.admin_token is null then null else now() end;
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.admin_users_guard() OWNER TO postgres;

--
-- Name: FUNCTION admin_users_guard(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.admin_users_guard() IS 'Trigger on admin_users: copies the email from auth.users; only admins change roles, disable staff, end their sessions or reset their two-factor authentication (never their own); nobody removes, disables or demotes themselves; at least one enabled admin always remains; stamps admin_token_issued_at.';


--
-- Name: alert_fill_traffic(integer, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_fill_traffic(p_hours integer, p_end timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_k integer;
begin
  if exists (select 1 from pg_temp.alert_traffic_filled as f where f.hours = p_hours) then
    return;
  end if;
  for v_k in 0..4 loop
    -- The reports' own FROM items: the rollups plus the rows past the watermark.
    execute format($q$
      insert into pg_temp.alert_brand_traffic (hours, k, brand_id, clicks, bot_clicks, conversions, revenue)
      select %s, %s, c.brand_id,
             coalesce(sum(c.n) filter (where not c.is_bot_filtered), 0),
             coalesce(sum(c.n) filter (where c.is_bot_filtered), 0),
             coalesce(sum(c.conversions) filter (where not c.is_bot_filtered), 0),
             coalesce(sum(c.revenue) filter (where not c.is_bot_filtered), 0)
        from %s
       where c.brand_id is not null
       group by c.brand_id$q$, p_hours, v_k, private.report_click_source('brand'))
    using p_end - make_interval(hours => p_hours, days => 7 * v_k), p_end - make_interval(days => 7 * v_k);
    execute format($q$
      insert into pg_temp.alert_session_traffic (hours, k, country, sessions)
      select %s, %s, lower(s.country), sum(s.n)
        from %s
       where s.country is not null
       group by lower(s.country)$q$, p_hours, v_k, private.report_session_source('country'))
    using p_end - make_interval(hours => p_hours, days => 7 * v_k), p_end - make_interval(days => 7 * v_k);
  end loop;
  insert into pg_temp.alert_traffic_filled (hours) values (p_hours);
end;
$_$;


ALTER FUNCTION private.alert_fill_traffic(p_hours integer, p_end timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_fill_traffic(p_hours integer, p_end timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_fill_traffic(p_hours integer, p_end timestamp with time zone) IS 'Fills evaluate_alerts'' temporary tables with each brand''s clicks, conversions and revenue and each visitor country''s sessions in the last p_hours whole hours before p_end and the same hours 1 to 4 weeks before (the reports'' rollups plus tail).';


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: alert_rules; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.alert_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    muted_until timestamp with time zone,
    params jsonb DEFAULT '{}'::jsonb NOT NULL,
    country_id uuid,
    brand_id uuid,
    webhook_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT alert_rules_kind CHECK ((kind = ANY (ARRAY['link_broken'::text, 'offer_not_found'::text, 'postback_silent'::text, 'epc_drop'::text, 'conversions_drop'::text, 'traffic_change'::text, 'bot_share'::text, 'licence_expiring'::text, 'rollup_behind'::text]))),
    CONSTRAINT alert_rules_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT alert_rules_params_object CHECK ((jsonb_typeof(params) = 'object'::text))
);


ALTER TABLE public.alert_rules OWNER TO postgres;

--
-- Name: TABLE alert_rules; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.alert_rules IS 'Alert rules (#28): what to watch (kind), its thresholds (params), its scope (a market, a brand, or all), whether it is on or muted, and where it posts (webhook_url). Admins write; staff read and subscribe to a rule''s emails.';


--
-- Name: COLUMN alert_rules.kind; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.kind IS 'What the rule watches: link_broken, offer_not_found (latest link check), postback_silent (a source without postbacks while its brands get clicks), epc_drop, conversions_drop, traffic_change (against the same weekday hours of the previous 4 weeks), bot_share, licence_expiring, rollup_behind.';


--
-- Name: COLUMN alert_rules.muted_until; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.muted_until IS 'Until when the rule stays silent (no new episode, no delivery); null when not muted. Muting and unmuting are audited.';


--
-- Name: COLUMN alert_rules.params; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.params IS 'Thresholds by kind (defaults in brackets): postback_silent hours (24), min_clicks (1); epc_drop and conversions_drop hours (24), percent (50), min_clicks (100); traffic_change metric (clicks|sessions), direction (down|up|both), hours (24), percent (50), min_count (100); bot_share hours (24), share (0.3), min_clicks (100); licence_expiring days (30); rollup_behind minutes (15). link_broken and offer_not_found take none.';


--
-- Name: COLUMN alert_rules.country_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.country_id IS 'Only this market (null: every market).';


--
-- Name: COLUMN alert_rules.brand_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.brand_id IS 'Only this brand (null: every brand of the scope).';


--
-- Name: COLUMN alert_rules.webhook_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.webhook_url IS 'Where each opened and cleared episode is posted as Slack-compatible JSON: https to a public address (plain http only to 127.0.0.1 or localhost, for local hooks); null: none.';


--
-- Name: COLUMN alert_rules.updated_by; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alert_rules.updated_by IS 'The staff member who last changed the rule (set by the server).';


--
-- Name: alert_licence_observations(public.alert_rules, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone) RETURNS SETOF private.alert_observation
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with p as (
    select private.alert_param(p_rule, 'days', 30)::integer as days,
           (p_end at time zone private.reporting_time_zone())::date as today
  )
  select 'brand:' || s.brand_id, s.brand_name || ' in ' || s.market_name, s.brand_id, s.country_id,
         l.valid_to is not null and l.valid_to - p.today <= p.days,
         (l.valid_to - p.today)::numeric, null::numeric, p.days::numeric,
         case when l.valid_to is null then
           'Licence ' || l.licence_number || ' (' || l.regulator || ') has no end date'
         else
           'Licence ' || l.licence_number || ' (' || l.regulator || ') ends on ' || to_char(l.valid_to, 'DD Mon YYYY')
             || ', in ' || (l.valid_to - p.today) || ' days (threshold ' || p.days || ' days): without another, '
             || s.brand_name || ' leaves ' || s.market_name || ' after that'
         end,
         '/admin/brands?edit=' || s.brand_id,
         jsonb_build_object('licence_id', l.id, 'valid_to', l.valid_to, 'days_left', l.valid_to - p.today)
    from p, private.alert_scope_brands(p_rule) as s
    join public.countries as c on c.id = s.country_id and c.licence_required
    cross join lateral (
      -- As market_block: a licence of the market's regulators (any, when it names none) valid
      -- today; the one ending last.
      select bl.id, bl.licence_number, bl.valid_to, r.name as regulator
        from public.brand_licences as bl
        join public.regulators as r on r.id = bl.regulator_id
       where bl.brand_id = s.brand_id
         and bl.valid_from <= p.today and (bl.valid_to is null or bl.valid_to >= p.today)
         and (not exists (select 1 from public.market_regulators as m where m.country_id = s.country_id)
              or exists (select 1 from public.market_regulators as m
                          where m.country_id = s.country_id and m.regulator_id = bl.regulator_id))
       order by bl.valid_to desc nulls first
       limit 1
    ) as l
   where s.listed
$$;


ALTER FUNCTION private.alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone) IS 'licence_expiring: for each listed brand of a licence-requiring market, the valid licence ending last and the days left.';


--
-- Name: alert_link_observations(public.alert_rules); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_link_observations(p_rule public.alert_rules) RETURNS SETOF private.alert_observation
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'brand:' || s.brand_id, s.brand_name || ' in ' || s.market_name, s.brand_id, s.country_id,
         f.firing, l.final_status::numeric, null::numeric, null::numeric,
         case
           when p_rule.kind = 'link_broken' and f.firing then
             'Link broken: ' || coalesce(l.problems -> 0 ->> 'message', 'the check failed')
           when p_rule.kind = 'link_broken' then
             'Link ' || case when l.state = 'ok' then 'OK' else 'working (Warning)' end || ' again'
           when f.firing then 'Offer not found on the landing page' || coalesce(' (' || l.final_host || ')', '')
           else 'Offer found on the landing page again'
         end || ', checked ' || private.alert_time(l.checked_at),
         '/admin/link-health?q=' || s.brand_slug || '&market=' || s.market_slug,
         jsonb_build_object('check_id', l.id, 'checked_at', l.checked_at, 'state', l.state,
                            'problems', l.problems, 'final_url', l.final_url)
    from private.alert_scope_brands(p_rule) as s
    cross join lateral (
      select c.* from public.link_checks as c where c.brand_id = s.brand_id order by c.checked_at desc limit 1
    ) as l
    cross join lateral (
      select case when p_rule.kind = 'link_broken' then l.state = 'broken'
                  else l.problems @> '[{"code": "offer_not_found"}]' end as firing
    ) as f
   where s.listed
$$;


ALTER FUNCTION private.alert_link_observations(p_rule public.alert_rules) OWNER TO postgres;

--
-- Name: FUNCTION alert_link_observations(p_rule public.alert_rules); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_link_observations(p_rule public.alert_rules) IS 'link_broken and offer_not_found: each listed brand''s latest link check (Broken, or the offer-not-found warning).';


--
-- Name: alert_number(numeric); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_number(p_value numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(trim_scale(round(p_value, 2))::text, '-')
$$;


ALTER FUNCTION private.alert_number(p_value numeric) OWNER TO postgres;

--
-- Name: FUNCTION alert_number(p_value numeric); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_number(p_value numeric) IS 'A figure in an alert''s sentence: rounded to 2 decimals, trailing zeros dropped.';


--
-- Name: alert_param(public.alert_rules, text, numeric); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_param(p_rule public.alert_rules, p_key text, p_default numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce((p_rule.params ->> p_key)::numeric, p_default)
$$;


ALTER FUNCTION private.alert_param(p_rule public.alert_rules, p_key text, p_default numeric) OWNER TO postgres;

--
-- Name: FUNCTION alert_param(p_rule public.alert_rules, p_key text, p_default numeric); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_param(p_rule public.alert_rules, p_key text, p_default numeric) IS 'A numeric parameter of the rule, or the kind''s default.';


--
-- Name: alert_params_error(text, jsonb); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_params_error(p_kind text, p_params jsonb) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_allowed text[] := case p_kind
    when 'postback_silent' then array['hours', 'min_clicks']
    when 'epc_drop' then array['hours', 'percent', 'min_clicks']
    when 'conversions_drop' then array['hours', 'percent', 'min_clicks']
    when 'traffic_change' then array['metric', 'direction', 'hours', 'percent', 'min_count']
    when 'bot_share' then array['hours', 'share', 'min_clicks']
    when 'licence_expiring' then array['days']
    when 'rollup_behind' then array['minutes']
    else array[]::text[] end;
  v_key text;
  v_value jsonb;
  v_number numeric;
begin
  if p_params is null or jsonb_typeof(p_params) <> 'object' then
    return 'Parameters must be an object';
  end if;
  for v_key, v_value in select key, value from jsonb_each(p_params) loop
    if not (v_key = any (v_allowed)) then
      return format('Parameter "%s" is not one of a %s rule''s (%s)', v_key, p_kind,
                    coalesce(nullif(array_to_string(v_allowed, ', '), ''), 'it takes none'));
    end if;
    v_number := case when jsonb_typeof(v_value) = 'number' then (v_value #>> '{}')::numeric end;
    case v_key
    when 'hours' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 168 then
        return 'Parameter "hours" must be whole hours between 1 and 168';
      end if;
    when 'percent' then
      if v_number is null or v_number <= 0 or v_number > 1000 then
        return 'Parameter "percent" must be a percentage above 0 (at most 1000)';
      end if;
      if p_kind in ('epc_drop', 'conversions_drop') and v_number > 100 then
        return 'Parameter "percent" must be a drop between 0 and 100 %';
      end if;
    when 'min_clicks' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1000000 then
        return 'Parameter "min_clicks" must be a whole number of clicks between 1 and 1000000';
      end if;
    when 'min_count' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1000000 then
        return 'Parameter "min_count" must be a whole number between 1 and 1000000';
      end if;
    when 'share' then
      if v_number is null or v_number <= 0 or v_number >= 1 then
        return 'Parameter "share" must be a fraction between 0 and 1 (0.3 for 30 %)';
      end if;
    when 'days' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 365 then
        return 'Parameter "days" must be whole days between 1 and 365';
      end if;
    when 'minutes' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1440 then
        return 'Parameter "minutes" must be whole minutes between 1 and 1440';
      end if;
    when 'metric' then
      if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('clicks', 'sessions') then
        return 'Parameter "metric" must be "clicks" or "sessions"';
      end if;
    when 'direction' then
      if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('down', 'up', 'both') then
        return 'Parameter "direction" must be "down", "up" or "both"';
      end if;
    end case;
  end loop;
  return null;
end;
$$;


ALTER FUNCTION private.alert_params_error(p_kind text, p_params jsonb) OWNER TO postgres;

--
-- Name: FUNCTION alert_params_error(p_kind text, p_params jsonb); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_params_error(p_kind text, p_params jsonb) IS 'Why an alert rule''s params are not valid for its kind (the field named in double quotes), or null when they are.';


--
-- Name: alert_postback_observations(public.alert_rules, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone) RETURNS SETOF private.alert_observation
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- plpgsql: the temporary traffic table exists only while evaluate_alerts runs.
  return query
  with p as (
    select private.alert_param(p_rule, 'hours', 24)::integer as hours,
           private.alert_param(p_rule, 'min_clicks', 1) as min_clicks
  ),
  sources as (
    select ps.id, ps.name,
           -- A rejected postback (a bad token) records nothing, nor does a console test.
           (select max(x.received_at) from public.postbacks as x
             where x.source_id = ps.id and x.status <> 'rejected' and not x.is_test) as last_at,
           (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
             where t.hours = p.hours and t.k = 0
               and t.brand_id in (
                 select c.brand_id
                   from public.postbacks as x
                   join public.brand_clicks_history as c on c.id = x.brand_click_id
                  where x.source_id = ps.id and x.status in ('accepted', 'duplicate') and not x.is_test
                    and x.received_at >= p_end - make_interval(hours => p.hours, days => 14)
                    and c.brand_id in (select s.brand_id from private.alert_scope_brands(p_rule) as s))
           ) as clicks,
           p.hours, p.min_clicks
      from public.postback_sources as ps, p
     where ps.is_active
  )
  select 'source:' || s.id, s.name, null::uuid, null::uuid,
         s.last_at < p_end - make_interval(hours => s.hours),
         round(extract(epoch from p_end - s.last_at) / 3600, 1), null::numeric, s.hours::numeric,
         case when s.last_at < p_end - make_interval(hours => s.hours) then
           'No postback from ' || s.name || ' for ' || private.alert_number(extract(epoch from p_end - s.last_at) / 3600)
             || ' h (last ' || private.alert_time(s.last_at) || ') while its brands got '
             || s.clicks || ' clicks in the last ' || s.hours || ' h (threshold ' || s.hours || ' h)'
         else
           'Postbacks from ' || s.name || ' again (last ' || private.alert_time(s.last_at) || ')'
         end,
         '/admin/postbacks?source=' || s.id,
         jsonb_build_object('last_postback_at', s.last_at, 'clicks', s.clicks, 'hours', s.hours)
    from sources as s
   where s.clicks >= s.min_clicks and s.last_at is not null;
end;
$$;


ALTER FUNCTION private.alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone) IS 'postback_silent: each active postback source with its last postback and the window''s clicks on the brands of its postbacks'' clicks in the 14 days before (the brands it serves).';


--
-- Name: alert_rollup_observations(public.alert_rules, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone) RETURNS SETOF private.alert_observation
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select 'rollup', 'Report rollups', null::uuid, null::uuid,
         m.minutes > m.threshold, m.minutes, null::numeric, m.threshold,
         case when m.minutes > m.threshold then
           'Report rollups ' || private.alert_number(m.minutes) || ' minutes behind: the fold job last ran at '
             || private.alert_time(w.folded_at) || ' (threshold ' || m.threshold || ' minutes)'
         else 'Report rollups up to date (the fold job ran at ' || private.alert_time(w.folded_at) || ')' end,
         '/admin/analytics',
         jsonb_build_object('folded_at', w.folded_at)
    from public.traffic_rollup_state as w
   cross join lateral (
     select round(greatest(extract(epoch from p_end - w.folded_at), 0) / 60, 1) as minutes,
            private.alert_param(p_rule, 'minutes', 15) as threshold
   ) as m
$$;


ALTER FUNCTION private.alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone) IS 'rollup_behind: how many minutes ago the rollup fold job last ran (traffic_rollup_state.folded_at).';


--
-- Name: alert_rules_before_write(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_rules_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_error text;
begin
  v_error := coalesce(private.alert_params_error(new.kind, new.params), private.webhook_url_error(new.webhook_url));
  if v_error is not null then
    raise exception '%', v_error using errcode = 'check_violation', constraint = 'alert_rules_params_valid';
  end if;
  new.name := btrim(new.name);
  new.updated_by := (select auth.uid());
  return new;
end;
$$;


ALTER FUNCTION private.alert_rules_before_write() OWNER TO postgres;

--
-- Name: FUNCTION alert_rules_before_write(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_rules_before_write() IS 'Refuses alert rule params that do not fit the kind and webhook URLs that are not https to a public address (23514, the field named), and records who changed the rule.';


--
-- Name: alert_scope_brands(public.alert_rules); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_scope_brands(p_rule public.alert_rules) RETURNS TABLE(brand_id uuid, brand_name text, brand_slug text, country_id uuid, market_name text, market_slug text, listed boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select b.id, b.brand_name, b.brand_slug, b.country_id, c.name, c.slug,
         coalesce(public.market_block(b), 'link_broken') = 'link_broken'
    from public.brands as b
    join public.countries as c on c.id = b.country_id
   where b.is_active
     and (p_rule.country_id is null or b.country_id = p_rule.country_id)
     and (p_rule.brand_id is null or b.id = p_rule.brand_id)
$$;


ALTER FUNCTION private.alert_scope_brands(p_rule public.alert_rules) OWNER TO postgres;

--
-- Name: FUNCTION alert_scope_brands(p_rule public.alert_rules); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_scope_brands(p_rule public.alert_rules) IS 'The active brands of an alert rule''s scope (its market, its brand, or all) with their market, and whether each is listed there (or paused by the monitor).';


--
-- Name: alert_time(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_time(p_at timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select to_char(p_at at time zone private.reporting_time_zone(), 'DD Mon YYYY HH24:MI') || ' ' || private.reporting_time_zone()
$$;


ALTER FUNCTION private.alert_time(p_at timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_time(p_at timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_time(p_at timestamp with time zone) IS 'A time in an alert''s sentence, in the reporting time zone.';


--
-- Name: alert_traffic_observations(public.alert_rules, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone) RETURNS SETOF private.alert_observation
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_hours integer := private.alert_param(p_rule, 'hours', 24);
  v_percent numeric := private.alert_param(p_rule, 'percent', 50);
  v_min numeric := coalesce(private.alert_param(p_rule, 'min_clicks', null), private.alert_param(p_rule, 'min_count', 100));
  v_share numeric := private.alert_param(p_rule, 'share', 0.3);
  v_metric text := coalesce(p_rule.params ->> 'metric', 'clicks');
  v_direction text := coalesce(p_rule.params ->> 'direction', 'both');
  v_tz text := private.reporting_time_zone();
  v_currency text := private.reporting_currency();
  v_start timestamptz := p_end - make_interval(hours => v_hours);
  v_window text := 'in the last ' || v_hours || ' h';
  v_baseline text := '(same weekday hours, previous 4 weeks; threshold ' || private.alert_number(v_percent) || ' %)';
  v_days text := 'from=' || to_char(v_start at time zone v_tz, 'YYYY-MM-DD')
              || '&to=' || to_char((p_end - interval '1 second') at time zone v_tz, 'YYYY-MM-DD');
begin
  if p_rule.kind = 'traffic_change' and (v_metric = 'sessions' or p_rule.brand_id is null) then
    -- Per market: clicks of its brands, or sessions of visitors located there (by its name).
    return query
    with m as (
      select c.id, c.name, c.slug,
             case when v_metric = 'sessions' then
               (select coalesce(sum(t.sessions), 0) from pg_temp.alert_session_traffic as t
                 where t.hours = v_hours and t.k = 0 and t.country = lower(c.name))
             else
               (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
                  join public.brands as b on b.id = t.brand_id
                 where t.hours = v_hours and t.k = 0 and b.country_id = c.id)
             end::numeric as figure,
             case when v_metric = 'sessions' then
               (select coalesce(sum(t.sessions), 0) from pg_temp.alert_session_traffic as t
                 where t.hours = v_hours and t.k > 0 and t.country = lower(c.name))
             else
               (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
                  join public.brands as b on b.id = t.brand_id
                 where t.hours = v_hours and t.k > 0 and b.country_id = c.id)
             end / 4.0 as baseline
        from public.countries as c
       where p_rule.country_id is null or c.id = p_rule.country_id
    ),
    o as (
      select m.*, round(100 * (m.figure - m.baseline) / m.baseline, 1) as change from m where m.baseline >= v_min
    )
    select 'market:' || o.id, o.name, null::uuid, o.id,
           case v_direction when 'down' then o.change < -v_percent when 'up' then o.change > v_percent
                else abs(o.change) > v_percent end,
           o.figure, round(o.baseline, 2), v_percent,
           initcap(v_metric) || ' ' || private.alert_number(o.figure) || ' ' || v_window || ', '
             || case when o.change < 0 then 'down ' || private.alert_number(-o.change) || ' %'
                     when o.change > 0 then 'up ' || private.alert_number(o.change) || ' %' else 'unchanged' end
             || ' against ' || private.alert_number(o.baseline) || ' ' || v_baseline,
           case when v_metric = 'sessions' then '/admin/incoming?country=' || o.slug || '&' || v_days
                else '/admin/click-log?country=' || o.slug || '&' || v_days end,
           jsonb_build_object('metric', v_metric, 'hours', v_hours, 'change_percent', o.change,
                              'direction', v_direction, 'window_start', v_start, 'window_end', p_end)
      from o;
    return;
  end if;

  return query
  with s as (
    select b.*,
           coalesce(sum(t.clicks) filter (where t.k = 0), 0)::numeric as clicks,
           coalesce(sum(t.bot_clicks) filter (where t.k = 0), 0)::numeric as bot_clicks,
           coalesce(sum(t.conversions) filter (where t.k = 0), 0)::numeric as conversions,
           coalesce(sum(t.revenue) filter (where t.k = 0), 0)::numeric as revenue,
           coalesce(sum(t.clicks) filter (where t.k > 0), 0) / 4.0 as base_clicks,
           coalesce(sum(t.conversions) filter (where t.k > 0), 0) / 4.0 as base_conversions,
           coalesce(sum(t.revenue) filter (where t.k > 0), 0) / 4.0 as base_revenue
      from private.alert_scope_brands(p_rule) as b
      left join pg_temp.alert_brand_traffic as t on t.brand_id = b.brand_id and t.hours = v_hours
     group by b.brand_id, b.brand_name, b.brand_slug, b.country_id, b.market_name, b.market_slug, b.listed
  ),
  o as (
    select s.*,
           case p_rule.kind
             when 'epc_drop' then round(s.revenue / nullif(s.clicks, 0), 4)
             when 'conversions_drop' then s.conversions
             when 'bot_share' then round(s.bot_clicks / nullif(s.clicks + s.bot_clicks, 0), 4)
             else s.clicks
           end as figure,
           case p_rule.kind
             when 'epc_drop' then round(s.base_revenue / nullif(s.base_clicks, 0), 4)
             when 'conversions_drop' then s.base_conversions
             when 'bot_share' then null
             else s.base_clicks
           end as baseline
      from s
     where case p_rule.kind
             when 'epc_drop' then s.base_clicks >= v_min and s.base_revenue > 0
             when 'conversions_drop' then s.base_clicks >= v_min and s.base_conversions > 0
             when 'bot_share' then s.clicks + s.bot_clicks >= v_min
             else s.base_clicks >= v_min
           end
  ),
  c as (
    -- No click in the window: no money per click either (EPC 0).
    select o.*, case when p_rule.kind = 'epc_drop' then coalesce(o.figure, 0) else o.figure end as value,
           case when o.baseline > 0 then round(100 * (coalesce(o.figure, 0) - o.baseline) / o.baseline, 1) end as change
      from o
  )
  select 'brand:' || c.brand_id, c.brand_name || ' in ' || c.market_name, c.brand_id, c.country_id,
         case p_rule.kind
           when 'bot_share' then c.value > v_share
           when 'traffic_change' then
             case v_direction when 'down' then c.change < -v_percent when 'up' then c.change > v_percent
                  else abs(c.change) > v_percent end
           else c.change < -v_percent
         end,
         c.value, c.baseline, case when p_rule.kind = 'bot_share' then v_share else v_percent end,
         case p_rule.kind
           when 'bot_share' then
             'Bot-filtered clicks ' || private.alert_number(100 * c.value) || ' % of '
               || private.alert_number(c.clicks + c.bot_clicks) || ' ' || v_window
               || ' (threshold ' || private.alert_number(100 * v_share) || ' %)'
           else
             case p_rule.kind when 'epc_drop' then 'EPC ' when 'conversions_drop' then 'Conversions ' else 'Clicks ' end
               || private.alert_number(c.value) || case when p_rule.kind = 'epc_drop' then ' ' || v_currency else '' end
               || ' ' || v_window || ', '
               || case when c.change < 0 then 'down ' || private.alert_number(-c.change) || ' %'
                       when c.change > 0 then 'up ' || private.alert_number(c.change) || ' %' else 'unchanged' end
               || ' against ' || private.alert_number(c.baseline)
               || case when p_rule.kind = 'epc_drop' then ' ' || v_currency else '' end || ' ' || v_baseline
         end,
         '/admin/click-log?brand=' || c.brand_slug || '&' || v_days,
         jsonb_build_object('hours', v_hours, 'clicks', c.clicks, 'bot_clicks', c.bot_clicks,
                            'conversions', c.conversions, 'revenue', c.revenue,
                            'baseline_clicks', c.base_clicks, 'baseline_conversions', c.base_conversions,
                            'baseline_revenue', c.base_revenue, 'change_percent', c.change,
                            'window_start', v_start, 'window_end', p_end)
    from c;
end;
$$;


ALTER FUNCTION private.alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone) IS 'epc_drop, conversions_drop, bot_share and traffic_change: each brand''s (traffic_change without a brand: each market''s) figure in the window against the average of the same hours of the previous 4 weeks, from evaluate_alerts'' temporary traffic tables.';


--
-- Name: audit_redact(jsonb); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.audit_redact(p_row jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- A hash of a secret stands for the secret (whoever holds it can check guesses): redacted too.
  select case when p_row is not null then (
    select coalesce(jsonb_object_agg(r.key, case
             when r.key = any (array['admin_token', 'secret_token', 'secret_hash', 'previous_secret_hash', 'test_token_hash'])
                  and jsonb_typeof(r.value) <> 'null' then '"[redacted]"'::jsonb
             else r.value end), '{}'::jsonb)
      from jsonb_each(p_row) as r
  ) end
$$;


ALTER FUNCTION private.audit_redact(p_row jsonb) OWNER TO postgres;

--
-- Name: FUNCTION audit_redact(p_row jsonb); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.audit_redact(p_row jsonb) IS 'A row as audit_log keeps it: tokens, secrets and their hashes replaced by "[redacted]" (null stays null).';


--
-- Name: audit_row_change(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.audit_row_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_ignored text[] := array['updated_at']::text[] || coalesce(tg_argv::text[], '{}');
  v_changed text[];
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into v_changed
      from jsonb_each(v_new) as n
     where not (n.key = any (v_ignored))
       and n.value is distinct from (v_old -> n.key);
    if cardinality(v_changed) = 0 then
      return null;
    end if;
  end if;

  insert into public.audit_log
    (actor_id, actor_email, actor_staff_role, actor_db_role, action, table_name, record_id, changed_fields, old_data, new_data)
  values (
    (select auth.uid()),
    (select auth.email()),
    private.staff_role(),
    coalesce(nullif(current_setting('role', true), 'none'), session_user::text),
    lower(tg_op),
    tg_table_name,
    coalesce(v_row ->> 'id', v_row ->> 'key', v_row ->> 'source_id',
             nullif(concat_ws('/', v_row ->> 'brand_id', v_row ->> 'category_id'), '')),
    v_changed,
    private.audit_redact(v_old),
    private.audit_redact(v_new)
  );
  return null;
end;
$$;


ALTER FUNCTION private.audit_row_change() OWNER TO postgres;

--
-- Name: FUNCTION audit_row_change(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.audit_row_change() IS 'AFTER trigger writing audit_log, secrets redacted (audit_redact). Trigger arguments name extra columns to ignore (e.g. server-maintained counters); updates that change nothing else are not logged.';


--
-- Name: blacklist_entry_for(uuid, text, text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text) RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text) OWNER TO postgres;

--
-- Name: FUNCTION blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text) IS 'The first market blacklist entry of the market naming the brand (any case) or its destination''s host (the domain or a subdomain), or null.';


--
-- Name: brand_clicks_history_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_clicks_history_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.brand_clicks_history_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION brand_clicks_history_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_clicks_history_before_insert() IS 'Trigger on brand_clicks_history making the server authoritative: one click per visitor request, a server-issued click_id, click_time = now(), IP and user agent from the request, click_in_id only from a session with the same session_id and user_id, session click count, quality score (client scores ignored; 0 refused with "Traffic blocked by bot filter"), and past tracking.click_limit clicks from the address in tracking.click_limit_minutes the flag ip_rate_exceeded with the click bot-filtered; an anonymous click past the address''s write limit (request_guard.anon_write_limit) is refused with 429. service_role writes keep their click_id, click_time, ip and user agent (/go, imports).';


--
-- Name: brand_clicks_history_link_postbacks(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_clicks_history_link_postbacks() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A visitor's click id was issued by this insert's trigger a moment ago: no postback names it.
  if new.click_path = 'client' and not private.request_is_trusted() then
    return null;
  end if;
  perform private.lock_click_id(new.click_id);
  update public.postbacks
    set status = 'accepted', brand_click_id = new.id, status_reason = 'linked when its click arrived'
    where click_id = new.click_id and status = 'unmatched' and received_at > new.click_time - interval '1 hour';
  return null;
end;
$$;


ALTER FUNCTION private.brand_clicks_history_link_postbacks() OWNER TO postgres;

--
-- Name: FUNCTION brand_clicks_history_link_postbacks(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_clicks_history_link_postbacks() IS 'A postback that arrived before its click (kept unmatched) is accepted and linked when the click is recorded, if the server issued the click id at most an hour after the postback arrived. A visitor''s own insert is skipped: its click id is issued by the insert itself, so no postback can name it yet.';


--
-- Name: brand_clicks_history_log_changes(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_clicks_history_log_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.brand_clicks_history_log_changes() OWNER TO postgres;

--
-- Name: FUNCTION brand_clicks_history_log_changes(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_clicks_history_log_changes() IS 'Statement trigger on brand_clicks_history: deletes and rollup-relevant updates go to traffic_click_changes for the fold job.';


--
-- Name: brand_rating(uuid, numeric, integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer) RETURNS TABLE(user_rating numeric, user_rating_votes integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with votes as (
    select count(*)::integer as n, coalesce(sum(bv.rating), 0)::numeric as total
    from public.brand_votes as bv
    where bv.brand_id = p_brand_id
  ), baseline as (
    select case when p_baseline is null then 0 else coalesce(p_baseline_votes, 0) end as n
  )
  select
    case
      when baseline.n + votes.n = 0 then p_baseline
      else round((coalesce(p_baseline, 0) * baseline.n + votes.total) / (baseline.n + votes.n), 2)
    end,
    baseline.n + votes.n
  from votes, baseline
$$;


ALTER FUNCTION private.brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer) OWNER TO postgres;

--
-- Name: FUNCTION brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer) IS 'user_rating and user_rating_votes of a brand from its baseline and its brand_votes.';


--
-- Name: brand_votes_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_votes_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_score integer;
  v_recent integer;
begin
  if not private.request_is_trusted() then
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.created_at := now();

    select s.quality_score into v_score
      from public.calculate_traffic_quality_score(new.ip, coalesce(new.user_agent, '')) as s;
    if v_score = 0 then
      raise exception 'Votes from automated clients are not accepted' using errcode = 'P0001';
    end if;
  end if;

  -- Voting again changes the visitor's vote instead of adding one.
  update public.brand_votes as bv
     set rating = new.rating
   where bv.brand_id = new.brand_id and bv.voter_id = new.voter_id;
  if found then
    return null;
  end if;

  if not private.request_is_trusted() then
    select count(*) into v_recent
      from (select 1 from public.brand_votes bv
             where bv.brand_id = new.brand_id and bv.ip is not distinct from new.ip
               and bv.created_at > now() - interval '1 day'
             limit 6) as recent;
    if v_recent >= 5 then
      raise exception 'Too many votes for this brand from your network today' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.brand_votes_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION brand_votes_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_votes_before_insert() IS 'Trigger on brand_votes: IP and user agent from the request; bots refused; a second vote by the same visitor updates the first; at most 5 new voters per brand, IP and day.';


--
-- Name: brand_votes_refresh_rating(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brand_votes_refresh_rating() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_brand_id uuid := coalesce(new.brand_id, old.brand_id);
begin
  -- Lock the brand first so that concurrent votes are counted one after another.
  perform 1 from public.brands as b where b.id = v_brand_id for update;
  update public.brands as b
     set (user_rating, user_rating_votes) = (
       select r.user_rating, r.user_rating_votes
       from private.brand_rating(b.id, b.rating_baseline, b.rating_baseline_votes) as r
     )
   where b.id = v_brand_id;
  if tg_op = 'UPDATE' and new.brand_id <> old.brand_id then
    update public.brands as b
       set (user_rating, user_rating_votes) = (
         select r.user_rating, r.user_rating_votes
         from private.brand_rating(b.id, b.rating_baseline, b.rating_baseline_votes) as r
       )
     where b.id = old.brand_id;
  end if;
  return null;
end;
$$;


ALTER FUNCTION private.brand_votes_refresh_rating() OWNER TO postgres;

--
-- Name: FUNCTION brand_votes_refresh_rating(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brand_votes_refresh_rating() IS 'AFTER trigger on brand_votes: recomputes the brand''s user_rating and user_rating_votes.';


--
-- Name: brands_before_write(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brands_before_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.brand_slug := coalesce(nullif(new.brand_slug, ''), private.slugify(new.brand_name));
  new.subid_param := coalesce(nullif(new.subid_param, ''), ( -- new
    select s.value #>> '{}' from public.site_settings as s
     where s.key = 'tracking.default_subid_param' and jsonb_typeof(s.value) = 'string'));
  if tg_op = 'INSERT'
     or new.rating_baseline is distinct from old.rating_baseline
     or new.rating_baseline_votes is distinct from old.rating_baseline_votes
     or not private.request_is_trusted() then
    select r.user_rating, r.user_rating_votes
      into new.user_rating, new.user_rating_votes
      from private.brand_rating(new.id, new.rating_baseline, new.rating_baseline_votes) as r;
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.brands_before_write() OWNER TO postgres;

--
-- Name: FUNCTION brands_before_write(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brands_before_write() IS 'Trigger on brands: fills brand_slug from the name and subid_param from tracking.default_subid_param when omitted, and recomputes user_rating / user_rating_votes from the baseline and the votes.';


--
-- Name: brands_blacklist_check(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brands_blacklist_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.blacklist_entry_id := private.blacklist_entry_for(new.country_id, new.brand_name, new.destination_url);
  return new;
end;
$$;


ALTER FUNCTION private.brands_blacklist_check() OWNER TO postgres;

--
-- Name: FUNCTION brands_blacklist_check(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brands_blacklist_check() IS 'Trigger on brands: sets blacklist_entry_id from the market blacklist (whatever the client sent).';


--
-- Name: brands_offer_check(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.brands_offer_check() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_breaches text;
begin
  if not new.is_active then
    return new;
  end if;
  select string_agg(c.message, '; ') into v_breaches from public.check_offer(to_jsonb(new)) as c;
  if v_breaches is not null then
    raise exception 'The offer breaks a rule of %: %',
      (select name from public.countries where id = new.country_id), v_breaches
      using errcode = '23514', hint = 'Change the offer, or save the brand as inactive until it meets the rules.';
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.brands_offer_check() OWNER TO postgres;

--
-- Name: FUNCTION brands_offer_check(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.brands_offer_check() IS 'Trigger on brands: refuses to save an active brand whose offer breaks a rule of its market (public.check_offer).';


--
-- Name: categories_default_guard(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.categories_default_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' and old.slug = 'casino' then
    raise exception 'The default category (casino) cannot be deleted: it lists every brand on the public site.'
      using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and old.slug = 'casino' and new.slug is distinct from old.slug then
    raise exception 'The slug of the default category (casino) cannot change: the public site links to it.'
      using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;


ALTER FUNCTION private.categories_default_guard() OWNER TO postgres;

--
-- Name: FUNCTION categories_default_guard(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.categories_default_guard() IS 'Trigger on categories: the default category (slug casino) can be neither deleted nor given another slug.';


--
-- Name: brand_clicks_history; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.brand_clicks_history (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    brand_id uuid,
    brand_name text,
    user_id text NOT NULL,
    session_id text NOT NULL,
    click_in_id uuid,
    click_time timestamp with time zone DEFAULT now() NOT NULL,
    click_id text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    country text,
    city text,
    device_type text,
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
    load_time_ms integer,
    time_on_page_sec integer,
    scroll_depth smallint,
    ab_test_variant text,
    social_source text,
    game text,
    age text,
    hour_of_day smallint,
    day_of_week smallint,
    click_hour_of_day smallint,
    click_day_of_week smallint,
    is_linked boolean DEFAULT false NOT NULL,
    traffic_quality_score smallint DEFAULT 100 NOT NULL,
    is_suspicious boolean DEFAULT false NOT NULL,
    quality_flags text[] DEFAULT '{}'::text[] NOT NULL,
    click_speed_ms integer,
    session_click_count integer,
    is_bot_filtered boolean DEFAULT false NOT NULL,
    is_webdriver boolean,
    card_position smallint,
    click_path text DEFAULT 'client'::text NOT NULL,
    referrer_host text GENERATED ALWAYS AS (lower("substring"(referrer, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'::text))) STORED,
    landing_path text GENERATED ALWAYS AS (
CASE
    WHEN (page_url ~ '^[A-Za-z][A-Za-z0-9+.-]*://'::text) THEN COALESCE(NULLIF("substring"(page_url, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)'::text), ''::text), '/'::text)
    ELSE NULL::text
END) STORED,
    accepted_postbacks integer DEFAULT 0 NOT NULL,
    conversions integer DEFAULT 0 NOT NULL,
    revenue numeric(14,4) DEFAULT 0 NOT NULL,
    ingest_xid xid8 DEFAULT pg_current_xact_id(),
    CONSTRAINT brand_clicks_history_card_position_range CHECK (((card_position >= 1) AND (card_position <= 100))),
    CONSTRAINT brand_clicks_history_click_day_range CHECK (((click_day_of_week >= 0) AND (click_day_of_week <= 6))),
    CONSTRAINT brand_clicks_history_click_hour_range CHECK (((click_hour_of_day >= 0) AND (click_hour_of_day <= 23))),
    CONSTRAINT brand_clicks_history_click_id_format CHECK ((click_id ~ '^[A-Za-z0-9_-]{8,64}$'::text)),
    CONSTRAINT brand_clicks_history_click_path_known CHECK ((click_path = ANY (ARRAY['client'::text, 'redirect'::text]))),
    CONSTRAINT brand_clicks_history_click_speed_range CHECK ((click_speed_ms >= 0)),
    CONSTRAINT brand_clicks_history_day_range CHECK (((day_of_week >= 0) AND (day_of_week <= 6))),
    CONSTRAINT brand_clicks_history_device_type_known CHECK ((device_type = ANY (ARRAY['desktop'::text, 'tablet'::text, 'mobile'::text]))),
    CONSTRAINT brand_clicks_history_hour_range CHECK (((hour_of_day >= 0) AND (hour_of_day <= 23))),
    CONSTRAINT brand_clicks_history_load_time_range CHECK ((load_time_ms >= 0)),
    CONSTRAINT brand_clicks_history_quality_score_range CHECK (((traffic_quality_score >= 1) AND (traffic_quality_score <= 100))),
    CONSTRAINT brand_clicks_history_scroll_depth_range CHECK (((scroll_depth >= 0) AND (scroll_depth <= 100))),
    CONSTRAINT brand_clicks_history_session_click_count_range CHECK ((session_click_count >= 0)),
    CONSTRAINT brand_clicks_history_session_id_format CHECK ((session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text)),
    CONSTRAINT brand_clicks_history_time_on_page_range CHECK ((time_on_page_sec >= 0)),
    CONSTRAINT brand_clicks_history_user_id_format CHECK ((user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text))
);


ALTER TABLE public.brand_clicks_history OWNER TO postgres;

--
-- Name: TABLE brand_clicks_history; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.brand_clicks_history IS 'Outgoing traffic: one row per Get Bonus / card click towards a brand''s affiliate link. Visitors insert, never read; admins and analysts read (/admin/click-log). Server-side fields are set by trigger.';


--
-- Name: COLUMN brand_clicks_history.brand_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.brand_id IS 'Clicked brand (null if the brand was deleted later).';


--
-- Name: COLUMN brand_clicks_history.brand_name; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.brand_name IS 'Brand name at click time (copied from brands by trigger).';


--
-- Name: COLUMN brand_clicks_history.user_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.user_id IS 'Persistent visitor id (local storage).';


--
-- Name: COLUMN brand_clicks_history.session_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.session_id IS 'Per-tab session id (session storage).';


--
-- Name: COLUMN brand_clicks_history.click_in_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_in_id IS 'visitor_sessions.id of the session with this session_id AND user_id (set by trigger; a session of another visitor is never linked).';


--
-- Name: COLUMN brand_clicks_history.click_time; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_time IS 'Server time of the click (client value ignored).';


--
-- Name: COLUMN brand_clicks_history.click_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_id IS 'Public id of the click passed to the affiliate network ({click_id} in destination_url or the brand''s subid_param) and named by its postbacks. Generated when not sent.';


--
-- Name: COLUMN brand_clicks_history.country; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.country IS 'Country from the browser''s IP geolocation lookup (client-reported).';


--
-- Name: COLUMN brand_clicks_history.device_brand; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.device_brand IS 'Device vendor parsed from the user agent (e.g. Apple, Samsung).';


--
-- Name: COLUMN brand_clicks_history.user_agent; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.user_agent IS 'User-Agent header of the insert request (server-side).';


--
-- Name: COLUMN brand_clicks_history.ip; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.ip IS 'Client IP from X-Forwarded-For (server-side).';


--
-- Name: COLUMN brand_clicks_history.referrer; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.referrer IS 'document.referrer of the page the click happened on.';


--
-- Name: COLUMN brand_clicks_history.source; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.source IS 'utm_source of the visit.';


--
-- Name: COLUMN brand_clicks_history.campaign; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.campaign IS 'utm_campaign of the visit (medium, term, content: the other utm_ parameters).';


--
-- Name: COLUMN brand_clicks_history.page_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.page_url IS 'URL of the page the click happened on.';


--
-- Name: COLUMN brand_clicks_history.load_time_ms; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.load_time_ms IS 'Page load time measured by the browser.';


--
-- Name: COLUMN brand_clicks_history.time_on_page_sec; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.time_on_page_sec IS 'Seconds between page view and click (client-reported).';


--
-- Name: COLUMN brand_clicks_history.scroll_depth; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.scroll_depth IS 'Deepest scroll position on the page in percent (0-100).';


--
-- Name: COLUMN brand_clicks_history.social_source; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.social_source IS 'Social network derived from the referrer (Facebook, Twitter, Instagram, LinkedIn, YouTube, TikTok).';


--
-- Name: COLUMN brand_clicks_history.game; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.game IS 'Game or category context of the click when known (e.g. slots).';


--
-- Name: COLUMN brand_clicks_history.age; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.age IS 'Age group when known from campaign targeting (free text).';


--
-- Name: COLUMN brand_clicks_history.hour_of_day; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.hour_of_day IS 'Visitor''s local hour of the click (client-reported, 0-23).';


--
-- Name: COLUMN brand_clicks_history.day_of_week; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.day_of_week IS 'Visitor''s local weekday of the click (client-reported, 0 = Sunday).';


--
-- Name: COLUMN brand_clicks_history.click_hour_of_day; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_hour_of_day IS 'UTC hour of click_time (server-side).';


--
-- Name: COLUMN brand_clicks_history.click_day_of_week; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_day_of_week IS 'UTC weekday of click_time, 0 = Sunday (server-side).';


--
-- Name: COLUMN brand_clicks_history.is_linked; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.is_linked IS 'True when click_in_id links the click to its visitor session.';


--
-- Name: COLUMN brand_clicks_history.traffic_quality_score; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.traffic_quality_score IS 'Server-computed quality 1-100 (see calculate_traffic_quality_score), always recomputed by the insert trigger (the default is a placeholder); clicks scoring 0 are refused, never stored.';


--
-- Name: COLUMN brand_clicks_history.is_suspicious; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.is_suspicious IS 'Score below 60 (server-computed).';


--
-- Name: COLUMN brand_clicks_history.quality_flags; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.quality_flags IS 'Names of the quality rules that fired (server-computed).';


--
-- Name: COLUMN brand_clicks_history.click_speed_ms; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_speed_ms IS 'Milliseconds between page view and click (client-reported).';


--
-- Name: COLUMN brand_clicks_history.session_click_count; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.session_click_count IS 'Clicks in this visitor session including this one: the larger of the client''s count and the server''s count.';


--
-- Name: COLUMN brand_clicks_history.is_bot_filtered; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.is_bot_filtered IS 'Score below 30: likely automated; kept for audit but excluded from affiliate statistics.';


--
-- Name: COLUMN brand_clicks_history.is_webdriver; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.is_webdriver IS 'navigator.webdriver as reported by the browser (automation). True blocks the click (rule webdriver), so stored rows carry false or null.';


--
-- Name: COLUMN brand_clicks_history.card_position; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.card_position IS 'Position of the brand''s card in the list when clicked (1 = top; client-reported, out-of-range values dropped); null outside a ranked list.';


--
-- Name: COLUMN brand_clicks_history.click_path; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.click_path IS 'client: recorded by the page''s insert; redirect: recorded server-side by /go/{brand-slug}. Visitors'' inserts are always client.';


--
-- Name: COLUMN brand_clicks_history.referrer_host; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.referrer_host IS 'Host of the referrer URL, lower case, without user info or port; null unless the referrer is an absolute URL (generated).';


--
-- Name: COLUMN brand_clicks_history.landing_path; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.landing_path IS 'Path of the page the click happened on (/ when empty; generated from page_url): what reports call the landing page of a click.';


--
-- Name: COLUMN brand_clicks_history.accepted_postbacks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.accepted_postbacks IS 'Accepted postbacks naming this click, test postbacks excluded (kept by the postbacks trigger).';


--
-- Name: COLUMN brand_clicks_history.conversions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.conversions IS 'Accepted registration and first-deposit postbacks of this click, tests excluded (kept by the postbacks trigger).';


--
-- Name: COLUMN brand_clicks_history.revenue; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.revenue IS 'Sum of payout_reporting of this click''s accepted postbacks, tests excluded (kept by the postbacks trigger).';


--
-- Name: COLUMN brand_clicks_history.ingest_xid; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_clicks_history.ingest_xid IS 'Transaction that inserted the click: rows at or past traffic_rollup_state.watermark are not in the rollups yet (null: folded before the watermark existed).';


--
-- Name: click_dimensions(public.brand_clicks_history); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.click_dimensions(c public.brand_clicks_history) RETURNS TABLE(dimension text, value text, source_key text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
    ('brand', c.brand_id::text, null::text),
    ('browser', c.browser, null),
    ('campaign', c.campaign, null),
    ('device', c.device_type, null),
    ('landing', c.landing_path, null),
    ('os', c.os, null),
    ('position', c.card_position::text, null),
    ('source', coalesce(c.source, c.referrer_host),
     case when c.source is null and c.referrer_host is not null then 'referrer' end)
$$;


ALTER FUNCTION private.click_dimensions(c public.brand_clicks_history) OWNER TO postgres;

--
-- Name: FUNCTION click_dimensions(c public.brand_clicks_history); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.click_dimensions(c public.brand_clicks_history) IS 'The rollup dimensions of a click with its value in each (source_key ''referrer'' when a source is the referrer''s host), in dimension order.';


--
-- Name: click_rollup_key(public.brand_clicks_history); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.click_rollup_key(c public.brand_clicks_history) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_array(c.click_time, c.country, c.is_bot_filtered, c.conversions, c.revenue, c.brand_id,
    c.browser, c.campaign, c.device_type, c.landing_path, c.os, c.card_position, c.source, c.referrer_host)
$$;


ALTER FUNCTION private.click_rollup_key(c public.brand_clicks_history) OWNER TO postgres;

--
-- Name: FUNCTION click_rollup_key(c public.brand_clicks_history); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.click_rollup_key(c public.brand_clicks_history) IS 'What a click''s rollup rows depend on: an update changing none of it leaves the rollups as they are.';


--
-- Name: click_tail(timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS TABLE(sign integer, click public.brand_clicks_history)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION click_tail(p_from timestamp with time zone, p_to timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) IS 'Clicks of the period the rollups do not hold yet: rows at or past the watermark (sign 1) and pending changes of folded rows (old row -1, new row +1).';


--
-- Name: clip(text, integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.clip(p_value text, p_max integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(left(btrim(p_value), p_max), '')
$$;


ALTER FUNCTION private.clip(p_value text, p_max integer) OWNER TO postgres;

--
-- Name: FUNCTION clip(p_value text, p_max integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.clip(p_value text, p_max integer) IS 'Trims a client-sent text to at most p_max characters; empty becomes null. Tracking triggers use it so an over-long field never loses a row.';


--
-- Name: content_tables(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.content_tables() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['countries', 'categories', 'brands', 'brand_categories', 'pages', 'media', 'regulators',
               'market_regulators', 'market_rules', 'market_blacklist', 'brand_licences']::text[]
$$;


ALTER FUNCTION private.content_tables() OWNER TO postgres;

--
-- Name: FUNCTION content_tables(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.content_tables() IS 'Audited tables whose history editors may read: the catalog, pages, media and the compliance data (regulators, market rules and regulators, the blacklist, brand licences); not staff, settings, snippets or postback sources.';


--
-- Name: countries_slug_guard(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.countries_slug_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- Staff read every page (RLS), so an unpublished page is found too.
  if exists (select 1 from public.pages as p where p.slug = new.slug) then
    raise exception 'This slug is taken: /% is a page of the site. Choose another slug.', new.slug
      using errcode = '23514', detail = 'Refused by "countries_slug_page".';
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.countries_slug_guard() OWNER TO postgres;

--
-- Name: FUNCTION countries_slug_guard(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.countries_slug_guard() IS 'Trigger on countries: refuses a slug that a page already uses (the country would hide the page at /{slug}).';


--
-- Name: end_user_sessions(uuid); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.end_user_sessions(p_user_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  delete from auth.sessions as s where s.user_id = p_user_id;
  get diagnostics v_count = row_count;
  -- Tokens from before sessions existed are tied to the user only.
  delete from auth.refresh_tokens as r where r.user_id = p_user_id::text;
  return v_count;
end;
$$;


ALTER FUNCTION private.end_user_sessions(p_user_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION end_user_sessions(p_user_id uuid); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.end_user_sessions(p_user_id uuid) IS 'Ends every session of a user (their refresh tokens stop working; Auth then refuses their access tokens). Returns how many sessions ended. Service key only.';


--
-- Name: evaluate_alerts(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.evaluate_alerts(p_now timestamp with time zone DEFAULT now()) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_end timestamptz := date_trunc('hour', p_now);
  v_rule public.alert_rules;
  v_changed integer := 0;
  v_count integer;
begin
  -- One run at a time: a second waits for the first (they would race on the same episodes).
  perform pg_advisory_xact_lock(hashtextextended('private.evaluate_alerts', 0));
  -- Dropped at commit; emptied when a transaction runs the job twice.
  create temporary table if not exists alert_brand_traffic (hours integer, k integer, brand_id uuid,
    clicks bigint, bot_clicks bigint, conversions bigint, revenue numeric) on commit drop;
  create temporary table if not exists alert_session_traffic (hours integer, k integer, country text,
    sessions bigint) on commit drop;
  create temporary table if not exists alert_traffic_filled (hours integer primary key) on commit drop;
  create temporary table if not exists alert_observations (rule_id uuid, o private.alert_observation) on commit drop;
  truncate pg_temp.alert_brand_traffic, pg_temp.alert_session_traffic, pg_temp.alert_traffic_filled,
    pg_temp.alert_observations;

  -- A switched-off rule's open episodes end, without a message (nobody asked to hear about it).
  update public.alerts as a
     set cleared_at = greatest(p_now, a.fired_at), cleared_message = 'The rule was switched off',
         cleared_notified_at = greatest(p_now, a.fired_at)
    from public.alert_rules as r
   where r.id = a.rule_id and a.cleared_at is null and not r.enabled;
  get diagnostics v_count = row_count;
  v_changed := v_changed + v_count;

  for v_rule in
    select * from public.alert_rules as r
     where r.enabled and (r.muted_until is null or r.muted_until <= p_now)
     order by r.id
  loop
    if v_rule.kind in ('postback_silent', 'epc_drop', 'conversions_drop', 'traffic_change', 'bot_share') then
      perform private.alert_fill_traffic(private.alert_param(v_rule, 'hours', 24)::integer, v_end);
    end if;
    if v_rule.kind in ('link_broken', 'offer_not_found') then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_link_observations(v_rule) as o;
    elsif v_rule.kind = 'postback_silent' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_postback_observations(v_rule, v_end) as o;
    elsif v_rule.kind = 'licence_expiring' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_licence_observations(v_rule, p_now) as o;
    elsif v_rule.kind = 'rollup_behind' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_rollup_observations(v_rule, p_now) as o;
    else
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_traffic_observations(v_rule, v_end) as o;
    end if;

    -- Clear: an open episode whose subject no longer crosses, or is no longer measured.
    update public.alerts as a
       set cleared_at = greatest(p_now, a.fired_at),
           cleared_message = coalesce(
             (select (x.o).message from pg_temp.alert_observations as x
               where x.rule_id = v_rule.id and (x.o).subject_key = a.subject_key),
             'No longer measured (out of the rule''s scope, or too few clicks to judge)')
     where a.rule_id = v_rule.id and a.cleared_at is null
       and not exists (select 1 from pg_temp.alert_observations as x
                        where x.rule_id = v_rule.id and (x.o).subject_key = a.subject_key and (x.o).firing);
    get diagnostics v_count = row_count;
    v_changed := v_changed + v_count;

    -- Open: once per episode (the partial unique index: none while one is open).
    insert into public.alerts (rule_id, kind, subject_key, subject_label, brand_id, country_id, fired_at,
                               figure, baseline, threshold, message, link, details)
    select v_rule.id, v_rule.kind, (x.o).subject_key, left((x.o).subject_label, 300), (x.o).brand_id,
           (x.o).country_id, p_now, trim_scale(round((x.o).figure, 4)), trim_scale(round((x.o).baseline, 4)), (x.o).threshold, left((x.o).message, 1000),
           left((x.o).link, 1000), coalesce((x.o).details, '{}')
      from pg_temp.alert_observations as x
     where x.rule_id = v_rule.id and (x.o).firing
    on conflict (rule_id, subject_key) where cleared_at is null do nothing;
    get diagnostics v_count = row_count;
    v_changed := v_changed + v_count;
  end loop;

  perform private.request_alert_deliveries();
  return v_changed;
end;
$$;


ALTER FUNCTION private.evaluate_alerts(p_now timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION evaluate_alerts(p_now timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.evaluate_alerts(p_now timestamp with time zone) IS 'The alerts job (pg_cron every 5 minutes): for each enabled, unmuted rule, opens an episode for each subject crossing its threshold (once: none while one is open) and clears those that recovered; then asks the alerts function to deliver them. p_now: the clock (tests set it). Returns how many episodes opened or cleared.';


--
-- Name: fold_traffic_rollups(integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.fold_traffic_rollups(p_batch integer DEFAULT 50000) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.fold_traffic_rollups(p_batch integer) OWNER TO postgres;

--
-- Name: FUNCTION fold_traffic_rollups(p_batch integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.fold_traffic_rollups(p_batch integer) IS 'The rollup job: folds clicks and sessions inserted since the watermark (at most p_batch clicks'' transactions'' worth) and the pending changes of folded rows into the hourly rollups, in one snapshot, then moves the watermark. Returns the rows folded. Run by pg_cron every 5 seconds on hosted Supabase, by the local stack''s timer locally.';


--
-- Name: has_role(text[]); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.has_role(p_roles text[]) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select coalesce(
    (select a.role = any (p_roles) from public.admin_users as a
      where a.id = (select auth.uid()) and a.disabled_at is null),
    false
  ) and (select private.session_grants_staff_rights())
$$;


ALTER FUNCTION private.has_role(p_roles text[]) OWNER TO postgres;

--
-- Name: FUNCTION has_role(p_roles text[]); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.has_role(p_roles text[]) IS 'True when the calling user is staff with one of the given roles, not disabled, signed in with a live session at the assurance level their two-factor state asks for (private.session_grants_staff_rights). Used by RLS policies as (select private.has_role(...)).';


--
-- Name: hook_password_verification_attempt(jsonb); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.hook_password_verification_attempt(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c_limit constant integer := 5;
  c_window constant interval := interval '15 minutes';
  v_user uuid := (event ->> 'user_id')::uuid;
  v_locked_until timestamptz;
  v_failures integer;
begin
  select f.locked_until into v_locked_until
    from private.password_failures as f where f.user_id = v_user for update;
  if v_locked_until > now() then
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials');
  end if;
  if (event ->> 'valid')::boolean then
    delete from private.password_failures where user_id = v_user;
    return jsonb_build_object('decision', 'continue');
  end if;

  insert into private.password_failures as f (user_id, failures, window_started_at)
  values (v_user, 1, now())
  on conflict (user_id) do update
    set failures = case when f.window_started_at <= now() - c_window then 1 else f.failures + 1 end,
        window_started_at = case when f.window_started_at <= now() - c_window then now() else f.window_started_at end,
        locked_until = null
  returning f.failures into v_failures;
  if v_failures >= c_limit then
    update private.password_failures
       set failures = 0, window_started_at = now(), locked_until = now() + c_window
     where user_id = v_user;
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;


ALTER FUNCTION private.hook_password_verification_attempt(event jsonb) OWNER TO postgres;

--
-- Name: FUNCTION hook_password_verification_attempt(event jsonb); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.hook_password_verification_attempt(event jsonb) IS 'Supabase Auth''s password verification hook: 5 wrong passwords for an account within 15 minutes lock it for 15 minutes; while locked every attempt is rejected with Auth''s own ''Invalid login credentials''. Called by Auth (supabase_auth_admin) only.';


--
-- Name: is_admin(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.admin_users as a
     where a.id = (select auth.uid()) and a.role = 'admin' and a.disabled_at is null
  ) and (select private.session_grants_staff_rights())
$$;


ALTER FUNCTION private.is_admin() OWNER TO postgres;

--
-- Name: FUNCTION is_admin(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.is_admin() IS 'True when the calling user is staff with the admin role, signed in with a live session at the assurance level their two-factor state asks for.';


--
-- Name: is_staff(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.is_staff() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.admin_users as a where a.id = (select auth.uid()) and a.disabled_at is null
  ) and (select private.session_grants_staff_rights())
$$;


ALTER FUNCTION private.is_staff() OWNER TO postgres;

--
-- Name: FUNCTION is_staff(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.is_staff() IS 'True when the calling user has any staff role (admin, editor or analyst), is not disabled and is signed in with a live session at the assurance level their two-factor state asks for.';


--
-- Name: issue_postback_secret(uuid, integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.issue_postback_secret(p_source_id uuid, p_grace_hours integer DEFAULT 0) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.issue_postback_secret(p_source_id uuid, p_grace_hours integer) OWNER TO postgres;

--
-- Name: FUNCTION issue_postback_secret(p_source_id uuid, p_grace_hours integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.issue_postback_secret(p_source_id uuid, p_grace_hours integer) IS 'Admins: a new secret for a source, returned once (only its hash is kept). On rotation the old secret stays valid for p_grace_hours (0-720).';


--
-- Name: issue_test_postback_token(uuid); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.issue_test_postback_token(p_source_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.issue_test_postback_token(p_source_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION issue_test_postback_token(p_source_id uuid); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.issue_test_postback_token(p_source_id uuid) IS 'Admins: a 15-minute token the postback function accepts for this source in place of its secret, marking the postbacks is_test.';


--
-- Name: lock_click_id(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.lock_click_id(p_click_id text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(hashtextextended('postback-click:' || p_click_id, 0))
$$;


ALTER FUNCTION private.lock_click_id(p_click_id text) OWNER TO postgres;

--
-- Name: FUNCTION lock_click_id(p_click_id text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.lock_click_id(p_click_id text) IS 'Serialises linking a click id: the postback insert and the click insert take the same transaction lock.';


--
-- Name: login_attempts_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.login_attempts_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_recent integer;
begin
  new.email := lower(btrim(new.email));
  new.failure_reason := private.clip(new.failure_reason, 200);
  if not private.request_is_trusted() then
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.attempted_at := now();
    select count(*) into v_recent
      from (select 1 from public.login_attempts l
             where l.ip is not distinct from new.ip and l.attempted_at > now() - interval '1 minute'
             limit 121) as recent;
    if v_recent > 120 then
      raise exception 'Too many sign-in attempts from this address' using errcode = 'P0001';
    end if;
  else
    new.ip := coalesce(new.ip, private.request_ip());
    new.user_agent := coalesce(new.user_agent, private.request_user_agent());
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.login_attempts_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION login_attempts_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.login_attempts_before_insert() IS 'Trigger on login_attempts: the IP, user agent and time come from the request, not the client; more than 120 attempts a minute from one IP are refused.';


--
-- Name: market_blacklist_apply(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.market_blacklist_apply() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.market_blacklist_apply() OWNER TO postgres;

--
-- Name: FUNCTION market_blacklist_apply(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.market_blacklist_apply() IS 'Trigger on market_blacklist: re-matches the brands of the entry''s market (old and new), so an entry takes effect, and a removed one ends, at once.';


--
-- Name: market_rules_check_time_zone(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.market_rules_check_time_zone() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone: %', new.time_zone
      using errcode = '23514', hint = 'Use an IANA name such as Europe/Zagreb.';
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.market_rules_check_time_zone() OWNER TO postgres;

--
-- Name: FUNCTION market_rules_check_time_zone(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.market_rules_check_time_zone() IS 'Trigger on market_rules: refuses a time zone PostgreSQL does not know.';


--
-- Name: may_read_reports(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.may_read_reports() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.has_role(array['admin', 'analyst']) or private.request_is_trusted()
$$;


ALTER FUNCTION private.may_read_reports() OWNER TO postgres;

--
-- Name: FUNCTION may_read_reports(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.may_read_reports() IS 'True for admins and analysts (private.has_role) and for trusted callers (the service role: the reports function): who the report functions answer.';


--
-- Name: may_read_section(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.may_read_section(p_section text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.has_role(private.section_read_roles(p_section))
$$;


ALTER FUNCTION private.may_read_section(p_section text) OWNER TO postgres;

--
-- Name: FUNCTION may_read_section(p_section text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.may_read_section(p_section text) IS 'True when the caller is staff whose role reads the admin section p_section.';


--
-- Name: may_schedule_view(uuid); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.may_schedule_view(p_view_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.saved_views as v
                  where v.id = p_view_id
                    and (v.owner_id = (select auth.uid()) or (select private.is_admin())))
$$;


ALTER FUNCTION private.may_schedule_view(p_view_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION may_schedule_view(p_view_id uuid); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.may_schedule_view(p_view_id uuid) IS 'True when the caller sees the saved view and owns it, or is an admin: who reads and sets its report schedule.';


--
-- Name: media_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.media_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated') then
    new.uploaded_by := (select auth.uid());
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.media_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION media_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.media_before_insert() IS 'Trigger on media: the uploader is the signed-in caller, not a client-sent id.';


--
-- Name: media_dimension(jsonb, text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.media_dimension(p_metadata jsonb, p_key text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case when p_metadata ->> p_key ~ '^[1-9][0-9]{0,4}$' then (p_metadata ->> p_key)::integer end
$_$;


ALTER FUNCTION private.media_dimension(p_metadata jsonb, p_key text) OWNER TO postgres;

--
-- Name: FUNCTION media_dimension(p_metadata jsonb, p_key text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.media_dimension(p_metadata jsonb, p_key text) IS 'A positive pixel size from an upload''s user metadata, or null when missing or malformed.';


--
-- Name: media_sync_object(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.media_sync_object() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_tracked text[] := array['media', 'uploads'];
begin
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = any (v_tracked) then
    if tg_op = 'DELETE' or new.bucket_id is distinct from old.bucket_id and not new.bucket_id = any (v_tracked) then
      delete from public.media where bucket_id = old.bucket_id and path = old.name;
      return null;
    end if;
    -- A move renames the row; a replace refreshes what describes the file. Alt text stays.
    update public.media
       set bucket_id = new.bucket_id,
           path = new.name,
           file_name = regexp_replace(new.name, '^.*/', ''),
           mime_type = lower(new.metadata ->> 'mimetype'),
           size_bytes = (new.metadata ->> 'size')::bigint,
           width = case when new.version is distinct from old.version
                        then private.media_dimension(new.user_metadata, 'width') else width end,
           height = case when new.version is distinct from old.version
                         then private.media_dimension(new.user_metadata, 'height') else height end
     where bucket_id = old.bucket_id and path = old.name;
    if found then return null; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = any (v_tracked) then
    insert into public.media (bucket_id, path, file_name, mime_type, size_bytes, width, height, uploaded_by)
    values (
      new.bucket_id, new.name, regexp_replace(new.name, '^.*/', ''), lower(new.metadata ->> 'mimetype'),
      (new.metadata ->> 'size')::bigint, private.media_dimension(new.user_metadata, 'width'),
      private.media_dimension(new.user_metadata, 'height'), new.owner
    )
    on conflict (bucket_id, path) do update
      set file_name = excluded.file_name,
          mime_type = excluded.mime_type,
          size_bytes = excluded.size_bytes,
          width = excluded.width,
          height = excluded.height;
  end if;
  return null;
end;
$$;


ALTER FUNCTION private.media_sync_object() OWNER TO postgres;

--
-- Name: FUNCTION media_sync_object(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.media_sync_object() IS 'Trigger on storage.objects: keeps public.media in step with the media and uploads buckets (insert, replace, move, delete).';


--
-- Name: media_uploader(uuid); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.media_uploader(p_media_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(nullif(btrim(a.full_name), ''), a.email)
    from public.media m
    join public.admin_users a on a.id = m.uploaded_by
   where m.id = p_media_id
     and (select private.has_role(array['admin', 'editor']))
$$;


ALTER FUNCTION private.media_uploader(p_media_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION media_uploader(p_media_id uuid); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.media_uploader(p_media_id uuid) IS 'Name (or email) of the staff member who uploaded a media file; null for other callers or unknown uploaders.';


--
-- Name: new_postback_token(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.new_postback_token(p_prefix text) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select p_prefix || rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=')
$$;


ALTER FUNCTION private.new_postback_token(p_prefix text) OWNER TO postgres;

--
-- Name: FUNCTION new_postback_token(p_prefix text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.new_postback_token(p_prefix text) IS 'A new 256-bit URL-safe token for a postback source.';


--
-- Name: one_row_per_request(text, text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.one_row_per_request(p_kind text, p_message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_setting('tracking.wrote_' || p_kind, true) = 'on' then
    raise exception '%', p_message
      using errcode = '22023',
            hint = 'Send one row per request: visitors cannot write in bulk.';
  end if;
  perform set_config('tracking.wrote_' || p_kind, 'on', true);
end;
$$;


ALTER FUNCTION private.one_row_per_request(p_kind text, p_message text) OWNER TO postgres;

--
-- Name: FUNCTION one_row_per_request(p_kind text, p_message text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.one_row_per_request(p_kind text, p_message text) IS 'Raises p_message when the current transaction already wrote a row of p_kind for a visitor: clicks, sessions and session ends are one row per request.';


--
-- Name: other_active_admin_exists(uuid); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.other_active_admin_exists(p_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.admin_users as a
     where a.role = 'admin' and a.disabled_at is null and a.id <> p_id
  )
$$;


ALTER FUNCTION private.other_active_admin_exists(p_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION other_active_admin_exists(p_id uuid); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.other_active_admin_exists(p_id uuid) IS 'True when an enabled admin other than p_id exists (the last-admin rule of admin_users_guard).';


--
-- Name: pages_before_write(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.pages_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.is_published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.pages_before_write() OWNER TO postgres;

--
-- Name: FUNCTION pages_before_write(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.pages_before_write() IS 'Trigger on pages: stamps published_at the first time a page is published.';


--
-- Name: pages_slug_guard(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.pages_slug_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_reason text;
begin
  if new.slug = any (private.reserved_route_segments()) then
    v_reason := format('/%s is a route of the site', new.slug);
  elsif new.slug ~ '^[a-z]{2}$' then
    v_reason := format('/%s would be read as a country code', new.slug);
  elsif exists (select 1 from public.countries as c where c.slug = new.slug) then
    v_reason := format('/%s is a country''s ranking', new.slug);
  end if;
  if v_reason is not null then
    raise exception 'This slug is taken: % . Choose another slug.', v_reason
      using errcode = '23514', detail = 'Refused by "pages_slug_route".';
  end if;
  return new;
end;
$_$;


ALTER FUNCTION private.pages_slug_guard() OWNER TO postgres;

--
-- Name: FUNCTION pages_slug_guard(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.pages_slug_guard() IS 'Trigger on pages: refuses a slug a route of the site takes (reserved segments, two-letter country codes, country slugs).';


--
-- Name: postback_sources_keep_for_undo(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.postback_sources_keep_for_undo() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- BEFORE the delete: the secret row (ON DELETE CASCADE) and the postbacks' link (ON DELETE
  -- SET NULL) are still there.
  delete from private.deleted_postback_sources
   where deleted_at < now() - interval '10 minutes' or source_id = old.id;
  insert into private.deleted_postback_sources (source_id, secret, postback_ids)
  values (
    old.id,
    (select to_jsonb(s) from public.postback_source_secrets as s where s.source_id = old.id),
    coalesce((select array_agg(p.id) from public.postbacks as p where p.source_id = old.id), '{}')
  );
  return old;
end;
$$;


ALTER FUNCTION private.postback_sources_keep_for_undo() OWNER TO postgres;

--
-- Name: FUNCTION postback_sources_keep_for_undo(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.postback_sources_keep_for_undo() IS 'BEFORE DELETE trigger of postback_sources: keeps the source''s secret row and its postbacks'' ids in private.deleted_postback_sources for restore_deleted_row().';


--
-- Name: postbacks_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.postbacks_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.postbacks_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION postbacks_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.postbacks_before_insert() IS 'Links a valid postback to its click (accepted) or leaves it unmatched, and converts its payout to the reporting currency.';


--
-- Name: postbacks_count_on_click(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.postbacks_count_on_click() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- What the old row counted is taken away and what the new row counts is added: exact under
  -- concurrency (each update locks the click row) and for any mix of inserts, links and deletes.
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'accepted' and not old.is_test and old.brand_click_id is not null then
    update public.brand_clicks_history as c
       set accepted_postbacks = c.accepted_postbacks - 1,
           conversions = c.conversions - (coalesce(old.event_type, '') in ('registration', 'first_deposit'))::integer,
           revenue = c.revenue - coalesce(old.payout_reporting, 0)
     where c.id = old.brand_click_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'accepted' and not new.is_test and new.brand_click_id is not null then
    update public.brand_clicks_history as c
       set accepted_postbacks = c.accepted_postbacks + 1,
           conversions = c.conversions + (coalesce(new.event_type, '') in ('registration', 'first_deposit'))::integer,
           revenue = c.revenue + coalesce(new.payout_reporting, 0)
     where c.id = new.brand_click_id;
  end if;
  return null;
end;
$$;


ALTER FUNCTION private.postbacks_count_on_click() OWNER TO postgres;

--
-- Name: FUNCTION postbacks_count_on_click(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.postbacks_count_on_click() IS 'Keeps brand_clicks_history.accepted_postbacks, conversions and revenue equal to its accepted, non-test postbacks.';


--
-- Name: postbacks_count_refusals(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.postbacks_count_refusals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_repeat uuid;
begin
  if new.status <> 'rejected' then
    return new;
  end if;
  new.refusal_key := md5(concat_ws(',',
    quote_nullable(new.source_id), quote_nullable(new.ip), quote_nullable(new.status_reason),
    quote_nullable(new.request_method), quote_nullable(new.request_query), quote_nullable(new.request_body)));
  -- Two identical refusals at once: the second waits, then counts on the first's row.
  perform pg_advisory_xact_lock(hashtextextended('postback-refusal:' || new.refusal_key, 0));
  select p.id into v_repeat
    from public.postbacks as p
   where p.refusal_key = new.refusal_key and p.status = 'rejected' and p.received_at > now() - interval '1 hour'
   order by p.received_at desc
   limit 1;
  if v_repeat is null then
    return new;
  end if;
  update public.postbacks as p
     set repeat_count = p.repeat_count + 1, last_received_at = now()
   where p.id = v_repeat;
  return null;
end;
$$;


ALTER FUNCTION private.postbacks_count_refusals() OWNER TO postgres;

--
-- Name: FUNCTION postbacks_count_refusals(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.postbacks_count_refusals() IS 'BEFORE INSERT on postbacks: a rejected postback identical to one stored in the last hour (source, address, reason, method, clipped request) is counted on that row (repeat_count, last_received_at) instead of stored again.';


--
-- Name: rebuild_hook_configured(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.rebuild_hook_configured() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when private.has_role(array['admin', 'editor']) then coalesce(
      (select jsonb_typeof(s.value) = 'string' and s.value #>> '{}' <> ''
         from public.site_settings as s where s.key = 'deploy_hook_url'),
      false
    )
  end
$$;


ALTER FUNCTION private.rebuild_hook_configured() OWNER TO postgres;

--
-- Name: FUNCTION rebuild_hook_configured(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.rebuild_hook_configured() IS 'True when site_settings holds a deploy hook URL (the dashboard then offers the rebuild; the URL itself is not disclosed). Null for callers other than editors and admins.';


--
-- Name: rebuild_traffic_totals(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.rebuild_traffic_totals() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.rebuild_traffic_totals() OWNER TO postgres;

--
-- Name: FUNCTION rebuild_traffic_totals(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.rebuild_traffic_totals() IS 'Recomputes every click''s postback totals and all hourly rollups from the raw rows and sets the watermark: for migrations and bulk loads made with triggers off, on a quiet database.';


--
-- Name: report_click_source(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_click_source(p_rollup text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
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
$_$;


ALTER FUNCTION private.report_click_source(p_rollup text) OWNER TO postgres;

--
-- Name: FUNCTION report_click_source(p_rollup text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_click_source(p_rollup text) IS 'FROM item of the reports'' clicks (alias c, n = clicks per row) for private.report_rollup''s answer: the raw rows, or a rollup of the period $1..$2 plus private.click_tail (rows past the watermark, pending changes).';


--
-- Name: report_click_where(jsonb, integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_click_where(p_filters jsonb, p_param integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select string_agg(format(f.condition, '$' || p_param), ' ' order by f.key)
    from (values
      ('brand', 'and c.brand_id in (select b.id from public.brands as b where b.brand_slug = %1$s ->> ''brand'')'),
      ('browser', 'and c.browser = %1$s ->> ''browser'''),
      ('campaign', 'and c.campaign = %1$s ->> ''campaign'''),
      ('category', 'and c.brand_id in (select bc.brand_id from public.brand_categories as bc join public.categories as cat on cat.id = bc.category_id where cat.slug = %1$s ->> ''category'')'),
      ('converted', 'and (c.accepted_postbacks > 0) = (%1$s ->> ''converted'' = ''yes'')'),
      ('country', 'and c.country = coalesce((select co.name from public.countries as co where co.slug = lower(%1$s ->> ''country'')), %1$s ->> ''country'')'),
      ('device', 'and c.device_type = %1$s ->> ''device'''),
      ('landing', 'and c.landing_path = %1$s ->> ''landing'''),
      ('medium', 'and c.medium = %1$s ->> ''medium'''),
      ('os', 'and c.os = %1$s ->> ''os'''),
      ('position', 'and c.card_position = (%1$s ->> ''position'')::smallint'),
      ('referrer', 'and c.referrer_host = lower(%1$s ->> ''referrer'')'),
      ('social', 'and c.social_source = %1$s ->> ''social'''),
      ('source', 'and c.source = %1$s ->> ''source''')
    ) as f (key, condition)
   where p_filters ? f.key and jsonb_typeof(p_filters -> f.key) <> 'null'
$_$;


ALTER FUNCTION private.report_click_where(p_filters jsonb, p_param integer) OWNER TO postgres;

--
-- Name: FUNCTION report_click_where(p_filters jsonb, p_param integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_click_where(p_filters jsonb, p_param integer) IS 'SQL conditions on brand_clicks_history (alias c) for the report filters present in p_filters, reading their values from the jsonb parameter $p_param; the traffic filter is applied by the callers.';


--
-- Name: report_next_run(text, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_next_run(p_frequency text, p_after timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_tz text := private.reporting_time_zone();
  v_local timestamp := p_after at time zone v_tz;
  v_step interval := case p_frequency when 'daily' then interval '1 day'
                                      when 'weekly' then interval '7 days'
                                      else interval '1 month' end;
  v_next timestamp := date_trunc(case p_frequency when 'daily' then 'day'
                                                  when 'weekly' then 'week'
                                                  else 'month' end, v_local) + interval '6 hours';
begin
  while v_next <= v_local loop
    v_next := v_next + v_step;
  end loop;
  return v_next at time zone v_tz;
end;
$$;


ALTER FUNCTION private.report_next_run(p_frequency text, p_after timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION report_next_run(p_frequency text, p_after timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_next_run(p_frequency text, p_after timestamp with time zone) IS 'The first send time of a report schedule after p_after: 06:00 in the reporting time zone, daily, on Mondays (weekly) or on the 1st (monthly).';


--
-- Name: report_rollup(jsonb, timestamp with time zone, timestamp with time zone, text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text DEFAULT NULL::text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with needed as (
    select case k.key when 'category' then 'brand' else k.key end as dimension
      from jsonb_object_keys(coalesce(p_filters, '{}')) as k (key)
     where k.key not in ('country', 'traffic') and jsonb_typeof(p_filters -> k.key) <> 'null'
    union
    select p_dimension where p_dimension <> 'country'
  )
  select case
    when extract(epoch from p_from)::bigint % 3600 <> 0 or extract(epoch from p_to)::bigint % 3600 <> 0 then null
    when not exists (select 1 from needed) then 'country'
    when (select count(*) from needed) = 1 then (
      select n.dimension from needed as n
       where n.dimension in ('brand', 'browser', 'campaign', 'device', 'landing', 'os', 'position', 'source')
    )
  end
$$;


ALTER FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text) OWNER TO postgres;

--
-- Name: FUNCTION report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text) IS 'The rollup that answers a report exactly: ''country'' (traffic_hourly_clicks/sessions), a dimension of traffic_hourly_click/session_dimensions, or null for the raw rows.';


--
-- Name: report_schedules_check(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_schedules_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_section text;
begin
  select v.section into v_section from public.saved_views as v where v.id = new.view_id;
  if v_section is distinct from 'analytics' then
    raise exception 'Only Analytics views can be emailed' using errcode = '23514';
  end if;
  new.recipients := array(select distinct unnest(new.recipients));
  if exists (
    select 1 from unnest(new.recipients) as r (id)
     where not exists (
       select 1 from public.admin_users as a
        where a.id = r.id and a.disabled_at is null
          and a.role = any (private.section_read_roles(v_section))))
  then
    raise exception 'Every recipient must be staff who can read Analytics'
      using errcode = '23514', hint = 'Choose admins or analysts.';
  end if;
  if tg_op = 'INSERT' or new.frequency is distinct from old.frequency then
    new.next_run_at := private.report_next_run(new.frequency, now());
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.report_schedules_check() OWNER TO postgres;

--
-- Name: FUNCTION report_schedules_check(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_schedules_check() IS 'Trigger on report_schedules: only Analytics views, recipients are active staff reading Analytics, next_run_at follows the frequency.';


--
-- Name: report_session_source(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_session_source(p_rollup text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
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
$_$;


ALTER FUNCTION private.report_session_source(p_rollup text) OWNER TO postgres;

--
-- Name: FUNCTION report_session_source(p_rollup text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_session_source(p_rollup text) IS 'FROM item of the reports'' sessions (alias s, n = sessions per row) for private.report_rollup''s answer: the raw rows, or a rollup of the period $1..$2 plus private.session_tail (rows past the watermark, pending changes).';


--
-- Name: report_session_where(jsonb, integer); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.report_session_where(p_filters jsonb, p_param integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select string_agg(format(f.condition, '$' || p_param), ' ' order by f.key)
    from (values
      ('browser', 'and s.browser = %1$s ->> ''browser'''),
      ('campaign', 'and s.utm_campaign = %1$s ->> ''campaign'''),
      ('country', 'and s.country = coalesce((select co.name from public.countries as co where co.slug = lower(%1$s ->> ''country'')), %1$s ->> ''country'')'),
      ('device', 'and s.device_type = %1$s ->> ''device'''),
      ('landing', 'and s.entry_page = %1$s ->> ''landing'''),
      ('medium', 'and s.utm_medium = %1$s ->> ''medium'''),
      ('os', 'and s.os = %1$s ->> ''os'''),
      ('referrer', 'and s.referrer_host = lower(%1$s ->> ''referrer'')'),
      ('source', 'and s.utm_source = %1$s ->> ''source''')
    ) as f (key, condition)
   where p_filters ? f.key and jsonb_typeof(p_filters -> f.key) <> 'null'
$_$;


ALTER FUNCTION private.report_session_where(p_filters jsonb, p_param integer) OWNER TO postgres;

--
-- Name: FUNCTION report_session_where(p_filters jsonb, p_param integer); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.report_session_where(p_filters jsonb, p_param integer) IS 'SQL conditions on visitor_sessions (alias s) for the report filters sessions carry, reading their values from the jsonb parameter $p_param.';


--
-- Name: reporting_currency(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.reporting_currency() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select nullif(s.value #>> '{}', '') from public.site_settings as s where s.key = 'reporting.currency'),
    'EUR'
  )
$$;


ALTER FUNCTION private.reporting_currency() OWNER TO postgres;

--
-- Name: FUNCTION reporting_currency(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.reporting_currency() IS 'ISO 4217 code of the reporting currency (site_settings reporting.currency, EUR when unset); readable by signed-in callers through public.reporting_currency() because the setting itself is admin-only.';


--
-- Name: reporting_time_zone(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.reporting_time_zone() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select nullif(s.value #>> '{}', '') from public.site_settings as s where s.key = 'reporting.time_zone'),
    'UTC'
  )
$$;


ALTER FUNCTION private.reporting_time_zone() OWNER TO postgres;

--
-- Name: FUNCTION reporting_time_zone(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.reporting_time_zone() IS 'IANA time zone of the reports (site_settings reporting.time_zone, UTC when unset); readable by signed-in callers because the setting itself is admin-only.';


--
-- Name: request_alert_deliveries(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_alert_deliveries() RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_url text;
  v_key text;
begin
  if not exists (select 1 from public.alerts as a
                  where a.notified_at is null or (a.cleared_at is not null and a.cleared_notified_at is null)) then
    return null;
  end if;
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into v_key from vault.decrypted_secrets where name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'Alerts wait for delivery, but the Vault secrets project_url and service_role_key are not set';
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/alerts',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := '{"deliver": true}'::jsonb,
    timeout_milliseconds := 120000);
end;
$$;


ALTER FUNCTION private.request_alert_deliveries() OWNER TO postgres;

--
-- Name: FUNCTION request_alert_deliveries(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_alert_deliveries() IS 'Calls the alerts function by pg_net (Vault secrets project_url and service_role_key, as the link checks) when an episode''s opening or clearing waits for delivery.';


--
-- Name: request_function(text, jsonb); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_function(p_name text, p_body jsonb) RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_url text;
  v_key text;
begin
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into v_key from vault.decrypted_secrets where name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'The % function is due, but the Vault secrets project_url and service_role_key are not set', p_name;
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || p_name,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := p_body,
    timeout_milliseconds := 300000);
end;
$$;


ALTER FUNCTION private.request_function(p_name text, p_body jsonb) OWNER TO postgres;

--
-- Name: FUNCTION request_function(p_name text, p_body jsonb); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_function(p_name text, p_body jsonb) IS 'Calls the edge function p_name with p_body and the service key, by pg_net (Vault secrets project_url and service_role_key); the request id, or null while the secrets are unset. For pg_cron''s jobs.';


--
-- Name: request_headers(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_headers() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb)
$$;


ALTER FUNCTION private.request_headers() OWNER TO postgres;

--
-- Name: FUNCTION request_headers(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_headers() IS 'The current request''s headers as PostgREST passes them (lower-case names); {} outside a request.';


--
-- Name: request_ip(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_ip() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return request_guard.client_ip();
end;
$$;


ALTER FUNCTION private.request_ip() OWNER TO postgres;

--
-- Name: FUNCTION request_ip(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_ip() IS 'The client address, as request_guard.client_ip() reads it (the one definition).';


--
-- Name: request_is_trusted(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_is_trusted() RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- The JWT's role as auth.role() reads it.
  return coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
     and coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role',
                  'none') not in ('anon', 'authenticated');
end;
$$;


ALTER FUNCTION private.request_is_trusted() OWNER TO postgres;

--
-- Name: FUNCTION request_is_trusted(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_is_trusted() IS 'True for service_role and direct superuser connections (seed, migrations, back-office jobs); false for the API''s anon and authenticated roles. Works inside SECURITY DEFINER functions because it reads the role setting and the JWT, not current_user.';


--
-- Name: request_link_checks(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_link_checks() RETURNS bigint
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.request_function('link-check', '{"due": true}')
   where exists (select 1 from public.due_link_checks(1))
$$;


ALTER FUNCTION private.request_link_checks() OWNER TO postgres;

--
-- Name: request_reports(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_reports() RETURNS bigint
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.request_function('reports', '{"due": true}')
   where exists (select 1 from public.report_schedules as s
                  where s.next_run_at <= now()
                    and (s.sending_since is null or s.sending_since < now() - interval '15 minutes'))
$$;


ALTER FUNCTION private.request_reports() OWNER TO postgres;

--
-- Name: FUNCTION request_reports(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_reports() IS 'pg_cron job (every 15 minutes): asks the reports function by pg_net to send the report schedules that are due.';


--
-- Name: request_user_agent(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.request_user_agent() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 512);
end;
$$;


ALTER FUNCTION private.request_user_agent() OWNER TO postgres;

--
-- Name: FUNCTION request_user_agent(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.request_user_agent() IS 'User-Agent header of the current request (at most 512 characters); null outside a request.';


--
-- Name: reserved_route_segments(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.reserved_route_segments() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[
    '404', 'admin', 'api', 'assets', 'auth', 'compare', 'functions', 'go', 'index', 'login',
    'media', 'rest', 'reviews', 'robots', 'shell', 'sitemap', 'static', 'storage', 'uploads'
  ]::text[]
$$;


ALTER FUNCTION private.reserved_route_segments() OWNER TO postgres;

--
-- Name: FUNCTION reserved_route_segments(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.reserved_route_segments() IS 'First URL segments the site''s own routes and files take (/reviews, /admin, /assets, /sitemap.xml...): no page may use them as its slug.';


--
-- Name: restore_deleted_row(text, text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.restore_deleted_row(p_table text, p_record_id text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_entry public.audit_log%rowtype;
  v_child record;
  v_kept private.deleted_postback_sources%rowtype;
begin
  -- SECURITY DEFINER because API users may not write created_at (brands grants no such column),
  -- so the checks are explicit: an allow-list of tables (not media, whose file would not come
  -- back with its row) and the roles their insert policies admit.
  if p_table is null
     or p_table <> all (array['countries', 'categories', 'brands', 'pages', 'code_snippets', 'postback_sources']) then
    raise exception 'Rows of % cannot be restored', coalesce(p_table, 'null') using errcode = '22023';
  end if;
  if p_table in ('code_snippets', 'postback_sources') then
    if not private.is_admin() then
      raise exception 'Only admins may restore deleted % rows', p_table using errcode = '42501';
    end if;
  elsif not private.has_role(array['admin', 'editor']) then
    raise exception 'Only editors and admins may restore deleted rows' using errcode = '42501';
  end if;

  select a.* into v_entry
    from public.audit_log as a
   where a.table_name = p_table and a.record_id = p_record_id
   order by a.id desc
   limit 1;
  if not found or v_entry.action <> 'delete' then
    -- A restore is logged as an insert, so a second one finds the delete no longer the latest change.
    raise exception 'There is no deleted row to restore (it may have been restored already)'
      using errcode = 'P0002';
  end if;
  if v_entry.occurred_at < now() - interval '10 minutes' then
    raise exception 'This delete is too old to undo (more than 10 minutes ago)' using errcode = 'P0001';
  end if;

  -- Read by set_timestamps(); local to this transaction (API clients cannot set settings).
  perform set_config('app.restoring_txid', txid_current()::text, true);

  execute format(
    'insert into public.%1$I select * from jsonb_populate_record(null::public.%1$I, $1)', p_table
  ) using v_entry.old_data;

  -- Tag rows the same statement deleted by cascade (a brand's or a category's), whose other end still exists.
  if p_table in ('brands', 'categories') and v_entry.txid is not null then
    for v_child in
      select a.old_data
        from public.audit_log as a
       where a.txid = v_entry.txid and a.action = 'delete' and a.table_name = 'brand_categories'
         and a.old_data ->> (case p_table when 'brands' then 'brand_id' else 'category_id' end) = p_record_id
    loop
      insert into public.brand_categories
      select r.* from jsonb_populate_record(null::public.brand_categories, v_child.old_data) as r
       where exists (select 1 from public.brands as b where b.id = r.brand_id)
         and exists (select 1 from public.categories as c where c.id = r.category_id)
      on conflict do nothing;
    end loop;
  end if;

  -- A source's secret (its hashes, never in audit_log) and its postbacks' link.
  if p_table = 'postback_sources' then
    delete from private.deleted_postback_sources as k
     where k.source_id = p_record_id::uuid
    returning k.* into v_kept;
    if v_kept.secret is not null then
      insert into public.postback_source_secrets
      select * from jsonb_populate_record(null::public.postback_source_secrets, v_kept.secret);
    end if;
    if v_kept.postback_ids is not null then
      update public.postbacks as p
         set source_id = p_record_id::uuid
       where p.id = any (v_kept.postback_ids) and p.source_id is null;
    end if;
    delete from private.deleted_postback_sources where deleted_at < now() - interval '10 minutes';
  end if;

  perform set_config('app.restoring_txid', '', true);
  return v_entry.old_data;
end;
$_$;


ALTER FUNCTION private.restore_deleted_row(p_table text, p_record_id text) OWNER TO postgres;

--
-- Name: FUNCTION restore_deleted_row(p_table text, p_record_id text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.restore_deleted_row(p_table text, p_record_id text) IS 'Undo of a delete: puts the row back from audit_log exactly as it was (created_at included) with the brand_categories rows its delete cascaded to, and a postback source with its secret and its postbacks'' link (private.deleted_postback_sources). Editors and admins for countries, categories, brands and pages; admins only for code_snippets and postback_sources; only the latest change of the row, at most 10 minutes old (so only once). Visitors'' votes of a brand are not audited and do not come back.';


--
-- Name: section_read_roles(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.section_read_roles(p_section text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    (select s.roles from (values
      ('dashboard', array['admin', 'editor', 'analyst']),
      ('countries', array['admin', 'editor']),
      ('brands', array['admin', 'editor']),
      ('pages', array['admin', 'editor']),
      ('categories', array['admin', 'editor']),
      ('users', array['admin']),
      ('media', array['admin', 'editor']),
      ('uploads', array['admin', 'editor']),
      ('analytics', array['admin', 'analyst']),
      ('incoming', array['admin', 'analyst']),
      ('clickLog', array['admin', 'analyst']),
      ('codeSnippets', array['admin']),
      ('postbacks', array['admin', 'analyst']),
      ('testPostback', array['admin']),
      ('settings', array['admin']),
      ('compliance', array['admin', 'editor', 'analyst']),
      ('linkHealth', array['admin', 'editor', 'analyst']),
      ('alerts', array['admin', 'editor', 'analyst']),
      ('auditLog', array['admin'])
    ) as s (section, roles) where s.section = p_section),
    array['admin'])
$$;


ALTER FUNCTION private.section_read_roles(p_section text) OWNER TO postgres;

--
-- Name: FUNCTION section_read_roles(p_section text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.section_read_roles(p_section text) IS 'The staff roles that read an admin section (its key in src/features/admin/sections.ts); admin only for a key not listed.';


--
-- Name: visitor_sessions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.visitor_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id text NOT NULL,
    user_id text NOT NULL,
    entry_page text,
    first_page_url text,
    referrer text,
    device_type text,
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
    session_end timestamp with time zone,
    time_on_site_sec integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    referrer_host text GENERATED ALWAYS AS (lower("substring"(referrer, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'::text))) STORED,
    ingest_xid xid8 DEFAULT pg_current_xact_id(),
    CONSTRAINT visitor_sessions_device_type_known CHECK ((device_type = ANY (ARRAY['desktop'::text, 'tablet'::text, 'mobile'::text]))),
    CONSTRAINT visitor_sessions_session_id_format CHECK ((session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text)),
    CONSTRAINT visitor_sessions_time_on_site_range CHECK ((time_on_site_sec >= 0)),
    CONSTRAINT visitor_sessions_user_id_format CHECK ((user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text))
);


ALTER TABLE public.visitor_sessions OWNER TO postgres;

--
-- Name: TABLE visitor_sessions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.visitor_sessions IS 'Incoming traffic: one row per browser tab session (the first page view of the tab). Visitors insert, never read; admins and analysts read (/admin/incoming).';


--
-- Name: COLUMN visitor_sessions.session_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.session_id IS 'Per-tab id created by the browser (session storage); unique.';


--
-- Name: COLUMN visitor_sessions.user_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.user_id IS 'Persistent visitor id created by the browser (local storage); not an auth user.';


--
-- Name: COLUMN visitor_sessions.entry_page; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.entry_page IS 'Path of the first page of the session (e.g. /ca).';


--
-- Name: COLUMN visitor_sessions.first_page_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.first_page_url IS 'Full URL of the first page, with its query string.';


--
-- Name: COLUMN visitor_sessions.referrer; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.referrer IS 'document.referrer of the first page view.';


--
-- Name: COLUMN visitor_sessions.device_type; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.device_type IS 'desktop, tablet or mobile (parsed from the user agent by the browser).';


--
-- Name: COLUMN visitor_sessions.screen_resolution; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.screen_resolution IS 'Screen size as WIDTHxHEIGHT.';


--
-- Name: COLUMN visitor_sessions.user_agent; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.user_agent IS 'User-Agent header of the insert request (server-side; a client-sent value is ignored).';


--
-- Name: COLUMN visitor_sessions.utm_source; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.utm_source IS 'utm_source query parameter of the first page (likewise utm_medium, utm_campaign, utm_term, utm_content).';


--
-- Name: COLUMN visitor_sessions.gclid; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.gclid IS 'Google Ads click id from the landing URL (fbclid: Meta, msclkid: Microsoft Ads, ttclid: TikTok).';


--
-- Name: COLUMN visitor_sessions.country; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.country IS 'Country name from the browser''s IP geolocation lookup (client-reported).';


--
-- Name: COLUMN visitor_sessions.city; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.city IS 'City from the browser''s IP geolocation lookup (client-reported).';


--
-- Name: COLUMN visitor_sessions.ip_address; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.ip_address IS 'Client IP from X-Forwarded-For (server-side; a client-sent value is ignored).';


--
-- Name: COLUMN visitor_sessions.session_end; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.session_end IS 'Server time the tab was last hidden or closed (recorded through end_visitor_session()).';


--
-- Name: COLUMN visitor_sessions.time_on_site_sec; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.time_on_site_sec IS 'Seconds on site reported at session end; only values >= 5 are recorded, capped at the time since created_at + 5 s.';


--
-- Name: COLUMN visitor_sessions.created_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.created_at IS 'Server time the session started (the insert).';


--
-- Name: COLUMN visitor_sessions.referrer_host; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.referrer_host IS 'Host of the referrer URL, lower case, without user info or port; null unless the referrer is an absolute URL (generated).';


--
-- Name: COLUMN visitor_sessions.ingest_xid; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_sessions.ingest_xid IS 'Transaction that inserted the session: rows at or past traffic_rollup_state.watermark are not in the rollups yet (null: folded before the watermark existed).';


--
-- Name: session_dimensions(public.visitor_sessions); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.session_dimensions(s public.visitor_sessions) RETURNS TABLE(dimension text, value text, source_key text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values
    ('browser', s.browser, null::text),
    ('campaign', s.utm_campaign, null),
    ('device', s.device_type, null),
    ('landing', s.entry_page, null),
    ('os', s.os, null),
    ('source', coalesce(s.utm_source, s.referrer_host),
     case when s.utm_source is null and s.referrer_host is not null then 'referrer' end)
$$;


ALTER FUNCTION private.session_dimensions(s public.visitor_sessions) OWNER TO postgres;

--
-- Name: FUNCTION session_dimensions(s public.visitor_sessions); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.session_dimensions(s public.visitor_sessions) IS 'The rollup dimensions a session carries with its value in each, in dimension order.';


--
-- Name: session_grants_staff_rights(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.session_grants_staff_rights() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.session_is_live() and private.two_factor_state() in ('verified', 'optional');
end;
$$;


ALTER FUNCTION private.session_grants_staff_rights() OWNER TO postgres;

--
-- Name: FUNCTION session_grants_staff_rights(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.session_grants_staff_rights() IS 'True when the request''s session is live (private.session_is_live) and its assurance level is enough for the caller (private.two_factor_state: verified or optional). Required by every role helper.';


--
-- Name: session_is_live(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.session_is_live() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- The claim as auth.jwt() reads it.
  v_session text := coalesce(
    nullif(current_setting('request.jwt.claim.session_id', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::json ->> 'session_id');
begin
  if v_session is null or not pg_input_is_valid(v_session, 'uuid') then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions as s
     where s.id = v_session::uuid
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now()));
end;
$$;


ALTER FUNCTION private.session_is_live() OWNER TO postgres;

--
-- Name: FUNCTION session_is_live(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.session_is_live() IS 'True when the request''s JWT names a live Auth session of its user: the session_id claim is a row of auth.sessions with the same user_id, not past its not_after. Sign-out, sign-out everywhere and a password change delete the row, so staff rights end with it.';


--
-- Name: session_rollup_key(public.visitor_sessions); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.session_rollup_key(s public.visitor_sessions) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_array(s.created_at, s.country, s.browser, s.utm_campaign, s.device_type, s.entry_page, s.os,
    s.utm_source, s.referrer_host)
$$;


ALTER FUNCTION private.session_rollup_key(s public.visitor_sessions) OWNER TO postgres;

--
-- Name: FUNCTION session_rollup_key(s public.visitor_sessions); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.session_rollup_key(s public.visitor_sessions) IS 'What a session''s rollup rows depend on: an update changing none of it leaves the rollups as they are.';


--
-- Name: session_tail(timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS TABLE(sign integer, session public.visitor_sessions)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION session_tail(p_from timestamp with time zone, p_to timestamp with time zone); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) IS 'Sessions of the period the rollups do not hold yet: rows at or past the watermark (sign 1) and pending changes of folded rows (old row -1, new row +1).';


--
-- Name: set_timestamps(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.set_timestamps() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_untrusted boolean := coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated');
begin
  -- restore_deleted_row() marks its own transaction: the row comes back with the times it had.
  if tg_op = 'INSERT' and current_setting('app.restoring_txid', true) = txid_current()::text then
    return new;
  end if;
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


ALTER FUNCTION private.set_timestamps() OWNER TO postgres;

--
-- Name: FUNCTION set_timestamps(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.set_timestamps() IS 'Shared BEFORE INSERT OR UPDATE trigger: keeps created_at (set once, never changed by API users) and updated_at (now() on every write); a row put back by restore_deleted_row() keeps both.';


--
-- Name: setting_value_error(text, jsonb); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.setting_value_error(p_key text, p_value jsonb) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
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
$_$;


ALTER FUNCTION private.setting_value_error(p_key text, p_value jsonb) OWNER TO postgres;

--
-- Name: FUNCTION setting_value_error(p_key text, p_value jsonb); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.setting_value_error(p_key text, p_value jsonb) IS 'What a valid value of a known site_settings key looks like when the given one is not; null when valid or the key is not typed.';


--
-- Name: site_settings_validate(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.site_settings_validate() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.site_settings_validate() OWNER TO postgres;

--
-- Name: FUNCTION site_settings_validate(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.site_settings_validate() IS 'Refuses a site_settings value of the wrong type or range for its key (private.setting_value_error).';


--
-- Name: slugify(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.slugify(p_value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(btrim(regexp_replace(lower(coalesce(p_value, '')), '[^a-z0-9]+', '-', 'g'), '-'), '')
$$;


ALTER FUNCTION private.slugify(p_value text) OWNER TO postgres;

--
-- Name: FUNCTION slugify(p_value text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.slugify(p_value text) IS 'Lower-case, hyphen-separated ASCII slug of a name ("Royal Maple Casino" -> "royal-maple-casino").';


--
-- Name: staff_directory(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.staff_directory() RETURNS TABLE(id uuid, name text, email text, role text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select a.id, coalesce(nullif(btrim(a.full_name), ''), a.email), a.email, a.role
    from public.admin_users as a
   where a.disabled_at is null and (select private.is_staff())
   order by 2, a.id
$$;


ALTER FUNCTION private.staff_directory() OWNER TO postgres;

--
-- Name: FUNCTION staff_directory(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.staff_directory() IS 'Every active staff member''s id, name (or email), email and role, for staff callers only.';


--
-- Name: staff_role(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.staff_role() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select a.role from public.admin_users as a
   where a.id = (select auth.uid()) and a.disabled_at is null
     and (select private.session_grants_staff_rights())
$$;


ALTER FUNCTION private.staff_role() OWNER TO postgres;

--
-- Name: FUNCTION staff_role(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.staff_role() IS 'Role (admin, editor or analyst) of the calling user, or null when the caller is not staff, is disabled, has no live session or owes a verification code.';


--
-- Name: text_array_matches(text[], text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.text_array_matches(p_values text[], p_pattern text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(bool_and(v ~ p_pattern), true) from unnest(p_values) as v
$$;


ALTER FUNCTION private.text_array_matches(p_values text[], p_pattern text) OWNER TO postgres;

--
-- Name: FUNCTION text_array_matches(p_values text[], p_pattern text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.text_array_matches(p_values text[], p_pattern text) IS 'True when every element of the array matches the regular expression (used by check constraints).';


--
-- Name: token_hash(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.token_hash(p_token text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;


ALTER FUNCTION private.token_hash(p_token text) OWNER TO postgres;

--
-- Name: FUNCTION token_hash(p_token text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.token_hash(p_token text) IS 'SHA-256 (hex) of a postback token, as the postback function computes it.';


--
-- Name: two_factor_state(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.two_factor_state() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    return 'optional';
  end if;
  if (select auth.jwt()) ->> 'aal' = 'aal2' then
    return 'verified';
  end if;
  if exists (select 1 from auth.mfa_factors as f where f.user_id = v_user and f.status = 'verified') then
    return 'pending';
  end if;
  if exists (select 1 from public.admin_users as a
              where a.id = v_user and a.role = 'admin' and a.disabled_at is null)
     and coalesce((select s.value = 'true'::jsonb from public.site_settings as s
                    where s.key = 'admin.require_two_factor'), false) then
    return 'required';
  end if;
  return 'optional';
end;
$$;


ALTER FUNCTION private.two_factor_state() OWNER TO postgres;

--
-- Name: FUNCTION two_factor_state(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.two_factor_state() IS 'The caller''s two-factor state: verified (an aal2 token), pending (a verified factor but an aal1 token: a code is due), required (an admin without a factor while admin.require_two_factor is on: must enrol), optional (no factor and none required).';


--
-- Name: visitor_session_end_events_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.visitor_session_end_events_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_session public.visitor_sessions%rowtype;
  v_seconds integer;
  v_minimum integer := coalesce(  -- new
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'tracking.min_session_seconds' and jsonb_typeof(s.value) = 'number'),
    5);
begin
  new.received_at := now();
  new.applied := false;
  if new.time_on_site_sec < v_minimum then -- new
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


ALTER FUNCTION private.visitor_session_end_events_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION visitor_session_end_events_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.visitor_session_end_events_before_insert() IS 'Trigger on visitor_session_end_events: records session_end = now() and time_on_site_sec (from tracking.min_session_seconds on, 5 when unset; never decreasing, capped by the session''s age) on the visitor''s own session.';


--
-- Name: visitor_session_end_events_one_row(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.visitor_session_end_events_one_row() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.request_is_trusted() then
    perform private.one_row_per_request('session_end', 'A request ends one session');
  end if;
  return new;
end;
$$;


ALTER FUNCTION private.visitor_session_end_events_one_row() OWNER TO postgres;

--
-- Name: FUNCTION visitor_session_end_events_one_row(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.visitor_session_end_events_one_row() IS 'Trigger on visitor_session_end_events: one session end per visitor request.';


--
-- Name: visitor_sessions_before_insert(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.visitor_sessions_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.visitor_sessions_before_insert() OWNER TO postgres;

--
-- Name: FUNCTION visitor_sessions_before_insert(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.visitor_sessions_before_insert() IS 'Trigger on visitor_sessions: one session per visitor request; IP, user agent and start time from the server; session end fields cleared; texts clipped; bot sessions skipped (nothing stored).';


--
-- Name: visitor_sessions_log_changes(); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.visitor_sessions_log_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION private.visitor_sessions_log_changes() OWNER TO postgres;

--
-- Name: FUNCTION visitor_sessions_log_changes(); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.visitor_sessions_log_changes() IS 'Statement trigger on visitor_sessions: deletes and rollup-relevant updates go to traffic_session_changes for the fold job.';


--
-- Name: webhook_url_error(text); Type: FUNCTION; Schema: private; Owner: postgres
--

CREATE FUNCTION private.webhook_url_error(p_url text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  v_host text;
  v_address inet;
begin
  if p_url is null then
    return null;
  end if;
  if char_length(p_url) > 2000 then
    return 'Webhook URL "webhook_url" is longer than 2000 characters';
  end if;
  if p_url ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?(/[^\s]*)?$' then
    return null;
  end if;
  if p_url !~ '^https://[^\s/?#@]+(/[^\s]*)?$' then
    return 'Webhook URL "webhook_url" must be an https URL (http only to 127.0.0.1 or localhost)';
  end if;
  v_host := lower(substring(p_url from '^https://([^/?#]+)'));
  v_host := case when v_host like '[%' then substring(v_host from '^\[([^\]]+)\]')
                 else regexp_replace(v_host, ':[0-9]+$', '') end;
  if v_host = 'localhost' or v_host like '%.localhost' or v_host like '%.local' or v_host like '%.internal' then
    return 'Webhook URL "webhook_url" must point at a public address, not ' || v_host;
  end if;
  begin
    v_address := v_host::inet;
  exception when invalid_text_representation then
    return null; -- a name: resolved and checked when the function posts
  end;
  if v_address <<= any (array['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8',
        '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.168.0.0/16', '198.18.0.0/15',
        '224.0.0.0/3', '::/127', '::ffff:0:0/96', '64:ff9b::/96', 'fc00::/7', 'fe80::/10',
        'ff00::/8']::inet[]) then
    return 'Webhook URL "webhook_url" must point at a public address, not ' || host(v_address);
  end if;
  return null;
end;
$_$;


ALTER FUNCTION private.webhook_url_error(p_url text) OWNER TO postgres;

--
-- Name: FUNCTION webhook_url_error(p_url text); Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON FUNCTION private.webhook_url_error(p_url text) IS 'Why a webhook URL may not be saved (not https, or a literal private, loopback, link-local or reserved address), or null.';


--
-- Name: alert_unread_count(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.alert_unread_count() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- RLS: a caller who is not staff sees no alerts, so 0.
  select count(*)::integer from public.alerts as a
   where not exists (select 1 from public.alert_reads as r
                      where r.alert_id = a.id and r.user_id = (select auth.uid()));
$$;


ALTER FUNCTION public.alert_unread_count() OWNER TO postgres;

--
-- Name: FUNCTION alert_unread_count(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.alert_unread_count() IS 'How many alert episodes the caller (staff) has not marked read: the bell''s figure.';


--
-- Name: calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.calculate_traffic_quality_score(p_ip text DEFAULT NULL::text, p_user_agent text DEFAULT NULL::text, p_click_speed_ms integer DEFAULT NULL::integer, p_session_click_count integer DEFAULT NULL::integer, p_time_on_page_sec integer DEFAULT NULL::integer, p_referrer text DEFAULT NULL::text, p_recent_ip_events integer DEFAULT NULL::integer, p_recent_ip_clicks integer DEFAULT NULL::integer, p_webdriver boolean DEFAULT NULL::boolean) RETURNS TABLE(quality_score integer, is_suspicious boolean, quality_flags text[])
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return query select q.quality_score, q.is_suspicious, q.quality_flags
    from request_guard.traffic_quality(p_ip, p_user_agent, p_click_speed_ms, p_session_click_count,
                                       p_time_on_page_sec, p_referrer, p_recent_ip_events, p_recent_ip_clicks,
                                       p_webdriver) as q;
end;
$$;


ALTER FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) OWNER TO postgres;

--
-- Name: FUNCTION calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) IS 'Traffic quality score of a click, 0-100 (100 = clean), with the rules that fired as flags.
Rules, in order:
  empty_user_agent          user agent missing or blank (p_user_agent null = the request''s own User-Agent) -> score 0
  bot_user_agent            crawler, headless browser, automation tool or HTTP library (Googlebot, HeadlessChrome, curl, python-requests, ...) -> score 0
  bot_rule_user_agent       matches a pattern of the setting tracking.bot_user_agents (case-insensitive regular expressions) -> score 0
  bot_rule_ip_range         p_ip (the click trigger passes the request''s address) is inside a range of the setting tracking.bot_ip_ranges (CIDR) -> score 0
  webdriver                 the browser reports navigator.webdriver (automation)        -> score 0
  non_browser_user_agent    no "Mozilla/" or "Opera" token (e.g. a script''s "node")   -30
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
The click trigger on brand_clicks_history recomputes this score from the request''s own headers; a client-sent score is never stored.';


--
-- Name: cast_brand_vote(uuid, text, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) RETURNS TABLE(user_rating numeric, user_rating_votes integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  insert into public.brand_votes (brand_id, voter_id, rating) values (p_brand_id, p_voter_id, p_rating);
  return query
    select b.user_rating, b.user_rating_votes from public.brands as b where b.id = p_brand_id;
end;
$$;


ALTER FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) OWNER TO postgres;

--
-- Name: FUNCTION cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) IS 'Casts or changes the visitor''s star vote (1-5) for an active brand and returns the brand''s new user_rating and user_rating_votes. p_voter_id is the visitor''s persistent user_id.';


--
-- Name: check_offer(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.check_offer(p_brand jsonb) RETURNS TABLE(rule text, message text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with offer as (
    select b.*
      from jsonb_populate_record(null::public.brands, coalesce(p_brand, '{}')) as b
     where nullif(btrim(b.bonus_text), '') is not null
  ), rules as (
    select r.offer_max_wagering, r.offer_first_deposit_only, r.offer_requires_amount_reason_duration,
           r.offer_single_product, r.significant_terms_required, o.*
      from offer as o
      join public.market_rules as r on r.country_id = o.country_id and r.region_code is null
  )
  select 'max_wagering', format('Wagering of %sx is above the cap of %sx',
           trim_scale(wagering_multiple), trim_scale(offer_max_wagering))
    from rules where wagering_multiple > offer_max_wagering
  union all
  select 'significant_terms', 'The significant terms must be stated (missing: '
           || concat_ws(', ', case when wagering_multiple is null then 'wagering' end,
                              case when full_terms_url is null then 'full terms link' end) || ')'
    from rules
   where significant_terms_required and (wagering_multiple is null or full_terms_url is null)
  union all
  select 'first_deposit_only', 'A bonus is only allowed at first play: mark it as a first-deposit offer'
    from rules where offer_first_deposit_only and not coalesce(first_deposit_offer, false)
  union all
  select 'amount_reason_duration', 'A bonus states its amount, reason and duration (missing: '
           || concat_ws(', ', case when bonus_amount is null then 'amount' end,
                              case when bonus_reason is null then 'reason' end,
                              case when bonus_expiry_days is null then 'duration' end) || ')'
    from rules
   where offer_requires_amount_reason_duration
     and (bonus_amount is null or bonus_reason is null or bonus_expiry_days is null)
  union all
  select 'single_product', format('A bonus may not mix products (%s)', array_to_string(bonus_products, ', '))
    from rules where offer_single_product and cardinality(bonus_products) > 1;
$$;


ALTER FUNCTION public.check_offer(p_brand jsonb) OWNER TO postgres;

--
-- Name: FUNCTION check_offer(p_brand jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.check_offer(p_brand jsonb) IS 'The rules of the brand''s market (market_rules, region_code null) that its offer breaks, as (rule, message): max_wagering, significant_terms, first_deposit_only, amount_reason_duration, single_product. Takes the brand''s values as JSON (country_id and the offer''s columns; missing keys are null); no offer (blank bonus_text), no breaches.';


--
-- Name: check_user_admin_status(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.check_user_admin_status(user_email text) RETURNS TABLE(id uuid, email text, role text, admin_token text, password_setup_completed boolean, updated_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select a.id, a.email, a.role, a.admin_token, a.password_setup_completed, a.updated_at
  from public.admin_users as a
  where a.id = (select auth.uid())
    and a.email = lower(btrim(user_email))
    and a.disabled_at is null
$$;


ALTER FUNCTION public.check_user_admin_status(user_email text) OWNER TO postgres;

--
-- Name: FUNCTION check_user_admin_status(user_email text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.check_user_admin_status(user_email text) IS 'The admin check of the login flow: one row (the caller''s staff record) when user_email is the signed-in caller''s own email and the caller is staff; no row for any other email, a non-staff user or anon.';


--
-- Name: claim_alert_deliveries(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.claim_alert_deliveries(p_limit integer DEFAULT 20) RETURNS TABLE(alert_id uuid, event text, rule_id uuid, rule_name text, kind text, webhook_url text, recipients text[], subject_label text, message text, cleared_message text, link text, fired_at timestamp with time zone, cleared_at timestamp with time zone, figure numeric, baseline numeric, threshold numeric)
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with due as (
    select a.id, case when a.notified_at is null then 'fired' else 'cleared' end as event
      from public.alerts as a
     where a.notified_at is null or (a.cleared_at is not null and a.cleared_notified_at is null)
     order by a.fired_at
     limit least(greatest(p_limit, 1), 100)
       for update skip locked
  ),
  taken as (
    update public.alerts as a
       set notified_at = coalesce(a.notified_at, now()),
           cleared_notified_at = case when due.event = 'cleared' then now() else a.cleared_notified_at end
      from due
     where a.id = due.id
    returning a.*, due.event
  )
  select t.id, t.event, r.id, r.name, t.kind, r.webhook_url,
         array(select u.email from public.alert_subscriptions as s
                 join public.admin_users as u on u.id = s.user_id
                where s.rule_id = r.id and u.disabled_at is null
                order by u.email),
         t.subject_label, t.message, t.cleared_message, t.link, t.fired_at, t.cleared_at, t.figure,
         t.baseline, t.threshold
    from taken as t
    join public.alert_rules as r on r.id = t.rule_id
   order by t.fired_at
$$;


ALTER FUNCTION public.claim_alert_deliveries(p_limit integer) OWNER TO postgres;

--
-- Name: FUNCTION claim_alert_deliveries(p_limit integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.claim_alert_deliveries(p_limit integer) IS 'The alerts function''s next deliveries (an episode''s opening, or its clearing), each taken once: stamped notified_at / cleared_notified_at as it is returned, with the rule''s webhook and its subscribers'' addresses.';


--
-- Name: claim_due_reports(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.claim_due_reports(p_limit integer DEFAULT 10) RETURNS TABLE(schedule_id uuid, claimed_at timestamp with time zone, view_id uuid, view_name text, state jsonb, frequency text, period_from date, period_to date, recipients jsonb)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_tz text := private.reporting_time_zone();
begin
  return query
  with due as (
    select s.id from public.report_schedules as s
     where s.next_run_at <= now()
       and (s.sending_since is null or s.sending_since < now() - interval '15 minutes')
     order by s.next_run_at, s.id
     limit least(greatest(p_limit, 1), 50)
       for update skip locked
  ),
  claimed as (
    update public.report_schedules as s set sending_since = now()
      from due where s.id = due.id
    returning s.*
  )
  select c.id, c.sending_since, v.id, v.name, v.state, c.frequency,
         case c.frequency
           when 'daily' then (c.next_run_at at time zone v_tz)::date - 1
           when 'weekly' then (c.next_run_at at time zone v_tz)::date - 7
           else (date_trunc('month', (c.next_run_at at time zone v_tz)::date - 1))::date
         end,
         (c.next_run_at at time zone v_tz)::date - 1,
         coalesce((select jsonb_agg(jsonb_build_object('email', a.email,
                                   'name', coalesce(nullif(btrim(a.full_name), ''), a.email))
                                   order by a.email)
                     from public.admin_users as a
                    where a.id = any (c.recipients) and a.disabled_at is null
                      and a.role = any (private.section_read_roles(v.section))), '[]')
    from claimed as c
    join public.saved_views as v on v.id = c.view_id;
end;
$$;


ALTER FUNCTION public.claim_due_reports(p_limit integer) OWNER TO postgres;

--
-- Name: FUNCTION claim_due_reports(p_limit integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.claim_due_reports(p_limit integer) IS 'The report schedules due now, claimed for the caller (the reports function) so that no other call sends them: each with its view, the period it reports and its recipients'' addresses.';


--
-- Name: content_changes_since(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.content_changes_since(p_since timestamp with time zone) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Null for callers who may not read the content trail, so that nobody is told "0 changes".
  select case
    when (select private.has_role(array['admin', 'editor'])) then (
      select count(*)::integer
        from public.audit_log as a
       where a.occurred_at > p_since and a.table_name = any (private.content_tables())
    )
  end
$$;


ALTER FUNCTION public.content_changes_since(p_since timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION content_changes_since(p_since timestamp with time zone); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.content_changes_since(p_since timestamp with time zone) IS 'How many changes to content tables audit_log holds after p_since (the last build of the public pages). Counts under the caller''s RLS; null for staff who may not read that trail.';


--
-- Name: count_postback_request(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.count_postback_request(p_ip text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_limit integer := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'postbacks.rate_limit_per_minute' and jsonb_typeof(s.value) = 'number'
        and (s.value #>> '{}')::numeric between 1 and 1000000
        and (s.value #>> '{}')::numeric = trunc((s.value #>> '{}')::numeric)),
    300);
  v_minute timestamptz := date_trunc('minute', now());
  v_address inet;
  v_key text := 'unknown';
  v_hits integer;
  v_first boolean;
begin
  begin
    v_address := nullif(btrim(p_ip), '')::inet;
  exception when invalid_text_representation then
    v_address := null;
  end;
  if v_address is not null then
    -- The server itself, local development and test runners are not limited.
    if v_address <<= '127.0.0.0/8'::inet or v_address = '::1'::inet then
      return jsonb_build_object('allowed', true, 'limit', v_limit, 'retry_after', 0);
    end if;
    v_key := host(v_address);
  end if;

  insert into private.postback_address_counts as c (ip, window_start, hits)
  values (v_key, v_minute, 1)
  on conflict (ip, window_start) do update set hits = c.hits + 1
  returning c.hits, (c.xmax = 0) into v_hits, v_first;
  if v_first then
    delete from private.postback_address_counts as c where c.window_start < v_minute;
  end if;

  return jsonb_build_object(
    'allowed', v_hits <= v_limit,
    'limit', v_limit,
    'retry_after', ceil(extract(epoch from v_minute + interval '1 minute' - clock_timestamp()))::integer);
end;
$$;


ALTER FUNCTION public.count_postback_request(p_ip text) OWNER TO postgres;

--
-- Name: FUNCTION count_postback_request(p_ip text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.count_postback_request(p_ip text) IS 'The postback function''s per-address limit: counts one postback from p_ip in the current minute and answers {allowed, limit, retry_after}; allowed is false past the site setting postbacks.rate_limit_per_minute (default 300). Loopback addresses are not limited; an unknown address counts as "unknown". Service role only.';


--
-- Name: country_dependencies(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.country_dependencies(p_country_id uuid) RETURNS TABLE(brand_count integer, page_count integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    (select count(*)::integer from public.brands as b where b.country_id = p_country_id),
    (select count(*)::integer from public.pages as p where p.country_id = p_country_id)
$$;


ALTER FUNCTION public.country_dependencies(p_country_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION country_dependencies(p_country_id uuid); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.country_dependencies(p_country_id uuid) IS 'How many brands and pages belong to the country (the admin''s deletion check: a country with any cannot be deleted). Counts what the caller may read (staff: everything).';


--
-- Name: due_link_checks(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.due_link_checks(p_limit integer DEFAULT 20) RETURNS TABLE(brand_id uuid, brand_slug text, destination_url text, subid_param text, bonus_amount text, promo_code text, bonus_text text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.due_link_checks(p_limit integer) OWNER TO postgres;

--
-- Name: FUNCTION due_link_checks(p_limit integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.due_link_checks(p_limit integer) IS 'The listed (or monitor-paused) brands whose last link check is older than monitor.link_check_hours, oldest first: what the link-check function checks next.';


--
-- Name: duplicate_brand(uuid, uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  insert into public.brands (
    country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text,
    hover_bonus_text, rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag,
    is_active, is_editors_choice, is_trending, trust_icons, short_description, full_description,
    cta_button_text, sort_order, pros, cons, review_overview, review_bonuses, review_payments, review_games,
    review_mobile, review_security, review_support, review_verdict, metrics, payout_speed, license,
    min_deposit, bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout,
    bonus_expiry_days, eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url
  )
  select
    p_country_id, b.brand_name, p_slug, b.brand_logo_url, b.destination_url, b.subid_param, b.bonus_text,
    b.hover_bonus_text, b.rating_baseline, b.rating_baseline_votes, b.editor_score, b.today_picked_count,
    b.label_tag, b.is_active, b.is_editors_choice, b.is_trending, b.trust_icons, b.short_description,
    b.full_description, b.cta_button_text,
    coalesce((select max(t.sort_order) from public.brands as t where t.country_id = p_country_id), 0) + 1,
    b.pros, b.cons, b.review_overview, b.review_bonuses, b.review_payments, b.review_games, b.review_mobile,
    b.review_security, b.review_support, b.review_verdict, b.metrics, b.payout_speed, b.license,
    b.min_deposit, b.bonus_amount, b.bonus_reason, b.wagering_multiple, b.wagering_applies_to, b.max_bet,
    b.max_cashout, b.bonus_expiry_days, b.eligible_games, b.promo_code, b.first_deposit_offer, b.bonus_products,
    b.full_terms_url
  from public.brands as b
  where b.id = p_brand_id
  returning id into v_id;

  if v_id is null then
    raise exception 'The brand to duplicate was not found' using errcode = 'P0002';
  end if;

  insert into public.brand_categories (brand_id, category_id)
  select v_id, bc.category_id from public.brand_categories as bc where bc.brand_id = p_brand_id;

  return v_id;
end;
$$;


ALTER FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) OWNER TO postgres;

--
-- Name: FUNCTION duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) IS 'Copies a brand into a country under a new slug, with its category tags but not its votes, last in that country''s order; returns the copy''s id. Runs under the caller''s RLS (editors and admins).';


--
-- Name: end_user_sessions(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.end_user_sessions(p_user_id uuid) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.end_user_sessions(p_user_id)
$$;


ALTER FUNCTION public.end_user_sessions(p_user_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION end_user_sessions(p_user_id uuid); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.end_user_sessions(p_user_id uuid) IS 'See private.end_user_sessions.';


--
-- Name: end_visitor_session(text, text, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into public.visitor_session_end_events (session_id, user_id, time_on_site_sec)
  values (p_session_id, p_user_id, p_time_on_site_sec)
$$;


ALTER FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) OWNER TO postgres;

--
-- Name: FUNCTION end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) IS 'Records the end of the caller''s visitor session: session_end = now() and time_on_site_sec (recorded only when >= 5). Both ids must match the session row; a wrong pair changes nothing. Returns nothing (visitors never read sessions).';


--
-- Name: finish_report(uuid, timestamp with time zone, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text DEFAULT NULL::text) RETURNS timestamp with time zone
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.report_schedules as s
     set sending_since = null,
         last_error = left(p_error, 1000),
         last_sent_at = case when p_error is null then now() else s.last_sent_at end,
         next_run_at = case when p_error is null
                            then private.report_next_run(s.frequency, greatest(now(), s.next_run_at))
                            else s.next_run_at end
   where s.id = p_schedule_id and s.sending_since = p_claimed_at
  returning s.next_run_at
$$;


ALTER FUNCTION public.finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text) OWNER TO postgres;

--
-- Name: FUNCTION finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text) IS 'Ends the reports function''s claim on a schedule: after a send, next_run_at moves on once and last_sent_at is set; after a failure, last_error is kept for the next attempt. Null when the claim is no longer held.';


--
-- Name: issue_postback_secret(uuid, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.issue_postback_secret(p_source_id uuid, p_grace_hours integer DEFAULT 0) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.issue_postback_secret(p_source_id, p_grace_hours)
$$;


ALTER FUNCTION public.issue_postback_secret(p_source_id uuid, p_grace_hours integer) OWNER TO postgres;

--
-- Name: FUNCTION issue_postback_secret(p_source_id uuid, p_grace_hours integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.issue_postback_secret(p_source_id uuid, p_grace_hours integer) IS 'See private.issue_postback_secret.';


--
-- Name: issue_test_postback_token(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.issue_test_postback_token(p_source_id uuid) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.issue_test_postback_token(p_source_id)
$$;


ALTER FUNCTION public.issue_test_postback_token(p_source_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION issue_test_postback_token(p_source_id uuid); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.issue_test_postback_token(p_source_id uuid) IS 'See private.issue_test_postback_token.';


--
-- Name: link_check_requester(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.link_check_requester() RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when private.has_role(array['admin', 'editor']) then auth.uid() end;
$$;


ALTER FUNCTION public.link_check_requester() OWNER TO postgres;

--
-- Name: FUNCTION link_check_requester(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.link_check_requester() IS 'The caller''s id when they are an editor or admin (who may ask for a link check now), else null.';


--
-- Name: log_period_bounds(text, date, date); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.log_period_bounds(p_period text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone, time_zone text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_tz text := private.reporting_time_zone();
  v_today date;
  v_from date := p_from;
  v_to date := p_to;
begin
  begin
    v_today := (now() at time zone v_tz)::date;
  exception when invalid_parameter_value then
    v_tz := 'UTC';
    v_today := (now() at time zone v_tz)::date;
  end;
  case p_period
    when 'today' then v_from := v_today; v_to := v_today;
    when 'yesterday' then v_from := v_today - 1; v_to := v_today - 1;
    when '7d' then v_from := v_today - 6; v_to := v_today;
    when '30d' then v_from := v_today - 29; v_to := v_today;
    when '90d' then v_from := v_today - 89; v_to := v_today;
    else null;
  end case;
  return query select
    (v_from::timestamp at time zone v_tz),
    ((v_to + 1)::timestamp at time zone v_tz),
    v_tz;
end;
$$;


ALTER FUNCTION public.log_period_bounds(p_period text, p_from date, p_to date) OWNER TO postgres;

--
-- Name: FUNCTION log_period_bounds(p_period text, p_from date, p_to date); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.log_period_bounds(p_period text, p_from date, p_to date) IS 'A period of the traffic logs as UTC instants [starts_at, ends_at): p_period today | yesterday | 7d | 30d | 90d
(ending today), or the days p_from to p_to inclusive; days are cut in the reporting time zone (site_settings
''reporting.time_zone'', UTC when unset or unknown). A null bound stays open.';


--
-- Name: mark_alerts_read(uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mark_alerts_read(p_ids uuid[] DEFAULT NULL::uuid[]) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with marked as (
    insert into public.alert_reads (alert_id, user_id)
    select a.id, (select auth.uid()) from public.alerts as a
     where p_ids is null or a.id = any (p_ids)
    on conflict (alert_id, user_id) do nothing
    returning 1
  )
  select count(*)::integer from marked;
$$;


ALTER FUNCTION public.mark_alerts_read(p_ids uuid[]) OWNER TO postgres;

--
-- Name: FUNCTION mark_alerts_read(p_ids uuid[]); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.mark_alerts_read(p_ids uuid[]) IS 'Marks the given alert episodes (null: every one) read for the caller; returns how many were newly marked.';


--
-- Name: brands; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.brands (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    country_id uuid NOT NULL,
    brand_name text NOT NULL,
    brand_slug text NOT NULL,
    brand_logo_url text,
    destination_url text,
    subid_param text,
    bonus_text text,
    hover_bonus_text text,
    user_rating numeric(3,2),
    user_rating_votes integer DEFAULT 0 NOT NULL,
    rating_baseline numeric(3,2),
    rating_baseline_votes integer DEFAULT 0 NOT NULL,
    editor_score smallint DEFAULT 90 NOT NULL,
    today_picked_count integer DEFAULT 0 NOT NULL,
    label_tag text,
    is_active boolean DEFAULT true NOT NULL,
    is_editors_choice boolean DEFAULT false NOT NULL,
    is_trending boolean DEFAULT false NOT NULL,
    trust_icons text[] DEFAULT '{}'::text[] NOT NULL,
    short_description text,
    full_description text,
    cta_button_text text,
    sort_order integer DEFAULT 0 NOT NULL,
    pros text[] DEFAULT '{}'::text[] NOT NULL,
    cons text[] DEFAULT '{}'::text[] NOT NULL,
    review_overview text,
    review_bonuses text,
    review_payments text,
    review_games text,
    review_mobile text,
    review_security text,
    review_support text,
    review_verdict text,
    metrics jsonb DEFAULT '[]'::jsonb NOT NULL,
    payout_speed text,
    license text,
    min_deposit text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    blacklist_entry_id uuid,
    bonus_amount text,
    bonus_reason text,
    wagering_multiple numeric(5,1),
    wagering_applies_to text,
    max_bet text,
    max_cashout text,
    bonus_expiry_days smallint,
    eligible_games text,
    promo_code text,
    first_deposit_offer boolean DEFAULT false NOT NULL,
    bonus_products text[] DEFAULT '{casino}'::text[] NOT NULL,
    full_terms_url text,
    link_paused_at timestamp with time zone,
    link_pause_reason text,
    CONSTRAINT brands_bonus_amount_length CHECK (((char_length(bonus_amount) >= 1) AND (char_length(bonus_amount) <= 100))),
    CONSTRAINT brands_bonus_expiry_days_range CHECK (((bonus_expiry_days >= 1) AND (bonus_expiry_days <= 365))),
    CONSTRAINT brands_bonus_products CHECK ((((cardinality(bonus_products) >= 1) AND (cardinality(bonus_products) <= 6)) AND (bonus_products <@ ARRAY['casino'::text, 'live_casino'::text, 'sports'::text, 'bingo'::text, 'poker'::text, 'lottery'::text]))),
    CONSTRAINT brands_bonus_reason_length CHECK (((char_length(bonus_reason) >= 1) AND (char_length(bonus_reason) <= 200))),
    CONSTRAINT brands_bonus_text_length CHECK ((char_length(bonus_text) <= 300)),
    CONSTRAINT brands_brand_logo_url_format CHECK ((brand_logo_url ~* '^(https?://|/)'::text)),
    CONSTRAINT brands_brand_name_length CHECK (((char_length(brand_name) >= 1) AND (char_length(brand_name) <= 100))),
    CONSTRAINT brands_brand_slug_format CHECK ((brand_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT brands_cons_count CHECK ((cardinality(cons) <= 12)),
    CONSTRAINT brands_cta_button_text_length CHECK ((char_length(cta_button_text) <= 40)),
    CONSTRAINT brands_destination_url_format CHECK (((destination_url ~* '^https?://'::text) AND (char_length(destination_url) <= 2000))),
    CONSTRAINT brands_editor_score_range CHECK (((editor_score >= 0) AND (editor_score <= 100))),
    CONSTRAINT brands_eligible_games_length CHECK (((char_length(eligible_games) >= 1) AND (char_length(eligible_games) <= 300))),
    CONSTRAINT brands_full_description_length CHECK ((char_length(full_description) <= 20000)),
    CONSTRAINT brands_full_terms_url_format CHECK (((full_terms_url ~* '^https?://'::text) AND (char_length(full_terms_url) <= 2000))),
    CONSTRAINT brands_hover_bonus_text_length CHECK ((char_length(hover_bonus_text) <= 300)),
    CONSTRAINT brands_label_tag_length CHECK ((char_length(label_tag) <= 40)),
    CONSTRAINT brands_license_length CHECK ((char_length(license) <= 200)),
    CONSTRAINT brands_link_pause_complete CHECK (((link_paused_at IS NULL) = (link_pause_reason IS NULL))),
    CONSTRAINT brands_link_pause_reason_length CHECK ((char_length(link_pause_reason) <= 300)),
    CONSTRAINT brands_max_bet_length CHECK (((char_length(max_bet) >= 1) AND (char_length(max_bet) <= 60))),
    CONSTRAINT brands_max_cashout_length CHECK (((char_length(max_cashout) >= 1) AND (char_length(max_cashout) <= 60))),
    CONSTRAINT brands_metrics_shape CHECK (((jsonb_typeof(metrics) = 'array'::text) AND (jsonb_array_length(metrics) <= 6) AND (NOT jsonb_path_exists(metrics, '$[*]?((((@.type() != "object" || !(exists (@."label"))) || !(exists (@."value"))) || @."label".type() != "string") || @."value".type() != "string")'::jsonpath)))),
    CONSTRAINT brands_min_deposit_length CHECK ((char_length(min_deposit) <= 60)),
    CONSTRAINT brands_payout_speed_length CHECK ((char_length(payout_speed) <= 60)),
    CONSTRAINT brands_promo_code_format CHECK ((promo_code ~ '^[A-Za-z0-9_-]{1,40}$'::text)),
    CONSTRAINT brands_pros_count CHECK ((cardinality(pros) <= 12)),
    CONSTRAINT brands_rating_baseline_range CHECK (((rating_baseline >= (1)::numeric) AND (rating_baseline <= (5)::numeric))),
    CONSTRAINT brands_rating_baseline_votes_range CHECK ((rating_baseline_votes >= 0)),
    CONSTRAINT brands_review_sections_length CHECK ((char_length((((((((COALESCE(review_overview, ''::text) || COALESCE(review_bonuses, ''::text)) || COALESCE(review_payments, ''::text)) || COALESCE(review_games, ''::text)) || COALESCE(review_mobile, ''::text)) || COALESCE(review_security, ''::text)) || COALESCE(review_support, ''::text)) || COALESCE(review_verdict, ''::text))) <= 60000)),
    CONSTRAINT brands_short_description_length CHECK ((char_length(short_description) <= 1000)),
    CONSTRAINT brands_subid_param_format CHECK ((subid_param ~ '^[A-Za-z][A-Za-z0-9_.-]{0,63}$'::text)),
    CONSTRAINT brands_today_picked_count_range CHECK ((today_picked_count >= 0)),
    CONSTRAINT brands_trust_icons_known CHECK ((trust_icons <@ ARRAY['ssl'::text, 'licensed'::text, 'fast_payouts'::text, 'fair_games'::text, 'player_trusted'::text, 'mobile_friendly'::text, 'support_24_7'::text, 'kyc'::text, 'secure_payments'::text, 'data_protection'::text, 'responsible_gaming'::text, 'audit_certified'::text, 'top_rated'::text, 'editor_choice'::text, 'casino_experience'::text, 'high_rtp'::text, 'game_variety'::text, 'ai_verified'::text, 'multi_language'::text, 'global_access'::text])),
    CONSTRAINT brands_user_rating_range CHECK (((user_rating >= (0)::numeric) AND (user_rating <= (5)::numeric))),
    CONSTRAINT brands_user_rating_votes_range CHECK ((user_rating_votes >= 0)),
    CONSTRAINT brands_wagering_applies_to CHECK ((wagering_applies_to = ANY (ARRAY['bonus'::text, 'deposit_and_bonus'::text, 'winnings'::text]))),
    CONSTRAINT brands_wagering_multiple_range CHECK (((wagering_multiple >= (0)::numeric) AND (wagering_multiple <= (200)::numeric)))
);


ALTER TABLE public.brands OWNER TO postgres;

--
-- Name: TABLE brands; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.brands IS 'Casino brands ranked per country: the card (bonus, scores, badges, metrics), the review page sections and the affiliate destination.';


--
-- Name: COLUMN brands.country_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.country_id IS 'Market the brand is ranked in (one brand row per country).';


--
-- Name: COLUMN brands.brand_slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.brand_slug IS 'Review page slug, /reviews/{brand_slug}: the brand name lower-cased with hyphens (filled from brand_name when omitted). Unique across countries.';


--
-- Name: COLUMN brands.brand_logo_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.brand_logo_url IS 'Logo image URL (absolute http(s) or a site path). Empty or placeholder: the app derives a logo from the destination host.';


--
-- Name: COLUMN brands.destination_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.destination_url IS 'Affiliate link opened by Get Bonus (http or https only). A {click_id} placeholder is replaced by the click''s click_id; otherwise subid_param is appended.';


--
-- Name: COLUMN brands.subid_param; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.subid_param IS 'Name of the query parameter that carries the click_id when destination_url has no {click_id} placeholder (e.g. subid, clickref, btag).';


--
-- Name: COLUMN brands.bonus_text; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.bonus_text IS 'Welcome bonus line on the card (the card shows "Special Bonus Available" when empty).';


--
-- Name: COLUMN brands.hover_bonus_text; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.hover_bonus_text IS 'Bonus text shown while the card is hovered.';


--
-- Name: COLUMN brands.user_rating; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.user_rating IS 'Visitors'' star rating 0-5, server-computed: weighted mean of rating_baseline (x rating_baseline_votes) and all brand_votes. Not writable by API users.';


--
-- Name: COLUMN brands.user_rating_votes; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.user_rating_votes IS 'rating_baseline_votes + number of brand_votes (server-computed).';


--
-- Name: COLUMN brands.rating_baseline; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.rating_baseline IS 'Rating carried over from before on-site voting (1-5); editors set it, votes move user_rating away from it.';


--
-- Name: COLUMN brands.rating_baseline_votes; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.rating_baseline_votes IS 'How many votes rating_baseline stands for.';


--
-- Name: COLUMN brands.editor_score; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.editor_score IS 'Editorial score out of 100 (the score bubble; review stars = editor_score / 20).';


--
-- Name: COLUMN brands.today_picked_count; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.today_picked_count IS 'Visitors who picked the brand today, shown as the "Picked Today" metric when above 50.';


--
-- Name: COLUMN brands.label_tag; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.label_tag IS 'Optional badge text (e.g. "Fast Payouts"); shown upper-cased when the brand is not first.';


--
-- Name: COLUMN brands.trust_icons; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.trust_icons IS 'Trust badge keys (ssl, licensed, fast_payouts, ...; the spec''s key list). Non-empty = trust level High.';


--
-- Name: COLUMN brands.cta_button_text; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.cta_button_text IS 'Label of the review page call-to-action ("Play Now" when empty).';


--
-- Name: COLUMN brands.sort_order; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.sort_order IS 'Position in the country ranking (ascending).';


--
-- Name: COLUMN brands.pros; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.pros IS 'Review page Pros list.';


--
-- Name: COLUMN brands.cons; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.cons IS 'Review page Cons list.';


--
-- Name: COLUMN brands.review_overview; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_overview IS 'Review section "Overview".';


--
-- Name: COLUMN brands.review_bonuses; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_bonuses IS 'Review section "Bonuses & Promotions".';


--
-- Name: COLUMN brands.review_payments; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_payments IS 'Review section "Payments & Withdrawals".';


--
-- Name: COLUMN brands.review_games; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_games IS 'Review section "Games & Providers".';


--
-- Name: COLUMN brands.review_mobile; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_mobile IS 'Review section "Mobile Experience".';


--
-- Name: COLUMN brands.review_security; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_security IS 'Review section "Security & Trust".';


--
-- Name: COLUMN brands.review_support; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_support IS 'Review section "Customer Support".';


--
-- Name: COLUMN brands.review_verdict; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.review_verdict IS 'Review section "Final Verdict".';


--
-- Name: COLUMN brands.metrics; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.metrics IS 'Card metrics: JSON array (max 6) of {"label": string, "value": string}; the card shows up to two.';


--
-- Name: COLUMN brands.payout_speed; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.payout_speed IS 'Typical withdrawal time as shown to visitors (e.g. "Within 24 hours").';


--
-- Name: COLUMN brands.license; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.license IS 'Licensing authority and licence reference as shown on the review page.';


--
-- Name: COLUMN brands.min_deposit; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.min_deposit IS 'Minimum deposit as shown to visitors, with currency (e.g. "C$10").';


--
-- Name: COLUMN brands.blacklist_entry_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.blacklist_entry_id IS 'The market blacklist entry naming this brand or its destination''s domain (kept by triggers; a client''s value is ignored); null when none does.';


--
-- Name: COLUMN brands.bonus_amount; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.bonus_amount IS 'The bonus''s amount as shown (£100, 100 Free Spins).';


--
-- Name: COLUMN brands.bonus_reason; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.bonus_reason IS 'Why the bonus is given (Welcome offer on your first deposit).';


--
-- Name: COLUMN brands.wagering_multiple; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.wagering_multiple IS 'How many times the wagered amount must be played through (10 = 10x).';


--
-- Name: COLUMN brands.wagering_applies_to; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.wagering_applies_to IS 'What the wagering multiplies: bonus, deposit_and_bonus or winnings.';


--
-- Name: COLUMN brands.bonus_expiry_days; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.bonus_expiry_days IS 'Days the bonus stays valid once credited.';


--
-- Name: COLUMN brands.eligible_games; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.eligible_games IS 'Eligible games or game weighting, as the terms state it.';


--
-- Name: COLUMN brands.first_deposit_offer; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.first_deposit_offer IS 'True when the offer is given only at first deposit (first play).';


--
-- Name: COLUMN brands.bonus_products; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.bonus_products IS 'Products the bonus can be used on: casino, live_casino, sports, bingo, poker, lottery.';


--
-- Name: COLUMN brands.full_terms_url; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.full_terms_url IS 'The operator''s page with the offer''s full terms.';


--
-- Name: COLUMN brands.link_paused_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.link_paused_at IS 'When the offer monitor paused the brand in its market after a Broken check (the market''s pause_on_broken_link); the next OK check lifts it.';


--
-- Name: COLUMN brands.link_pause_reason; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brands.link_pause_reason IS 'Why the monitor paused the brand, in words for staff.';


--
-- Name: market_block(public.brands); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.market_block(p_brand public.brands) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.market_block(p_brand public.brands) OWNER TO postgres;

--
-- Name: FUNCTION market_block(p_brand public.brands); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.market_block(p_brand public.brands) IS 'Why the brand is not listable in its market today: market_closed, blacklisted, no_licence, licence_expired, licence_pending or offer_breaks_rule; null when it is. Also a computed column (brands?select=market_block).';


--
-- Name: media_uploader(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.media_uploader(p_media_id uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.media_uploader(p_media_id)
$$;


ALTER FUNCTION public.media_uploader(p_media_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION media_uploader(p_media_id uuid); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.media_uploader(p_media_id uuid) IS 'See private.media_uploader.';


--
-- Name: media_usage(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.media_usage(p_media_id uuid) RETURNS TABLE(id uuid, brand_name text, country_id uuid)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select b.id, b.brand_name, b.country_id
    from public.media m
    join public.brands b
      on right(split_part(b.brand_logo_url, '?', 1), char_length(m.bucket_id || m.path) + 9)
         = '/public/' || m.bucket_id || '/' || m.path
   where m.id = p_media_id
   order by b.brand_name, b.id
$$;


ALTER FUNCTION public.media_usage(p_media_id uuid) OWNER TO postgres;

--
-- Name: FUNCTION media_usage(p_media_id uuid); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.media_usage(p_media_id uuid) IS 'Brands whose logo URL (public object or render URL) points at this media file; the delete dialog lists them.';


--
-- Name: my_two_factor_state(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.my_two_factor_state() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.two_factor_state()
$$;


ALTER FUNCTION public.my_two_factor_state() OWNER TO postgres;

--
-- Name: FUNCTION my_two_factor_state(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.my_two_factor_state() IS 'The caller''s two-factor state (see private.two_factor_state), for the admin sign-in: pending asks for a verification code, required for enrolment.';


--
-- Name: rebuild_hook_configured(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.rebuild_hook_configured() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.rebuild_hook_configured()
$$;


ALTER FUNCTION public.rebuild_hook_configured() OWNER TO postgres;

--
-- Name: FUNCTION rebuild_hook_configured(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.rebuild_hook_configured() IS 'Whether a deploy hook URL is set (see private.rebuild_hook_configured); null for callers other than editors and admins.';


--
-- Name: record_alert_delivery(uuid, text, text, text, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb DEFAULT '{}'::jsonb) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.alerts
     set email_status = left(p_email_status, 300),
         webhook_status = left(p_webhook_status, 300),
         delivery = delivery || jsonb_build_object(p_event, coalesce(p_details, '{}') || jsonb_build_object('at', now()))
   where id = p_alert_id;
$$;


ALTER FUNCTION public.record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb) OWNER TO postgres;

--
-- Name: FUNCTION record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb) IS 'What the alerts function''s delivery of an episode''s opening or clearing did: the email and webhook outcomes in words, and the details by event.';


--
-- Name: record_click(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.record_click(p_click jsonb) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_brand public.brands;
begin
  if jsonb_typeof(p_click) is distinct from 'object' then
    raise exception 'The click must be a JSON object' using errcode = '22023';
  end if;
  -- Visitors read only listable brands (RLS): for them a blocked brand is not found.
  select b.* into v_brand from public.brands as b where b.id = (p_click ->> 'brand_id')::uuid;
  if not found or not v_brand.is_active or public.market_block(v_brand) is not null then
    raise exception 'This brand is not listed in its market' using errcode = 'P0001';
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


ALTER FUNCTION public.record_click(p_click jsonb) OWNER TO postgres;

--
-- Name: FUNCTION record_click(p_click jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.record_click(p_click jsonb) IS 'The page''s brand click in one call: records the click (the fields of the spec''s click payload; server-side ones are the trigger''s) and returns the click id the server issued. A brand that is inactive or not listable in its market (market_block) is refused; a score of 0 raises ''Traffic blocked by bot filter'' and records nothing.';


--
-- Name: link_checks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.link_checks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    brand_id uuid NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    trigger text NOT NULL,
    requested_by uuid,
    state text NOT NULL,
    problems jsonb DEFAULT '[]'::jsonb NOT NULL,
    hops jsonb DEFAULT '[]'::jsonb NOT NULL,
    start_url text NOT NULL,
    final_url text,
    final_host text,
    final_status smallint,
    click_id_kept boolean,
    offer_found boolean,
    response_ms integer NOT NULL,
    error text,
    CONSTRAINT link_checks_error_length CHECK ((char_length(error) <= 1000)),
    CONSTRAINT link_checks_final_host_length CHECK ((char_length(final_host) <= 300)),
    CONSTRAINT link_checks_final_url_length CHECK ((char_length(final_url) <= 2000)),
    CONSTRAINT link_checks_hops_array CHECK (((jsonb_typeof(hops) = 'array'::text) AND (jsonb_array_length(hops) <= 20))),
    CONSTRAINT link_checks_problems_array CHECK (((jsonb_typeof(problems) = 'array'::text) AND (jsonb_array_length(problems) <= 20))),
    CONSTRAINT link_checks_response_ms_range CHECK ((response_ms >= 0)),
    CONSTRAINT link_checks_start_url_length CHECK (((char_length(start_url) >= 1) AND (char_length(start_url) <= 2000))),
    CONSTRAINT link_checks_state CHECK ((state = ANY (ARRAY['ok'::text, 'warning'::text, 'broken'::text]))),
    CONSTRAINT link_checks_trigger CHECK ((trigger = ANY (ARRAY['schedule'::text, 'staff'::text])))
);


ALTER TABLE public.link_checks OWNER TO postgres;

--
-- Name: TABLE link_checks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.link_checks IS 'Each check of a brand''s destination by the offer monitor: every hop''s status, where it ended, whether the click id survived and the offer still shows, and its state (ok, warning, broken).';


--
-- Name: record_link_check(uuid, text, uuid, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb) RETURNS public.link_checks
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb) OWNER TO postgres;

--
-- Name: FUNCTION record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb) IS 'Stores a link check (the link-check function''s result) and pauses the brand in its market after a Broken one when the market asks for it, or lifts the pause after an OK one.';


--
-- Name: reorder_brands(uuid, uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_changed integer;
begin
  if p_country_id is null or p_brand_ids is null then
    raise exception 'A country and its brands are required' using errcode = '22023';
  end if;
  if cardinality(p_brand_ids) <> (select count(distinct id) from unnest(p_brand_ids) as id)
     or exists (
       select 1 from unnest(p_brand_ids) as given(id)
       where not exists (
         select 1 from public.brands as b where b.id = given.id and b.country_id = p_country_id
       )
     )
     or cardinality(p_brand_ids) <> (
       select count(*) from public.brands as b where b.country_id = p_country_id
     ) then
    raise exception 'The order must list every brand of the country exactly once'
      using errcode = '22023', hint = 'Reload the list and try again.';
  end if;

  -- One statement; rows already in place are left alone (no audit entry for them).
  update public.brands as b
     set sort_order = o.ord
    from unnest(p_brand_ids) with ordinality as o(id, ord)
   where b.id = o.id
     and b.country_id = p_country_id
     and b.sort_order is distinct from o.ord;
  get diagnostics v_changed = row_count;
  return v_changed;
end;
$$;


ALTER FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) OWNER TO postgres;

--
-- Name: FUNCTION reorder_brands(p_country_id uuid, p_brand_ids uuid[]); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) IS 'Writes a country''s ranking order: sort_order 1..n following p_brand_ids, which must list every brand of the country once. Returns how many rows changed. Runs under the caller''s RLS (editors and admins).';


--
-- Name: report_breakdown(text, date, date, jsonb, integer, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 100, p_order text DEFAULT 'clicks'::text) RETURNS TABLE(value text, label text, filter_key text, sessions bigint, clicks bigint, conversions bigint, revenue numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET work_mem TO '64MB'
    AS $_$
declare
  v_tz text := private.reporting_time_zone();
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end, p_dimension);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
  -- What a dimension groups clicks and sessions by (sessions only where they carry it), and for
  -- source whether a value is a utm source or, none recorded, the referrer's host.
  v_click_value text;
  v_click_key text;
  v_session_value text;
  v_session_key text;
  v_order text := case coalesce(p_order, 'clicks')
    when 'clicks' then 'j.clicks desc'
    when 'sessions' then 'j.sessions desc nulls last'
    when 'conversions' then 'j.conversions desc'
    when 'revenue' then 'j.revenue desc'
  end;
begin
  if not (select private.may_read_reports()) or p_to < p_from then
    return;
  end if;
  if v_order is null then
    raise exception 'Unknown breakdown order: %', p_order using errcode = '22023';
  end if;
  select d.click_value, d.click_key, d.session_value, d.session_key
    into v_click_value, v_click_key, v_session_value, v_session_key
    from (values
      ('brand', 'b.brand_slug', 'null::text', null, null),
      ('country', 'c.country', 'null::text', 's.country', 'null::text'),
      ('device', 'c.device_type', 'null::text', 's.device_type', 'null::text'),
      ('browser', 'c.browser', 'null::text', 's.browser', 'null::text'),
      ('os', 'c.os', 'null::text', 's.os', 'null::text'),
      ('source', 'coalesce(c.source, c.referrer_host)',
       'case when c.source is null and c.referrer_host is not null then ''referrer'' end',
       'coalesce(s.utm_source, s.referrer_host)',
       'case when s.utm_source is null and s.referrer_host is not null then ''referrer'' end'),
      ('campaign', 'c.campaign', 'null::text', 's.utm_campaign', 'null::text'),
      ('landing', 'c.landing_path', 'null::text', 's.entry_page', 'null::text'),
      ('position', 'c.card_position::text', 'null::text', null, null)
    ) as d (dimension, click_value, click_key, session_value, session_key)
   where d.dimension = p_dimension;
  if not found then
    raise exception 'Unknown breakdown dimension: %', p_dimension using errcode = '22023';
  end if;
  -- $1 start, $2 end (instants), $3 filters, $4 limit, $5 dimension, $6 whether sessions carry it;
  -- brands are joined for the brand dimension only.
  return query execute format($sql$
    with c as (
      select %1$s as value, %2$s as source_key,
             sum(c.n)::bigint as clicks, sum(c.conversions)::bigint as conversions, sum(c.revenue) as revenue
        from %3$s %10$s
       where true %5$s %4$s
       group by 1, 2
    ),
    s as (
      select %6$s as value, %7$s as source_key, sum(s.n)::bigint as sessions
        from %8$s
       where $6 %9$s
       group by 1, 2
    ),
    joined as (
      select coalesce(c.value, s.value) as value, coalesce(c.source_key, s.source_key) as source_key,
             s.sessions, coalesce(c.clicks, 0) as clicks, coalesce(c.conversions, 0) as conversions,
             coalesce(c.revenue, 0) as revenue
        from c
        full join s on coalesce(s.value, '') = coalesce(c.value, '') and coalesce(s.source_key, '') = coalesce(c.source_key, '')
    )
    select j.value,
           case
             when j.value is null then null
             when $5 = 'brand' then coalesce((select b.brand_name from public.brands as b where b.brand_slug = j.value), j.value)
             else j.value
           end,
           case
             when j.value is null then null
             when $5 = 'source' then coalesce(j.source_key, 'source')
             else $5
           end,
           case when $6 then coalesce(j.sessions, 0) end,
           j.clicks, j.conversions, j.revenue
      from joined as j
     order by %11$s, j.clicks desc, j.sessions desc nulls last, j.value nulls last
     limit $4
  $sql$,
    v_click_value, v_click_key, private.report_click_source(v_rollup), coalesce(private.report_click_where(v_filters, 3), ''),
    v_humans, coalesce(v_session_value, 'null::text'), coalesce(v_session_key, 'null::text'),
    private.report_session_source(v_rollup), coalesce(private.report_session_where(v_filters, 3), ''),
    case when p_dimension = 'brand' then 'left join public.brands as b on b.id = c.brand_id' else '' end,
    v_order)
  using v_start, v_end, v_filters, greatest(coalesce(p_limit, 100), 1), p_dimension, v_session_value is not null;
end;
$_$;


ALTER FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text) OWNER TO postgres;

--
-- Name: FUNCTION report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text) IS 'Sessions (for dimensions sessions carry), clicks, conversions and revenue per value of a dimension: brand (slug; label = name), country, device, browser, os, source (utm source, else referrer host: filter_key says which), campaign, landing, position. value null = not recorded. filter_key is the URL filter that selects the rows behind a value. The first p_limit values by p_order (clicks, sessions, conversions or revenue). Admins and analysts only.';


--
-- Name: report_heatmap(date, date, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb DEFAULT '{}'::jsonb) RETURNS TABLE(day_of_week integer, hour integer, clicks bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET work_mem TO '64MB'
    AS $_$
declare
  v_tz text := private.reporting_time_zone();
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
begin
  if not (select private.may_read_reports()) or p_to < p_from then
    return;
  end if;
  -- $1 start, $2 end (instants), $3 filters, $4 time zone.
  return query execute format($sql$
    with c as (
      select extract(dow from c.click_time at time zone $4)::integer as day_of_week,
             extract(hour from c.click_time at time zone $4)::integer as hour, sum(c.n)::bigint as clicks
        from %1$s
       where true %3$s %2$s
       group by 1, 2
    )
    select d, h, coalesce(c.clicks, 0)
      from generate_series(0, 6) as d
      cross join generate_series(0, 23) as h
      left join c on c.day_of_week = d and c.hour = h
     order by d, h
  $sql$, private.report_click_source(v_rollup), coalesce(private.report_click_where(v_filters, 3), ''), v_humans)
  using v_start, v_end, v_filters, v_tz;
end;
$_$;


ALTER FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb) OWNER TO postgres;

--
-- Name: FUNCTION report_heatmap(p_from date, p_to date, p_filters jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb) IS 'Clicks by day of week (0 = Sunday) and hour of day in the reporting time zone, all 168 cells. Admins and analysts only.';


--
-- Name: report_summary(date, date, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb DEFAULT '{}'::jsonb) RETURNS TABLE(period text, date_from date, date_to date, visitors bigint, sessions bigint, clicks bigint, conversions bigint, revenue numeric, bot_clicks bigint, all_clicks bigint, ctr numeric, conversion_rate numeric, epc numeric, revenue_per_1000_sessions numeric, bot_share numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET work_mem TO '64MB'
    AS $_$
declare
  v_tz text := private.reporting_time_zone();
  v_days integer := p_to - p_from + 1;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := (p_from - v_days)::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end);
  -- Humans only unless traffic=all; bot_clicks and all_clicks always count every click.
  v_humans text := case when v_filters ->> 'traffic' = 'all' then 'true' else 'not c.is_bot_filtered' end;
begin
  if not (select private.may_read_reports()) or p_to < p_from then
    return;
  end if;
  -- $1 previous period's start, $2 current period's end, $3 current period's start, $4 filters,
  -- $5/$6 first/last day, $7 days.
  return query execute format($sql$
    -- Visitors are distinct people, so they come from the raw sessions; one grouping by person
    -- gives the sessions too.
    with v as (
      select u.period, count(*) as visitors, sum(u.sessions)::bigint as sessions
        from (
          select case when s.created_at < $3 then 'previous' else 'current' end as period, s.user_id,
                 count(*) as sessions
            from public.visitor_sessions as s
           where s.created_at >= $1 and s.created_at < $2 %4$s
           group by 1, 2
        ) as u
       group by 1
    ),
    c as (
      select case when c.click_time < $3 then 'previous' else 'current' end as period,
             coalesce(sum(c.n) filter (where %3$s), 0)::bigint as clicks,
             coalesce(sum(c.conversions) filter (where %3$s and c.conversions <> 0), 0)::bigint as conversions,
             coalesce(sum(c.revenue) filter (where %3$s and c.revenue <> 0), 0) as revenue,
             coalesce(sum(c.n) filter (where c.is_bot_filtered), 0)::bigint as bot_clicks,
             sum(c.n)::bigint as all_clicks
        from %1$s
       where true %2$s
       group by 1
    ),
    figures as (
      select pr.period, pr.date_from, pr.date_to, coalesce(v.visitors, 0) as visitors,
             coalesce(v.sessions, 0) as sessions, coalesce(c.clicks, 0) as clicks,
             coalesce(c.conversions, 0) as conversions, coalesce(c.revenue, 0) as revenue,
             coalesce(c.bot_clicks, 0) as bot_clicks, coalesce(c.all_clicks, 0) as all_clicks
        from (values ('current', $5, $6), ('previous', $5 - $7, $5 - 1)) as pr (period, date_from, date_to)
        left join v on v.period = pr.period
        left join c on c.period = pr.period
    )
    select f.period, f.date_from, f.date_to, f.visitors, f.sessions, f.clicks, f.conversions, f.revenue,
           f.bot_clicks, f.all_clicks,
           round(f.clicks::numeric / nullif(f.sessions, 0), 4),
           round(f.conversions::numeric / nullif(f.clicks, 0), 4),
           round(f.revenue / nullif(f.clicks, 0), 4),
           round(1000 * f.revenue / nullif(f.sessions, 0), 4),
           round(f.bot_clicks::numeric / nullif(f.all_clicks, 0), 4)
      from figures as f
     order by f.date_from desc
  $sql$,
    private.report_click_source(v_rollup), coalesce(private.report_click_where(v_filters, 4), ''), v_humans,
    coalesce(private.report_session_where(v_filters, 4), ''))
  using v_start, v_end, (p_from::timestamp at time zone v_tz), v_filters, p_from, p_to, v_days;
end;
$_$;


ALTER FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb) OWNER TO postgres;

--
-- Name: FUNCTION report_summary(p_from date, p_to date, p_filters jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb) IS 'Figures of the period p_from..p_to and of the previous period of the same length (rows current, previous): visitors, sessions, clicks, conversions, revenue, bot and all clicks, CTR, conversion rate, EPC, revenue per 1,000 sessions, bot share (ratios rounded to 4 places, null when dividing by 0). Admins and analysts only; definitions in migration 20261124000900_reports.sql.';


--
-- Name: report_timeseries(date, date, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb DEFAULT '{}'::jsonb) RETURNS TABLE(bucket timestamp without time zone, sessions bigint, clicks bigint, conversions bigint, revenue numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET work_mem TO '64MB'
    AS $_$
declare
  v_tz text := private.reporting_time_zone();
  v_unit text := case when p_to - p_from < 2 then 'hour' else 'day' end;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
begin
  if not (select private.may_read_reports()) or p_to < p_from then
    return;
  end if;
  -- $1 start, $2 end (instants), $3 filters, $4 time zone, $5 bucket unit, $6/$7 first/last day.
  return query execute format($sql$
    with s as (
      select date_trunc($5, s.created_at at time zone $4) as bucket, sum(s.n)::bigint as sessions
        from %1$s
       where true %3$s
       group by 1
    ),
    c as (
      select date_trunc($5, c.click_time at time zone $4) as bucket, sum(c.n)::bigint as clicks,
             sum(c.conversions)::bigint as conversions, sum(c.revenue) as revenue
        from %2$s
       where true %5$s %4$s
       group by 1
    )
    select b.bucket, coalesce(s.sessions, 0), coalesce(c.clicks, 0), coalesce(c.conversions, 0),
           coalesce(c.revenue, 0)
      from generate_series($6::timestamp, $7::timestamp + interval '1 day' - ('1 ' || $5)::interval,
                           ('1 ' || $5)::interval) as b (bucket)
      left join s on s.bucket = b.bucket
      left join c on c.bucket = b.bucket
     order by b.bucket
  $sql$,
    private.report_session_source(v_rollup), private.report_click_source(v_rollup),
    coalesce(private.report_session_where(v_filters, 3), ''), coalesce(private.report_click_where(v_filters, 3), ''),
    v_humans)
  using v_start, v_end, v_filters, v_tz, v_unit, p_from, p_to;
end;
$_$;


ALTER FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb) OWNER TO postgres;

--
-- Name: FUNCTION report_timeseries(p_from date, p_to date, p_filters jsonb); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb) IS 'Sessions, clicks, conversions and revenue per hour (periods of 2 days or less) or per day, buckets in reporting-time-zone wall-clock time, every bucket present. Admins and analysts only.';


--
-- Name: reporting_currency(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.reporting_currency() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when (select private.may_read_reports()) then private.reporting_currency() end
$$;


ALTER FUNCTION public.reporting_currency() OWNER TO postgres;

--
-- Name: FUNCTION reporting_currency(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.reporting_currency() IS 'The reporting currency for admins and analysts (null for anyone else): revenue, EPC and converted payouts are written in it.';


--
-- Name: reporting_time_zone(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.reporting_time_zone() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when (select private.may_read_reports()) then private.reporting_time_zone() end
$$;


ALTER FUNCTION public.reporting_time_zone() OWNER TO postgres;

--
-- Name: FUNCTION reporting_time_zone(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.reporting_time_zone() IS 'The reporting time zone for admins and analysts (null for anyone else): the Analytics page names its days in it.';


--
-- Name: restore_deleted_row(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.restore_deleted_row(p_table text, p_record_id text) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.restore_deleted_row(p_table, p_record_id)
$$;


ALTER FUNCTION public.restore_deleted_row(p_table text, p_record_id text) OWNER TO postgres;

--
-- Name: FUNCTION restore_deleted_row(p_table text, p_record_id text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.restore_deleted_row(p_table text, p_record_id text) IS 'Undo of a delete (see private.restore_deleted_row): returns the restored row as JSON.';


--
-- Name: save_brand(jsonb, uuid[], uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid DEFAULT NULL::uuid, p_updated_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS SETOF public.brands
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_row public.brands;
  v_input public.brands := jsonb_populate_record(null::public.brands, p_brand);
begin
  if p_id is null then
    insert into public.brands (
      country_id, brand_name, brand_slug, brand_logo_url, destination_url, subid_param, bonus_text,
      hover_bonus_text, rating_baseline, rating_baseline_votes, editor_score, today_picked_count, label_tag,
      is_active, is_editors_choice, is_trending, trust_icons, short_description, full_description,
      cta_button_text, sort_order, pros, cons, review_overview, review_bonuses, review_payments, review_games,
      review_mobile, review_security, review_support, review_verdict, metrics, payout_speed, license, min_deposit,
      bonus_amount, bonus_reason, wagering_multiple, wagering_applies_to, max_bet, max_cashout, bonus_expiry_days,
      eligible_games, promo_code, first_deposit_offer, bonus_products, full_terms_url
    )
    values (
      v_input.country_id, v_input.brand_name, v_input.brand_slug, v_input.brand_logo_url,
      v_input.destination_url, v_input.subid_param, v_input.bonus_text, v_input.hover_bonus_text,
      v_input.rating_baseline, coalesce(v_input.rating_baseline_votes, 0), coalesce(v_input.editor_score, 90),
      coalesce(v_input.today_picked_count, 0), v_input.label_tag, coalesce(v_input.is_active, true),
      coalesce(v_input.is_editors_choice, false), coalesce(v_input.is_trending, false),
      coalesce(v_input.trust_icons, '{}'), v_input.short_description, v_input.full_description,
      v_input.cta_button_text,
      -- A new brand joins the end of its country's ranking.
      (select coalesce(max(b.sort_order) + 1, 0) from public.brands as b where b.country_id = v_input.country_id),
      coalesce(v_input.pros, '{}'), coalesce(v_input.cons, '{}'), v_input.review_overview,
      v_input.review_bonuses, v_input.review_payments, v_input.review_games, v_input.review_mobile,
      v_input.review_security, v_input.review_support, v_input.review_verdict,
      coalesce(v_input.metrics, '[]'), v_input.payout_speed, v_input.license, v_input.min_deposit,
      v_input.bonus_amount, v_input.bonus_reason, v_input.wagering_multiple, v_input.wagering_applies_to,
      v_input.max_bet, v_input.max_cashout, v_input.bonus_expiry_days, v_input.eligible_games, v_input.promo_code,
      coalesce(v_input.first_deposit_offer, false), coalesce(v_input.bonus_products, '{casino}'),
      v_input.full_terms_url
    )
    returning * into v_row;
  else
    update public.brands as b
    set country_id = v_input.country_id,
        brand_name = v_input.brand_name,
        brand_slug = v_input.brand_slug,
        brand_logo_url = v_input.brand_logo_url,
        destination_url = v_input.destination_url,
        subid_param = v_input.subid_param,
        bonus_text = v_input.bonus_text,
        hover_bonus_text = v_input.hover_bonus_text,
        rating_baseline = v_input.rating_baseline,
        rating_baseline_votes = coalesce(v_input.rating_baseline_votes, 0),
        editor_score = coalesce(v_input.editor_score, 90),
        today_picked_count = coalesce(v_input.today_picked_count, 0),
        label_tag = v_input.label_tag,
        is_active = coalesce(v_input.is_active, true),
        is_editors_choice = coalesce(v_input.is_editors_choice, false),
        is_trending = coalesce(v_input.is_trending, false),
        trust_icons = coalesce(v_input.trust_icons, '{}'),
        short_description = v_input.short_description,
        full_description = v_input.full_description,
        cta_button_text = v_input.cta_button_text,
        pros = coalesce(v_input.pros, '{}'),
        cons = coalesce(v_input.cons, '{}'),
        review_overview = v_input.review_overview,
        review_bonuses = v_input.review_bonuses,
        review_payments = v_input.review_payments,
        review_games = v_input.review_games,
        review_mobile = v_input.review_mobile,
        review_security = v_input.review_security,
        review_support = v_input.review_support,
        review_verdict = v_input.review_verdict,
        metrics = coalesce(v_input.metrics, '[]'),
        payout_speed = v_input.payout_speed,
        license = v_input.license,
        min_deposit = v_input.min_deposit,
        bonus_amount = v_input.bonus_amount,
        bonus_reason = v_input.bonus_reason,
        wagering_multiple = v_input.wagering_multiple,
        wagering_applies_to = v_input.wagering_applies_to,
        max_bet = v_input.max_bet,
        max_cashout = v_input.max_cashout,
        bonus_expiry_days = v_input.bonus_expiry_days,
        eligible_games = v_input.eligible_games,
        promo_code = v_input.promo_code,
        first_deposit_offer = coalesce(v_input.first_deposit_offer, false),
        bonus_products = coalesce(v_input.bonus_products, '{casino}'),
        full_terms_url = v_input.full_terms_url
    where b.id = p_id and b.updated_at = p_updated_at
    returning * into v_row;
    if not found then
      return;
    end if;
  end if;

  delete from public.brand_categories as bc
  where bc.brand_id = v_row.id and bc.category_id <> all (coalesce(p_category_ids, '{}'));
  insert into public.brand_categories (brand_id, category_id)
  select v_row.id, wanted.category_id
  from unnest(coalesce(p_category_ids, '{}')) as wanted (category_id)
  where not exists (
    select 1 from public.brand_categories as bc
    where bc.brand_id = v_row.id and bc.category_id = wanted.category_id
  );

  return next v_row;
end;
$$;


ALTER FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone) OWNER TO postgres;

--
-- Name: FUNCTION save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone) IS 'The admin brand form''s save: inserts (p_id null) or updates the brand while its updated_at is still p_updated_at, and sets its categories to p_category_ids, in one transaction. Returns the saved row, or no row when the brand changed or vanished meanwhile. Runs with the caller''s rights (RLS: editors and admins).';


--
-- Name: set_admin_token_for_user(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.set_admin_token_for_user(user_email text) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  update public.admin_users as a
     set admin_token = v_token
   where a.id = (select auth.uid())
     and a.email = lower(btrim(user_email));
  if not found then
    return null;
  end if;
  return v_token;
end;
$$;


ALTER FUNCTION public.set_admin_token_for_user(user_email text) OWNER TO postgres;

--
-- Name: FUNCTION set_admin_token_for_user(user_email text); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.set_admin_token_for_user(user_email text) IS 'Issues a fresh admin token (64 hex characters) for the signed-in caller and returns it; null when user_email is not the caller''s own staff email.';


--
-- Name: staff_directory(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.staff_directory() RETURNS TABLE(id uuid, name text, email text, role text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.staff_directory()
$$;


ALTER FUNCTION public.staff_directory() OWNER TO postgres;

--
-- Name: FUNCTION staff_directory(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.staff_directory() IS 'See private.staff_directory: colleagues'' names for shared views'' owners and report recipients.';


--
-- Name: anon_write_limit(); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) RETURNS record
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  writes := 100;
  per := interval '5 minutes';
end;
$$;


ALTER FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) OWNER TO postgres;

--
-- Name: FUNCTION anon_write_limit(OUT writes integer, OUT per interval); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) IS 'The per-address limit on anonymous writes: at most this many in this interval (db-pre-request counts them in anon_write_counts; a click counts its own rows in brand_clicks_history).';


--
-- Name: check_request(); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.check_request() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION request_guard.check_request() OWNER TO postgres;

--
-- Name: FUNCTION check_request(); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.check_request() IS 'PostgREST db-pre-request: at most 100 anonymous writes (POST, PATCH, PUT, DELETE) per client IP in 5 minutes, else 429 (SQLSTATE PT429). Reads, read-only calls, signed-in users, the service role and loopback or unknown addresses are not limited; a refused request rolls back and does not count. POST /rpc/record_click is counted by the click trigger on the click table itself.';


--
-- Name: client_ip(); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.client_ip() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_headers text := nullif(current_setting('request.headers', true), '');
  v_chain text[];
  v_hops integer;
  v_raw text;
  v_ip text;
begin
  if v_headers is null then
    return null;
  end if;
  if current_setting('request_guard.client_ip_of', true) = v_headers then
    return nullif(current_setting('request_guard.client_ip', true), '');
  end if;
  v_chain := string_to_array(coalesce(v_headers::jsonb ->> 'x-forwarded-for', ''), ',');
  v_hops := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'tracking.trusted_proxy_hops' and jsonb_typeof(s.value) = 'number'
        and (s.value #>> '{}')::numeric between 0 and 5),
    0);
  v_raw := btrim(coalesce(v_chain[cardinality(v_chain) - v_hops], ''));
  if v_raw <> '' and pg_input_is_valid(v_raw, 'inet') then
    v_ip := host(v_raw::inet);
  end if;
  perform set_config('request_guard.client_ip', coalesce(v_ip, ''), true),
          set_config('request_guard.client_ip_of', v_headers, true);
  return v_ip;
end;
$$;


ALTER FUNCTION request_guard.client_ip() OWNER TO postgres;

--
-- Name: FUNCTION client_ip(); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.client_ip() IS 'Client address of the current API request: the X-Forwarded-For entry tracking.trusted_proxy_hops places from the right (0, the default: the last one, appended by the API gateway), so entries a caller writes on the left are ignored; null when absent or malformed. Computed once per request (kept for the transaction, keyed by the request''s headers).';


--
-- Name: refuse_too_many(); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.refuse_too_many() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_limit record := request_guard.anon_write_limit();
begin
  raise exception 'Too many requests from this address: at most % writes in % minutes.',
    v_limit.writes, extract(epoch from v_limit.per)::integer / 60
    using errcode = 'PT429',
          hint = 'Try again in a few minutes.';
end;
$$;


ALTER FUNCTION request_guard.refuse_too_many() OWNER TO postgres;

--
-- Name: FUNCTION refuse_too_many(); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.refuse_too_many() IS 'Raises the 429 of the per-address write limit (PostgREST answers SQLSTATE PT429 with status 429).';


--
-- Name: traffic_quality(text, text, integer, integer, integer, text, integer, integer, boolean); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.traffic_quality(p_ip text DEFAULT NULL::text, p_user_agent text DEFAULT NULL::text, p_click_speed_ms integer DEFAULT NULL::integer, p_session_click_count integer DEFAULT NULL::integer, p_time_on_page_sec integer DEFAULT NULL::integer, p_referrer text DEFAULT NULL::text, p_recent_ip_events integer DEFAULT NULL::integer, p_recent_ip_clicks integer DEFAULT NULL::integer, p_webdriver boolean DEFAULT NULL::boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) OWNER TO postgres;

--
-- Name: FUNCTION traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) IS 'The rules of public.calculate_traffic_quality_score (see its comment), returning one composite instead of a set: the click trigger assigns it in one expression. SECURITY INVOKER: the settings rules apply where the caller may read them.';


--
-- Name: write_limited(text); Type: FUNCTION; Schema: request_guard; Owner: postgres
--

CREATE FUNCTION request_guard.write_limited(p_ip text) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- Signed-in users, the service role and the machine's own (or an unknown) address are not.
  if current_setting('role', true) is distinct from 'anon' or not coalesce(pg_input_is_valid(p_ip, 'inet'), false) then
    return false;
  end if;
  return not (p_ip::inet <<= '127.0.0.0/8'::inet or p_ip::inet = '::1'::inet);
end;
$$;


ALTER FUNCTION request_guard.write_limited(p_ip text) OWNER TO postgres;

--
-- Name: FUNCTION write_limited(p_ip text); Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON FUNCTION request_guard.write_limited(p_ip text) IS 'Whether the per-address write limit applies to this request from p_ip (a client_ip() value): anonymous requests from an address that is not loopback.';


--
-- Name: deleted_postback_sources; Type: TABLE; Schema: private; Owner: postgres
--

CREATE TABLE private.deleted_postback_sources (
    source_id uuid NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    secret jsonb,
    postback_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL
);


ALTER TABLE private.deleted_postback_sources OWNER TO postgres;

--
-- Name: TABLE deleted_postback_sources; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON TABLE private.deleted_postback_sources IS 'For the Undo of a postback source''s delete: its postback_source_secrets row (hashes, which audit_log redacts) and the postbacks the delete unlinked. No API role reads it; rows older than the Undo window (10 minutes) are purged by the next delete or restore.';


--
-- Name: COLUMN deleted_postback_sources.secret; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON COLUMN private.deleted_postback_sources.secret IS 'The source''s postback_source_secrets row as JSON; null when it had no secret.';


--
-- Name: COLUMN deleted_postback_sources.postback_ids; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON COLUMN private.deleted_postback_sources.postback_ids IS 'Postbacks whose source_id the delete set to null; the restore links them again.';


--
-- Name: password_failures; Type: TABLE; Schema: private; Owner: postgres
--

CREATE TABLE private.password_failures (
    user_id uuid NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    window_started_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    CONSTRAINT password_failures_failures_check CHECK ((failures >= 0))
);


ALTER TABLE private.password_failures OWNER TO postgres;

--
-- Name: TABLE password_failures; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON TABLE private.password_failures IS 'Failed password sign-ins per account in the current 15-minute window, and the lock they set (written by the password verification hook only).';


--
-- Name: postback_address_counts; Type: TABLE; Schema: private; Owner: postgres
--

CREATE TABLE private.postback_address_counts (
    ip text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer NOT NULL,
    CONSTRAINT postback_address_counts_hits_positive CHECK ((hits > 0))
);


ALTER TABLE private.postback_address_counts OWNER TO postgres;

--
-- Name: TABLE postback_address_counts; Type: COMMENT; Schema: private; Owner: postgres
--

COMMENT ON TABLE private.postback_address_counts IS 'Postbacks received per client address and minute, counted by public.count_postback_request; rows older than a minute are pruned as new minutes start.';


--
-- Name: brand_categories; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.brand_categories (
    brand_id uuid NOT NULL,
    category_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.brand_categories OWNER TO postgres;

--
-- Name: TABLE brand_categories; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.brand_categories IS 'Tags a brand with a category: the ranking page for category X lists the country''s active brands tagged X (the casino category lists all).';


--
-- Name: categories; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    description text,
    icon text,
    sort_order integer DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT categories_description_length CHECK ((char_length(description) <= 2000)),
    CONSTRAINT categories_icon_length CHECK ((char_length(icon) <= 100)),
    CONSTRAINT categories_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100))),
    CONSTRAINT categories_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT categories_slug_length CHECK (((char_length(slug) >= 1) AND (char_length(slug) <= 60)))
);


ALTER TABLE public.categories OWNER TO postgres;

--
-- Name: TABLE categories; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.categories IS 'Ranking categories (casino, slots, poker, blackjack). The ranking page /{country}/{category} lists the brands tagged with the category; casino lists all.';


--
-- Name: COLUMN categories.slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.categories.slug IS 'URL segment of the category page; "casino" is the default category and shows every brand.';


--
-- Name: COLUMN categories.description; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.categories.description IS 'Text of the "Other Categories" card.';


--
-- Name: COLUMN categories.icon; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.categories.icon IS 'Icon name for the category card (lucide icon name, e.g. "dices").';


--
-- Name: admin_click_log; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.admin_click_log WITH (security_invoker='true') AS
 SELECT c.id,
    c.brand_id,
    c.brand_name,
    c.user_id,
    c.session_id,
    c.click_in_id,
    c.click_time,
    c.click_id,
    c.country,
    c.city,
    c.device_type,
    c.device_brand,
    c.browser,
    c.browser_version,
    c.os,
    c.os_version,
    c.screen_resolution,
    c.is_mobile,
    c.language,
    c.user_agent,
    c.ip,
    c.referrer,
    c.source,
    c.campaign,
    c.medium,
    c.term,
    c.content,
    c.gclid,
    c.fbclid,
    c.msclkid,
    c.ttclid,
    c.page_url,
    c.load_time_ms,
    c.time_on_page_sec,
    c.scroll_depth,
    c.ab_test_variant,
    c.social_source,
    c.game,
    c.age,
    c.hour_of_day,
    c.day_of_week,
    c.click_hour_of_day,
    c.click_day_of_week,
    c.is_linked,
    c.traffic_quality_score,
    c.is_suspicious,
    c.quality_flags,
    c.click_speed_ms,
    c.session_click_count,
    c.is_bot_filtered,
    c.is_webdriver,
    c.card_position,
    c.click_path,
    c.referrer_host,
    c.landing_path,
    c.accepted_postbacks,
    c.conversions,
    c.revenue,
    b.brand_slug,
    s.entry_page AS landing_page,
    c.landing_path AS page_path,
    ARRAY( SELECT cat.slug
           FROM (public.brand_categories bc
             JOIN public.categories cat ON ((cat.id = bc.category_id)))
          WHERE (bc.brand_id = c.brand_id)) AS category_slugs,
    (c.accepted_postbacks > 0) AS converted
   FROM ((public.brand_clicks_history c
     LEFT JOIN public.brands b ON ((b.id = c.brand_id)))
     LEFT JOIN public.visitor_sessions s ON ((s.id = c.click_in_id)));


ALTER VIEW public.admin_click_log OWNER TO postgres;

--
-- Name: VIEW admin_click_log; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON VIEW public.admin_click_log IS 'Outgoing Clicks: brand_clicks_history with the brand''s slug, the visitor session''s landing page and whether an accepted postback converted the click. Security invoker: admins and analysts only (RLS of the tables).';


--
-- Name: COLUMN admin_click_log.brand_slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_click_log.brand_slug IS 'Slug of the clicked brand (null once the brand is deleted).';


--
-- Name: COLUMN admin_click_log.landing_page; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_click_log.landing_page IS 'entry_page of the visitor session the click belongs to.';


--
-- Name: COLUMN admin_click_log.page_path; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_click_log.page_path IS 'Path of the page the click happened on: the landing page Analytics breaks clicks down by (the `landing` filter).';


--
-- Name: COLUMN admin_click_log.category_slugs; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_click_log.category_slugs IS 'Slugs of the clicked brand''s categories (the `category` filter, as Analytics reads it).';


--
-- Name: COLUMN admin_click_log.converted; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_click_log.converted IS 'True when an accepted postback (not a test) names this click.';


--
-- Name: admin_session_log; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.admin_session_log WITH (security_invoker='true') AS
 SELECT s.id,
    s.session_id,
    s.user_id,
    s.entry_page,
    s.first_page_url,
    s.referrer,
    s.device_type,
    s.is_mobile,
    s.browser,
    s.browser_version,
    s.os,
    s.os_version,
    s.screen_resolution,
    s.language,
    s.user_agent,
    s.utm_campaign,
    s.utm_medium,
    s.utm_source,
    s.utm_term,
    s.utm_content,
    s.gclid,
    s.fbclid,
    s.msclkid,
    s.ttclid,
    s.country,
    s.city,
    s.ip_address,
    s.session_end,
    s.time_on_site_sec,
    s.created_at,
    s.updated_at,
    s.referrer_host,
    k.click_count,
    (k.click_count > 0) AS has_clicks,
    k.has_bot_clicks,
    k.has_suspicious_clicks,
    k.converted
   FROM (public.visitor_sessions s
     CROSS JOIN LATERAL ( SELECT (count(*))::integer AS click_count,
            COALESCE(bool_or(c.is_bot_filtered), false) AS has_bot_clicks,
            COALESCE(bool_or(c.is_suspicious), false) AS has_suspicious_clicks,
            COALESCE(bool_or((c.accepted_postbacks > 0)), false) AS converted
           FROM public.brand_clicks_history c
          WHERE (c.click_in_id = s.id)) k);


ALTER VIEW public.admin_session_log OWNER TO postgres;

--
-- Name: VIEW admin_session_log; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON VIEW public.admin_session_log IS 'Incoming Clicks: visitor_sessions with the number of brand clicks linked to each session, and whether any was bot-filtered, suspicious or converted. Security invoker: admins and analysts only.';


--
-- Name: COLUMN admin_session_log.click_count; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_session_log.click_count IS 'Brand clicks linked to the session (click_in_id).';


--
-- Name: COLUMN admin_session_log.has_bot_clicks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_session_log.has_bot_clicks IS 'A click of the session scored below 30 (is_bot_filtered).';


--
-- Name: COLUMN admin_session_log.has_suspicious_clicks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_session_log.has_suspicious_clicks IS 'A click of the session scored below 60 (is_suspicious).';


--
-- Name: COLUMN admin_session_log.converted; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_session_log.converted IS 'A click of the session has an accepted postback (not a test).';


--
-- Name: admin_users; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.admin_users (
    id uuid NOT NULL,
    email text NOT NULL,
    full_name text,
    role text DEFAULT 'analyst'::text NOT NULL,
    admin_token text,
    admin_token_issued_at timestamp with time zone,
    password_setup_completed boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    disabled_at timestamp with time zone,
    sessions_ended_at timestamp with time zone,
    reset_link_issued_at timestamp with time zone,
    two_factor_reset_at timestamp with time zone,
    CONSTRAINT admin_users_admin_token_format CHECK ((admin_token ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT admin_users_email_format CHECK (((email = lower(email)) AND (char_length(email) <= 320) AND (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'::text))),
    CONSTRAINT admin_users_full_name_length CHECK ((char_length(full_name) <= 120)),
    CONSTRAINT admin_users_role_known CHECK ((role = ANY (ARRAY['admin'::text, 'editor'::text, 'analyst'::text])))
);


ALTER TABLE public.admin_users OWNER TO postgres;

--
-- Name: TABLE admin_users; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.admin_users IS 'Staff allowed into /admin: one row per auth user, with their role. A signed-in user without a row is not staff (Access Denied).';


--
-- Name: COLUMN admin_users.id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.id IS 'The auth.users id of the staff member.';


--
-- Name: COLUMN admin_users.email; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.email IS 'Lower-case email, always copied from auth.users by trigger (a client-sent value is ignored).';


--
-- Name: COLUMN admin_users.role; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.role IS 'admin: everything; editor: content (countries, brands, categories, pages, media, uploads); analyst: read-only analytics, traffic and postbacks.';


--
-- Name: COLUMN admin_users.admin_token; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.admin_token IS 'Per-admin token issued by set_admin_token_for_user(): 64 hex characters from a CSPRNG; null until issued.';


--
-- Name: COLUMN admin_users.admin_token_issued_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.admin_token_issued_at IS 'When admin_token last changed (kept by trigger).';


--
-- Name: COLUMN admin_users.password_setup_completed; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.password_setup_completed IS 'Set true by the app right after the staff member first signs in with a password.';


--
-- Name: COLUMN admin_users.disabled_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.disabled_at IS 'Set when an admin disabled the staff member (null: enabled). A disabled member has no role: every policy refuses them.';


--
-- Name: COLUMN admin_users.sessions_ended_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.sessions_ended_at IS 'When an admin last signed the staff member out everywhere (all sessions and refresh tokens ended).';


--
-- Name: COLUMN admin_users.reset_link_issued_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.reset_link_issued_at IS 'When an admin last issued the staff member a one-time password reset link.';


--
-- Name: COLUMN admin_users.two_factor_reset_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.admin_users.two_factor_reset_at IS 'When an admin last removed the staff member''s two-factor authentication (a lost phone): they sign in with the password alone and enrol again.';


--
-- Name: alert_reads; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.alert_reads (
    alert_id uuid NOT NULL,
    user_id uuid NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.alert_reads OWNER TO postgres;

--
-- Name: TABLE alert_reads; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.alert_reads IS 'Which alert episodes a staff member has read (the bell''s unread count is the rest).';


--
-- Name: alert_subscriptions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.alert_subscriptions (
    rule_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.alert_subscriptions OWNER TO postgres;

--
-- Name: TABLE alert_subscriptions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.alert_subscriptions IS 'Staff who get a rule''s episodes by email (opened and cleared). Each staff member manages their own; admins read all.';


--
-- Name: alerts; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.alerts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    rule_id uuid NOT NULL,
    kind text NOT NULL,
    subject_key text NOT NULL,
    subject_label text NOT NULL,
    brand_id uuid,
    country_id uuid,
    fired_at timestamp with time zone DEFAULT now() NOT NULL,
    cleared_at timestamp with time zone,
    figure numeric,
    baseline numeric,
    threshold numeric,
    message text NOT NULL,
    cleared_message text,
    link text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    notified_at timestamp with time zone,
    cleared_notified_at timestamp with time zone,
    email_status text,
    webhook_status text,
    delivery jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT alerts_cleared_after_fired CHECK (((cleared_at IS NULL) OR (cleared_at >= fired_at))),
    CONSTRAINT alerts_cleared_message_length CHECK ((char_length(cleared_message) <= 1000)),
    CONSTRAINT alerts_link_path CHECK (((link IS NULL) OR ((link ~~ '/admin/%'::text) AND (char_length(link) <= 1000)))),
    CONSTRAINT alerts_message_length CHECK (((char_length(message) >= 1) AND (char_length(message) <= 1000))),
    CONSTRAINT alerts_subject_key_length CHECK (((char_length(subject_key) >= 1) AND (char_length(subject_key) <= 200))),
    CONSTRAINT alerts_subject_label_length CHECK (((char_length(subject_label) >= 1) AND (char_length(subject_label) <= 300)))
);


ALTER TABLE public.alerts OWNER TO postgres;

--
-- Name: TABLE alerts; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.alerts IS 'Alert episodes: a rule''s subject crossed its threshold at fired_at and recovered at cleared_at (null: still open). One open episode per rule and subject; delivered once when it opens and once when it clears.';


--
-- Name: COLUMN alerts.kind; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.kind IS 'The rule''s kind when the episode opened.';


--
-- Name: COLUMN alerts.subject_key; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.subject_key IS 'What the episode is about: brand:<uuid>, source:<uuid>, market:<uuid>, licence:<uuid> or rollup.';


--
-- Name: COLUMN alerts.subject_label; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.subject_label IS 'The subject in words ("Maple Crown in Canada").';


--
-- Name: COLUMN alerts.figure; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.figure IS 'The figure that crossed the threshold when it opened (clicks, EPC, share, days, minutes, hours).';


--
-- Name: COLUMN alerts.baseline; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.baseline IS 'What the figure is compared with (the previous 4 weeks'' same weekday hours), when the rule compares.';


--
-- Name: COLUMN alerts.threshold; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.threshold IS 'The rule''s threshold when it opened (percent, share, days, minutes or hours).';


--
-- Name: COLUMN alerts.message; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.message IS 'One sentence for staff: the figure against its baseline and the threshold.';


--
-- Name: COLUMN alerts.cleared_message; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.cleared_message IS 'Why it cleared, in words (the figure back within the threshold, the rule switched off).';


--
-- Name: COLUMN alerts.link; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.link IS 'The admin path of the rows behind the episode (Link health, Click log, Postbacks, the brand).';


--
-- Name: COLUMN alerts.notified_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.notified_at IS 'When the function took the opening for delivery (set once: a retry never sends again).';


--
-- Name: COLUMN alerts.cleared_notified_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.cleared_notified_at IS 'When the function took the clearing for delivery (set once).';


--
-- Name: COLUMN alerts.email_status; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.email_status IS 'The last email delivery in words (sent to n, no subscribers, failed: why).';


--
-- Name: COLUMN alerts.webhook_status; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.webhook_status IS 'The last webhook delivery in words (HTTP status, refused: private address, failed: why, none).';


--
-- Name: COLUMN alerts.delivery; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.alerts.delivery IS 'Each delivery''s outcome by event (fired, cleared) and channel (email, webhook).';


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    actor_email text,
    actor_staff_role text,
    actor_db_role text NOT NULL,
    action text NOT NULL,
    table_name text NOT NULL,
    record_id text,
    changed_fields text[],
    old_data jsonb,
    new_data jsonb,
    txid bigint DEFAULT txid_current(),
    CONSTRAINT audit_log_action_known CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);


ALTER TABLE public.audit_log OWNER TO postgres;

--
-- Name: TABLE audit_log; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.audit_log IS 'Who changed which back-office row and how (content, settings, code snippets, staff, postback sources). Written only by triggers; admins read it, editors the rows of the content tables.';


--
-- Name: COLUMN audit_log.actor_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.actor_id IS 'auth.users id of the signed-in user who made the change; null for service_role or database jobs (no FK so the trail outlives the user).';


--
-- Name: COLUMN audit_log.actor_email; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.actor_email IS 'Email from the caller''s JWT at the time of the change.';


--
-- Name: COLUMN audit_log.actor_staff_role; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.actor_staff_role IS 'The actor''s admin_users.role at the time of the change.';


--
-- Name: COLUMN audit_log.actor_db_role; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.actor_db_role IS 'Database role of the request: authenticated, service_role, or postgres for migrations and seed.';


--
-- Name: COLUMN audit_log.record_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.record_id IS 'Primary key of the changed row as text (id, key, or brand_id/category_id for tag rows).';


--
-- Name: COLUMN audit_log.changed_fields; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.changed_fields IS 'Columns whose value changed (updates only).';


--
-- Name: COLUMN audit_log.old_data; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.old_data IS 'Row before the change (secrets and tokens redacted).';


--
-- Name: COLUMN audit_log.new_data; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.new_data IS 'Row after the change (secrets and tokens redacted).';


--
-- Name: COLUMN audit_log.txid; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.audit_log.txid IS 'Transaction of the change (txid_current()): the rows one statement deleted by ON DELETE CASCADE share it.';


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: brand_licences; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.brand_licences (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    brand_id uuid NOT NULL,
    regulator_id uuid NOT NULL,
    licence_number text NOT NULL,
    valid_from date NOT NULL,
    valid_to date,
    register_url text,
    last_checked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT brand_licences_dates CHECK (((valid_to IS NULL) OR (valid_to >= valid_from))),
    CONSTRAINT brand_licences_number_length CHECK (((char_length(licence_number) >= 1) AND (char_length(licence_number) <= 100))),
    CONSTRAINT brand_licences_register_url_format CHECK (((register_url ~* '^https?://'::text) AND (char_length(register_url) <= 2000)))
);


ALTER TABLE public.brand_licences OWNER TO postgres;

--
-- Name: TABLE brand_licences; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.brand_licences IS 'Licences a brand holds for its market: regulator, number, the days it is valid (valid_to null: open-ended), the register entry and when staff last checked it.';


--
-- Name: countries; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.countries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    flag_icon text,
    language text,
    description text,
    sort_order integer DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    licence_required boolean DEFAULT false NOT NULL,
    casino_promotion boolean DEFAULT true NOT NULL,
    CONSTRAINT countries_description_length CHECK ((char_length(description) <= 2000)),
    CONSTRAINT countries_flag_icon_length CHECK ((char_length(flag_icon) <= 200)),
    CONSTRAINT countries_language_format CHECK ((language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'::text)),
    CONSTRAINT countries_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100))),
    CONSTRAINT countries_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT countries_slug_length CHECK (((char_length(slug) >= 1) AND (char_length(slug) <= 60)))
);


ALTER TABLE public.countries OWNER TO postgres;

--
-- Name: TABLE countries; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.countries IS 'Markets the site ranks casinos for; the slug is the first URL segment (/ca, /uk, ...).';


--
-- Name: COLUMN countries.slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.slug IS 'URL segment, lower-case (ca, uk, de, au, se, hu, hr, ro).';


--
-- Name: COLUMN countries.flag_icon; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.flag_icon IS 'Flag emoji (or an image URL) shown on the landing page cards.';


--
-- Name: COLUMN countries.language; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.language IS 'BCP 47 language tag of the market (e.g. en-CA, de-DE), used for the page lang attribute.';


--
-- Name: COLUMN countries.description; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.description IS 'One or two sentences shown on the landing page country card.';


--
-- Name: COLUMN countries.sort_order; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.sort_order IS 'Order of the landing page cards (ascending).';


--
-- Name: COLUMN countries.is_active; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.is_active IS 'Inactive countries are hidden from visitors.';


--
-- Name: COLUMN countries.licence_required; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.licence_required IS 'True when brands are listed in this market only with a licence valid today from one of the market''s regulators (market_regulators; any regulator when none is named).';


--
-- Name: COLUMN countries.casino_promotion; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.countries.casino_promotion IS 'False where casino promotion is unlawful: the market''s page shows no ranking, bonus or affiliate link, and /go refuses its brands.';


--
-- Name: brand_link_health; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.brand_link_health WITH (security_invoker='true') AS
 SELECT b.id AS brand_id,
    b.brand_slug,
    b.brand_name,
    b.is_active,
    b.country_id,
    c.name AS market_name,
    c.slug AS market_slug,
    b.link_paused_at,
    b.link_pause_reason,
    last.id AS check_id,
    last.checked_at,
    last.state,
    last.problems,
    last.final_url,
    last.final_status,
    last.click_id_kept,
    last.offer_found,
    last.response_ms
   FROM ((public.brands b
     JOIN public.countries c ON ((c.id = b.country_id)))
     LEFT JOIN LATERAL ( SELECT l.id,
            l.brand_id,
            l.checked_at,
            l.trigger,
            l.requested_by,
            l.state,
            l.problems,
            l.hops,
            l.start_url,
            l.final_url,
            l.final_host,
            l.final_status,
            l.click_id_kept,
            l.offer_found,
            l.response_ms,
            l.error
           FROM public.link_checks l
          WHERE (l.brand_id = b.id)
          ORDER BY l.checked_at DESC
         LIMIT 1) last ON (true));


ALTER VIEW public.brand_link_health OWNER TO postgres;

--
-- Name: VIEW brand_link_health; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON VIEW public.brand_link_health IS 'Every brand with its market and its latest link check (none yet: state null), for the Link health list.';


--
-- Name: brand_votes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.brand_votes (
    brand_id uuid NOT NULL,
    voter_id text NOT NULL,
    rating smallint NOT NULL,
    ip text,
    user_agent text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT brand_votes_rating_range CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT brand_votes_voter_id_format CHECK ((voter_id ~ '^[A-Za-z0-9_-]{8,64}$'::text))
);


ALTER TABLE public.brand_votes OWNER TO postgres;

--
-- Name: TABLE brand_votes; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.brand_votes IS 'Visitors'' star votes: one per visitor id and brand; voting again changes the vote. brands.user_rating follows from these rows.';


--
-- Name: COLUMN brand_votes.voter_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_votes.voter_id IS 'The visitor''s persistent user_id (random id kept in local storage).';


--
-- Name: COLUMN brand_votes.rating; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_votes.rating IS 'Stars 1-5 (1 Awful, 2 Poor, 3 Decent, 4 Great, 5 Amazing).';


--
-- Name: COLUMN brand_votes.ip; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_votes.ip IS 'Client IP of the first vote (server-side); limits votes per network.';


--
-- Name: COLUMN brand_votes.user_agent; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.brand_votes.user_agent IS 'User-Agent of the first vote (server-side).';


--
-- Name: code_snippets; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.code_snippets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    location text DEFAULT 'head'::text NOT NULL,
    code text NOT NULL,
    allowed_origins text[] DEFAULT '{}'::text[] NOT NULL,
    is_active boolean DEFAULT false NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT code_snippets_allowed_origins_format CHECK (((cardinality(allowed_origins) <= 20) AND private.text_array_matches(allowed_origins, '^https://[a-z0-9.-]+(:[0-9]{1,5})?$'::text))),
    CONSTRAINT code_snippets_code_length CHECK ((char_length(code) <= 20000)),
    CONSTRAINT code_snippets_description_length CHECK ((char_length(description) <= 1000)),
    CONSTRAINT code_snippets_location_known CHECK ((location = ANY (ARRAY['head'::text, 'body_start'::text, 'body_end'::text]))),
    CONSTRAINT code_snippets_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 120)))
);


ALTER TABLE public.code_snippets OWNER TO postgres;

--
-- Name: TABLE code_snippets; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.code_snippets IS 'Third-party snippets (analytics, tag managers) injected into public pages. Admin-only and audit-logged; visitors read active ones.';


--
-- Name: COLUMN code_snippets.location; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.code_snippets.location IS 'Where the snippet goes: head, body_start or body_end.';


--
-- Name: COLUMN code_snippets.code; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.code_snippets.code IS 'The snippet markup as entered by the admin.';


--
-- Name: COLUMN code_snippets.allowed_origins; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.code_snippets.allowed_origins IS 'https origins the snippet loads from; the public pages add them to their Content-Security-Policy.';


--
-- Name: COLUMN code_snippets.is_active; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.code_snippets.is_active IS 'Only active snippets are served to visitors.';


--
-- Name: login_attempts; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.login_attempts (
    id bigint NOT NULL,
    email text NOT NULL,
    success boolean NOT NULL,
    failure_reason text,
    ip text,
    user_agent text,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT login_attempts_email_length CHECK (((char_length(email) >= 3) AND (char_length(email) <= 320))),
    CONSTRAINT login_attempts_failure_reason_length CHECK ((char_length(failure_reason) <= 200))
);


ALTER TABLE public.login_attempts OWNER TO postgres;

--
-- Name: TABLE login_attempts; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.login_attempts IS 'Every admin sign-in attempt: email, outcome, client IP and user agent, UTC time. Never a password or token.';


--
-- Name: COLUMN login_attempts.email; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.email IS 'Email typed on the login form (lower-cased by trigger).';


--
-- Name: COLUMN login_attempts.success; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.success IS 'True only when the attempt signed in; a success can only be recorded by that same signed-in user.';


--
-- Name: COLUMN login_attempts.failure_reason; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.failure_reason IS 'The error shown to the user (e.g. "Invalid login credentials"); never the password.';


--
-- Name: COLUMN login_attempts.ip; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.ip IS 'Client IP from the request headers (set server-side).';


--
-- Name: COLUMN login_attempts.user_agent; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.user_agent IS 'User-Agent header of the request (set server-side).';


--
-- Name: COLUMN login_attempts.attempted_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.login_attempts.attempted_at IS 'Server time of the attempt (UTC timestamptz).';


--
-- Name: login_attempts_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.login_attempts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: market_blacklist; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.market_blacklist (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    country_id uuid NOT NULL,
    kind text NOT NULL,
    value text NOT NULL,
    source text NOT NULL,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT market_blacklist_kind CHECK ((kind = ANY (ARRAY['brand'::text, 'domain'::text]))),
    CONSTRAINT market_blacklist_note_length CHECK ((char_length(note) <= 1000)),
    CONSTRAINT market_blacklist_source_length CHECK (((char_length(source) >= 1) AND (char_length(source) <= 500))),
    CONSTRAINT market_blacklist_value CHECK ((((char_length(value) >= 1) AND (char_length(value) <= 200)) AND ((kind = 'brand'::text) OR (value ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text))))
);


ALTER TABLE public.market_blacklist OWNER TO postgres;

--
-- Name: TABLE market_blacklist; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.market_blacklist IS 'Brands (by name, any case) and domains (with their subdomains) a market''s regulator lists as unlicensed, with the list they come from: a matching brand is never listed there.';


--
-- Name: market_regulators; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.market_regulators (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    country_id uuid NOT NULL,
    regulator_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.market_regulators OWNER TO postgres;

--
-- Name: TABLE market_regulators; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.market_regulators IS 'The regulators whose licences a market accepts; a market that requires a licence and names none accepts any.';


--
-- Name: market_rules; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.market_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    country_id uuid NOT NULL,
    region_code text,
    region_name text,
    bonus_policy text DEFAULT 'show'::text NOT NULL,
    neutral_offer_text text,
    min_age smallint DEFAULT 18 NOT NULL,
    helpline_name text,
    helpline_url text,
    helpline_phone text,
    rg_wording text,
    ad_label text,
    significant_terms_required boolean DEFAULT false NOT NULL,
    cta_quiet_from time without time zone,
    cta_quiet_to time without time zone,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    offer_max_wagering numeric(5,1),
    offer_first_deposit_only boolean DEFAULT false NOT NULL,
    offer_requires_amount_reason_duration boolean DEFAULT false NOT NULL,
    offer_single_product boolean DEFAULT false NOT NULL,
    source text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    licence_regulator_id uuid,
    pause_on_broken_link boolean DEFAULT false NOT NULL,
    CONSTRAINT market_rules_ad_label_length CHECK (((char_length(ad_label) >= 1) AND (char_length(ad_label) <= 40))),
    CONSTRAINT market_rules_bonus_policy CHECK ((bonus_policy = ANY (ARRAY['show'::text, 'neutral'::text, 'hide'::text]))),
    CONSTRAINT market_rules_cta_quiet_hours CHECK ((((cta_quiet_from IS NULL) = (cta_quiet_to IS NULL)) AND ((cta_quiet_from IS NULL) OR (cta_quiet_from <> cta_quiet_to)))),
    CONSTRAINT market_rules_helpline_name_length CHECK (((char_length(helpline_name) >= 1) AND (char_length(helpline_name) <= 100))),
    CONSTRAINT market_rules_helpline_phone_format CHECK ((helpline_phone ~ '^[0-9+() -]{3,30}$'::text)),
    CONSTRAINT market_rules_helpline_url_format CHECK (((helpline_url ~* '^https?://'::text) AND (char_length(helpline_url) <= 2000))),
    CONSTRAINT market_rules_licence_regulator_region CHECK (((region_code IS NOT NULL) OR (licence_regulator_id IS NULL))),
    CONSTRAINT market_rules_min_age CHECK (((min_age >= 18) AND (min_age <= 25))),
    CONSTRAINT market_rules_neutral_offer_text CHECK (((char_length(neutral_offer_text) <= 200) AND ((bonus_policy <> 'neutral'::text) OR (char_length(neutral_offer_text) >= 1)))),
    CONSTRAINT market_rules_offer_max_wagering CHECK (((offer_max_wagering >= (0)::numeric) AND (offer_max_wagering <= (200)::numeric))),
    CONSTRAINT market_rules_pause_market_only CHECK (((region_code IS NULL) OR (NOT pause_on_broken_link))),
    CONSTRAINT market_rules_region CHECK ((((region_code IS NULL) AND (region_name IS NULL)) OR ((region_code ~ '^[A-Z0-9]{1,3}$'::text) AND ((char_length(region_name) >= 1) AND (char_length(region_name) <= 100))))),
    CONSTRAINT market_rules_rg_wording_length CHECK (((char_length(rg_wording) >= 1) AND (char_length(rg_wording) <= 500))),
    CONSTRAINT market_rules_source_length CHECK ((char_length(source) <= 1000)),
    CONSTRAINT market_rules_time_zone_length CHECK (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64)))
);


ALTER TABLE public.market_rules OWNER TO postgres;

--
-- Name: TABLE market_rules; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.market_rules IS 'What a market (region_code null) or one of its regions (ISO 3166-2 code without the country prefix: ON) requires of an affiliate: bonus policy, minimum age, responsible-gambling block, hours without calls to action (in time_zone) and the offer rules checked on save. Visitors get the stricter of their location''s rules and the page market''s.';


--
-- Name: COLUMN market_rules.bonus_policy; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.bonus_policy IS 'show: the offer; neutral: neutral_offer_text instead of the offer; hide: no offer and no promo code.';


--
-- Name: COLUMN market_rules.cta_quiet_from; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.cta_quiet_from IS 'Calls to action are withheld from cta_quiet_from until cta_quiet_to, local time in time_zone (Croatia: 06:00 to 23:00); from > to spans midnight.';


--
-- Name: COLUMN market_rules.offer_max_wagering; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.offer_max_wagering IS 'The highest wagering multiple an offer may carry (UK: 10); null: no cap.';


--
-- Name: COLUMN market_rules.offer_first_deposit_only; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.offer_first_deposit_only IS 'Bonuses only at first play (Sweden): an offer must be a first-deposit offer.';


--
-- Name: COLUMN market_rules.offer_requires_amount_reason_duration; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.offer_requires_amount_reason_duration IS 'A bonus states its amount, reason and duration (Germany).';


--
-- Name: COLUMN market_rules.offer_single_product; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.offer_single_product IS 'A bonus may not mix products (UK since 19 January 2026).';


--
-- Name: COLUMN market_rules.source; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.source IS 'Staff note: where the rule comes from. Not readable by visitors.';


--
-- Name: COLUMN market_rules.licence_regulator_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.licence_regulator_id IS 'For a region: visitors located there see only brands holding a licence from this regulator valid today (Ontario: AGCO). The market''s own licence rule is countries.licence_required with market_regulators.';


--
-- Name: COLUMN market_rules.pause_on_broken_link; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.market_rules.pause_on_broken_link IS 'Pause a brand of this market (it leaves the ranking, /go refuses) while the offer monitor finds its link Broken.';


--
-- Name: media; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.media (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bucket_id text NOT NULL,
    path text NOT NULL,
    file_name text NOT NULL,
    mime_type text,
    size_bytes bigint,
    width integer,
    height integer,
    alt_text text,
    uploaded_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT media_alt_text_length CHECK ((char_length(alt_text) <= 300)),
    CONSTRAINT media_bucket_known CHECK ((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text]))),
    CONSTRAINT media_file_name_length CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 255))),
    CONSTRAINT media_height_range CHECK ((height > 0)),
    CONSTRAINT media_mime_type_format CHECK ((mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'::text)),
    CONSTRAINT media_path_format CHECK ((((char_length(path) >= 1) AND (char_length(path) <= 500)) AND (path !~ '(^/|\.\.|//)'::text))),
    CONSTRAINT media_size_bytes_range CHECK ((size_bytes >= 0)),
    CONSTRAINT media_width_range CHECK ((width > 0))
);


ALTER TABLE public.media OWNER TO postgres;

--
-- Name: TABLE media; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.media IS 'Media library: metadata (alt text, size, dimensions, uploader) of files stored in the media and uploads storage buckets.';


--
-- Name: COLUMN media.bucket_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.media.bucket_id IS 'Storage bucket of the file: media (site images) or uploads (documents and images under /uploads).';


--
-- Name: COLUMN media.path; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.media.path IS 'Object name inside the bucket (storage.objects.name), no leading slash.';


--
-- Name: COLUMN media.alt_text; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.media.alt_text IS 'Alternative text used wherever the image is shown.';


--
-- Name: COLUMN media.uploaded_by; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.media.uploaded_by IS 'Staff member who uploaded the file (set server-side for API users).';


--
-- Name: page_builds; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.page_builds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    built_at timestamp with time zone NOT NULL,
    site_url text NOT NULL,
    styles text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT page_builds_site_url_format CHECK (((site_url ~* '^https?://'::text) AND (char_length(site_url) <= 2000))),
    CONSTRAINT page_builds_styles_length CHECK ((char_length(styles) <= 2000000))
);


ALTER TABLE public.page_builds OWNER TO postgres;

--
-- Name: TABLE page_builds; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.page_builds IS 'Each build of the public pages whose evidence is kept: when its prerender read the database, for which site, and the stylesheets its pages linked (a later deploy removes them from the site).';


--
-- Name: page_evidence; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.page_evidence (
    build_id uuid NOT NULL,
    path text NOT NULL,
    country_id uuid,
    market_slug text NOT NULL,
    html text NOT NULL,
    CONSTRAINT page_evidence_html_length CHECK (((char_length(html) >= 1) AND (char_length(html) <= 2000000))),
    CONSTRAINT page_evidence_market_slug_format CHECK ((market_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT page_evidence_path_format CHECK (((path ~ '^/[a-z0-9/-]*$'::text) AND (char_length(path) <= 300)))
);


ALTER TABLE public.page_evidence OWNER TO postgres;

--
-- Name: TABLE page_evidence; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.page_evidence IS 'The prerendered HTML of a market''s pages as one build published them (the market page, its categories, its comparison).';


--
-- Name: pages; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.pages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    content text,
    meta_title text,
    meta_description text,
    country_id uuid,
    is_published boolean DEFAULT false NOT NULL,
    published_at timestamp with time zone,
    sort_order integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    show_in_footer boolean DEFAULT false NOT NULL,
    CONSTRAINT pages_content_length CHECK ((char_length(content) <= 100000)),
    CONSTRAINT pages_meta_description_length CHECK ((char_length(meta_description) <= 400)),
    CONSTRAINT pages_meta_title_length CHECK ((char_length(meta_title) <= 200)),
    CONSTRAINT pages_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT pages_slug_length CHECK (((char_length(slug) >= 1) AND (char_length(slug) <= 60))),
    CONSTRAINT pages_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.pages OWNER TO postgres;

--
-- Name: TABLE pages; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.pages IS 'Static information and category pages (about, disclosure, privacy, terms, slots, poker, blackjack), managed in /admin/pages.';


--
-- Name: COLUMN pages.slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.slug IS 'URL path of the page without the slash (about -> /about).';


--
-- Name: COLUMN pages.content; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.content IS 'Page body as Markdown; rendered as text or through a sanitizer, never as raw HTML.';


--
-- Name: COLUMN pages.country_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.country_id IS 'Market the page belongs to; null for pages shown in every country.';


--
-- Name: COLUMN pages.is_published; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.is_published IS 'Only published pages are visible to visitors.';


--
-- Name: COLUMN pages.published_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.published_at IS 'First time the page was published (kept by trigger).';


--
-- Name: COLUMN pages.show_in_footer; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.pages.show_in_footer IS 'Linked from the public footer (published pages only, ordered by sort_order).';


--
-- Name: postback_source_secrets; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.postback_source_secrets (
    source_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    secret_hash text NOT NULL,
    previous_secret_hash text,
    previous_valid_until timestamp with time zone,
    test_token_hash text,
    test_token_valid_until timestamp with time zone,
    CONSTRAINT postback_source_secrets_hash_format CHECK (((secret_hash ~ '^[0-9a-f]{64}$'::text) AND ((previous_secret_hash IS NULL) OR (previous_secret_hash ~ '^[0-9a-f]{64}$'::text)) AND ((test_token_hash IS NULL) OR (test_token_hash ~ '^[0-9a-f]{64}$'::text))))
);


ALTER TABLE public.postback_source_secrets OWNER TO postgres;

--
-- Name: TABLE postback_source_secrets; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.postback_source_secrets IS 'SHA-256 hashes of each postback source''s secret (the token parameter), never the secret itself: issue_postback_secret returns a new secret once. Staff read only the dates.';


--
-- Name: COLUMN postback_source_secrets.secret_hash; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_source_secrets.secret_hash IS 'SHA-256 (hex) of the current secret.';


--
-- Name: COLUMN postback_source_secrets.previous_secret_hash; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_source_secrets.previous_secret_hash IS 'SHA-256 of the secret before the last rotation, still accepted until previous_valid_until.';


--
-- Name: COLUMN postback_source_secrets.previous_valid_until; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_source_secrets.previous_valid_until IS 'End of the rotation grace period.';


--
-- Name: COLUMN postback_source_secrets.test_token_hash; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_source_secrets.test_token_hash IS 'SHA-256 of the Test Postback console''s short-lived token (postbacks it authorises are marked is_test).';


--
-- Name: COLUMN postback_source_secrets.test_token_valid_until; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_source_secrets.test_token_valid_until IS 'When the test token stops being accepted.';


--
-- Name: postback_sources; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.postback_sources (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    description text,
    is_active boolean DEFAULT true NOT NULL,
    allowed_ips cidr[] DEFAULT '{}'::cidr[] NOT NULL,
    param_map jsonb DEFAULT '{}'::jsonb NOT NULL,
    default_currency text DEFAULT 'EUR'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    event_map jsonb DEFAULT '{}'::jsonb NOT NULL,
    preset text,
    CONSTRAINT postback_sources_default_currency_format CHECK ((default_currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT postback_sources_description_length CHECK ((char_length(description) <= 1000)),
    CONSTRAINT postback_sources_event_map_shape CHECK (((jsonb_typeof(event_map) = 'object'::text) AND (NOT jsonb_path_exists(event_map, '$.*?((((@ != "registration" && @ != "first_deposit") && @ != "deposit") && @ != "revenue") && @ != "other")'::jsonpath)))),
    CONSTRAINT postback_sources_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 120))),
    CONSTRAINT postback_sources_param_map_shape CHECK (((jsonb_typeof(param_map) = 'object'::text) AND ((param_map - ARRAY['click_id'::text, 'event'::text, 'payout'::text, 'currency'::text, 'transaction_id'::text, 'status'::text, 'token'::text]) = '{}'::jsonb))),
    CONSTRAINT postback_sources_preset_format CHECK ((preset ~ '^[a-z0-9-]{1,40}$'::text)),
    CONSTRAINT postback_sources_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);


ALTER TABLE public.postback_sources OWNER TO postgres;

--
-- Name: TABLE postback_sources; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.postback_sources IS 'Affiliate networks allowed to send postbacks; the postback URL names the source by slug. Secrets live in postback_source_secrets.';


--
-- Name: COLUMN postback_sources.slug; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.slug IS 'Source identifier in the postback URL (?source={slug}).';


--
-- Name: COLUMN postback_sources.is_active; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.is_active IS 'Postbacks for an inactive source are rejected (and logged).';


--
-- Name: COLUMN postback_sources.allowed_ips; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.allowed_ips IS 'Optional IP allowlist (CIDR); empty = any address.';


--
-- Name: COLUMN postback_sources.param_map; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.param_map IS 'Names of the network''s query/body parameters when they differ from ours, e.g. {"click_id": "subid", "payout": "amount"}. Keys: click_id, event, payout, currency, transaction_id, status, token.';


--
-- Name: COLUMN postback_sources.default_currency; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.default_currency IS 'Currency assumed when a postback names none (ISO 4217).';


--
-- Name: COLUMN postback_sources.event_map; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.event_map IS 'The network''s event values (lower case) mapped to our event_type, e.g. {"ftd": "first_deposit"}; values not listed fall back to the common names, then other.';


--
-- Name: COLUMN postback_sources.preset; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postback_sources.preset IS 'Affiliate platform whose macros the ready-to-paste postback URL uses (generic when null).';


--
-- Name: postbacks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.postbacks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    source_id uuid,
    click_id text,
    brand_click_id uuid,
    event text,
    payout numeric(14,4),
    currency text,
    transaction_id text,
    status text NOT NULL,
    status_reason text,
    request_method text,
    request_query jsonb,
    request_body text,
    ip text,
    user_agent text,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    event_type text,
    payout_reporting numeric(14,4),
    is_test boolean DEFAULT false NOT NULL,
    network_status text,
    repeat_count integer DEFAULT 1 NOT NULL,
    last_received_at timestamp with time zone,
    refusal_key text,
    CONSTRAINT postbacks_click_id_length CHECK ((char_length(click_id) <= 200)),
    CONSTRAINT postbacks_currency_format CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT postbacks_event_length CHECK ((char_length(event) <= 64)),
    CONSTRAINT postbacks_event_type_known CHECK ((event_type = ANY (ARRAY['registration'::text, 'first_deposit'::text, 'deposit'::text, 'revenue'::text, 'other'::text]))),
    CONSTRAINT postbacks_network_status_length CHECK ((char_length(network_status) <= 64)),
    CONSTRAINT postbacks_repeat_count_positive CHECK ((repeat_count >= 1)),
    CONSTRAINT postbacks_request_body_length CHECK ((char_length(request_body) <= 20000)),
    CONSTRAINT postbacks_request_method_known CHECK ((request_method = ANY (ARRAY['GET'::text, 'POST'::text]))),
    CONSTRAINT postbacks_status_known CHECK ((status = ANY (ARRAY['accepted'::text, 'duplicate'::text, 'unmatched'::text, 'rejected'::text]))),
    CONSTRAINT postbacks_status_reason_length CHECK ((char_length(status_reason) <= 500)),
    CONSTRAINT postbacks_transaction_id_length CHECK ((char_length(transaction_id) <= 200))
);


ALTER TABLE public.postbacks OWNER TO postgres;

--
-- Name: TABLE postbacks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.postbacks IS 'Raw log of every postback received from affiliate networks, with its outcome. Written by the postback edge function (service role); admins and analysts read.';


--
-- Name: COLUMN postbacks.click_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.click_id IS 'click_id named by the network (as received).';


--
-- Name: COLUMN postbacks.brand_click_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.brand_click_id IS 'brand_clicks_history row with that click_id; null when unmatched or rejected.';


--
-- Name: COLUMN postbacks.event; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.event IS 'Conversion event as sent by the network (e.g. registration, ftd, deposit).';


--
-- Name: COLUMN postbacks.payout; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.payout IS 'Commission reported by the network, in currency.';


--
-- Name: COLUMN postbacks.currency; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.currency IS 'ISO 4217 code of payout.';


--
-- Name: COLUMN postbacks.transaction_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.transaction_id IS 'Network''s id of the conversion; at most one accepted or unmatched row per source and transaction id.';


--
-- Name: COLUMN postbacks.status; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.status IS 'accepted: counted and linked to its click; duplicate: transaction already recorded; unmatched: valid but unknown click_id; rejected: bad token, inactive source, IP not allowed or bad input.';


--
-- Name: COLUMN postbacks.status_reason; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.status_reason IS 'Why a postback was rejected or not matched.';


--
-- Name: COLUMN postbacks.request_query; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.request_query IS 'Query parameters as received (the token parameter redacted); for a rejected postback clipped with the body to 1 KB together.';


--
-- Name: COLUMN postbacks.request_body; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.request_body IS 'Body as received, for POST (the token redacted); for a rejected postback clipped with the query to 1 KB together, and none for an unknown source.';


--
-- Name: COLUMN postbacks.ip; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.ip IS 'Address the postback came from.';


--
-- Name: COLUMN postbacks.event_type; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.event_type IS 'Event normalised from `event` by the source''s mapping: registration, first_deposit, deposit, revenue (commission) or other; null when rejected before mapping.';


--
-- Name: COLUMN postbacks.payout_reporting; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.payout_reporting IS 'payout converted to the reporting currency (site_settings reporting.currency) at reporting.currency_rates when received; null without a payout or a rate.';


--
-- Name: COLUMN postbacks.is_test; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.is_test IS 'Sent from the Test Postback console (authorised by a test token); never counted in the reports or the logs'' conversions.';


--
-- Name: COLUMN postbacks.network_status; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.network_status IS 'Status the network sent (its status parameter), as received.';


--
-- Name: COLUMN postbacks.repeat_count; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.repeat_count IS 'How many identical refusals this row stands for (same source or unknown slug, address, reason and clipped request within an hour of the first); 1 for every other postback.';


--
-- Name: COLUMN postbacks.last_received_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.last_received_at IS 'When the last repeat counted in repeat_count arrived; null when the postback came once.';


--
-- Name: COLUMN postbacks.refusal_key; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.postbacks.refusal_key IS 'For a rejected row: MD5 of what makes two refusals identical (source, address, reason, method, stored request), which postbacks_count_refusals looks up.';


--
-- Name: regulators; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.regulators (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    register_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT regulators_code_format CHECK (((code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(code) <= 40))),
    CONSTRAINT regulators_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT regulators_register_url_format CHECK (((register_url ~* '^https?://'::text) AND (char_length(register_url) <= 2000)))
);


ALTER TABLE public.regulators OWNER TO postgres;

--
-- Name: TABLE regulators; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.regulators IS 'Gambling regulators whose licences the markets accept (UK Gambling Commission, GGL, Spelinspektionen, ...).';


--
-- Name: report_schedules; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.report_schedules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    view_id uuid NOT NULL,
    frequency text NOT NULL,
    recipients uuid[] NOT NULL,
    next_run_at timestamp with time zone DEFAULT now() NOT NULL,
    sending_since timestamp with time zone,
    last_sent_at timestamp with time zone,
    last_error text,
    created_by uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT report_schedules_frequency_known CHECK ((frequency = ANY (ARRAY['daily'::text, 'weekly'::text, 'monthly'::text]))),
    CONSTRAINT report_schedules_last_error_length CHECK ((char_length(last_error) <= 1000)),
    CONSTRAINT report_schedules_recipients_count CHECK (((cardinality(recipients) >= 1) AND (cardinality(recipients) <= 50)))
);


ALTER TABLE public.report_schedules OWNER TO postgres;

--
-- Name: TABLE report_schedules; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.report_schedules IS 'A saved Analytics view emailed on a schedule to chosen staff: its figures for the period just ended against the one before, the top rows of its breakdown and a link to it. One schedule per view.';


--
-- Name: COLUMN report_schedules.recipients; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.report_schedules.recipients IS 'The staff (admin_users ids) it is emailed to, each allowed to read the view''s section.';


--
-- Name: COLUMN report_schedules.next_run_at; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.report_schedules.next_run_at IS 'When it sends next (private.report_next_run); it reports the period that ends the day before. Moves on once per send.';


--
-- Name: COLUMN report_schedules.sending_since; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.report_schedules.sending_since IS 'Set while the reports function sends it (claim_due_reports), so a second call does not send it again.';


--
-- Name: COLUMN report_schedules.last_error; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.report_schedules.last_error IS 'Why the last attempt failed (null after a send).';


--
-- Name: saved_views; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.saved_views (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    owner_id uuid DEFAULT auth.uid() NOT NULL,
    section text NOT NULL,
    name text NOT NULL,
    state jsonb NOT NULL,
    shared boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT saved_views_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80))),
    CONSTRAINT saved_views_section_format CHECK ((section ~ '^[a-z][A-Za-z0-9]{0,39}$'::text)),
    CONSTRAINT saved_views_state_shape CHECK (((jsonb_typeof(state) = 'object'::text) AND (jsonb_typeof((state -> 'params'::text)) = 'object'::text) AND (pg_column_size(state) <= 8192)))
);


ALTER TABLE public.saved_views OWNER TO postgres;

--
-- Name: TABLE saved_views; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.saved_views IS 'A saved admin view: a section''s URL state under a name, private to its owner or shared with the staff who read the section.';


--
-- Name: COLUMN saved_views.owner_id; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.saved_views.owner_id IS 'The staff member who saved it (the caller, always).';


--
-- Name: COLUMN saved_views.section; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.saved_views.section IS 'The admin section''s key (src/features/admin/sections.ts): analytics, brands, clickLog, ...';


--
-- Name: COLUMN saved_views.name; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.saved_views.name IS 'The name staff chose, unique per owner and section (any case).';


--
-- Name: COLUMN saved_views.state; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.saved_views.state IS 'What the view restores: {"params": {URL key: value}} (Analytics: period or from/to, the filters, breakdown and rank; a list: q, its filters, sort and order), and for a list {"list": its name} too.';


--
-- Name: COLUMN saved_views.shared; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.saved_views.shared IS 'Shown to every staff member who reads the section, not only the owner.';


--
-- Name: site_settings; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.site_settings (
    key text NOT NULL,
    value jsonb NOT NULL,
    is_public boolean DEFAULT false NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT site_settings_deploy_hook_private CHECK (((key <> 'deploy_hook_url'::text) OR (NOT is_public))),
    CONSTRAINT site_settings_description_length CHECK ((char_length(description) <= 500)),
    CONSTRAINT site_settings_key_format CHECK ((key ~ '^[a-z][a-z0-9_.]{0,99}$'::text)),
    CONSTRAINT site_settings_require_two_factor_boolean CHECK (((key <> 'admin.require_two_factor'::text) OR (jsonb_typeof(value) = 'boolean'::text)))
);


ALTER TABLE public.site_settings OWNER TO postgres;

--
-- Name: TABLE site_settings; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.site_settings IS 'Key/value site configuration edited in /admin/settings; public keys are read by the site.';


--
-- Name: COLUMN site_settings.key; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.site_settings.key IS 'Setting name, lower-case with dots or underscores (e.g. site_name, contact.response_time).';


--
-- Name: COLUMN site_settings.value; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.site_settings.value IS 'Setting value as JSON (string, number, boolean, object or array).';


--
-- Name: COLUMN site_settings.is_public; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.site_settings.is_public IS 'True when visitors may read the setting; private settings are admin-only.';


--
-- Name: traffic_click_changes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_click_changes (
    id bigint NOT NULL,
    change_xid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    row_xid xid8 NOT NULL,
    sign smallint NOT NULL,
    click jsonb NOT NULL,
    CONSTRAINT traffic_click_changes_sign CHECK ((sign = ANY (ARRAY['-1'::integer, 1])))
);


ALTER TABLE public.traffic_click_changes OWNER TO postgres;

--
-- Name: TABLE traffic_click_changes; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_click_changes IS 'Deletes and rollup-relevant updates of brand_clicks_history (postback totals, a deleted brand), as the row before (-1) and after (+1), until the fold job applies them to the rollups.';


--
-- Name: traffic_click_changes_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_click_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_click_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: traffic_hourly_click_dimensions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_hourly_click_dimensions (
    id bigint NOT NULL,
    dimension text NOT NULL,
    hour timestamp with time zone NOT NULL,
    country text,
    is_bot_filtered boolean NOT NULL,
    value text,
    source_key text,
    clicks bigint DEFAULT 0 NOT NULL,
    conversions bigint DEFAULT 0 NOT NULL,
    revenue numeric(16,4) DEFAULT 0 NOT NULL
);


ALTER TABLE public.traffic_hourly_click_dimensions OWNER TO postgres;

--
-- Name: TABLE traffic_hourly_click_dimensions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_hourly_click_dimensions IS 'Brand clicks per dimension value, UTC hour, country and bot flag with their conversions and revenue (each click once per dimension): exact totals of brand_clicks_history kept by triggers, read by the report functions.';


--
-- Name: traffic_hourly_click_dimensions_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_click_dimensions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_hourly_click_dimensions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: traffic_hourly_clicks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_hourly_clicks (
    id bigint NOT NULL,
    hour timestamp with time zone NOT NULL,
    country text,
    is_bot_filtered boolean NOT NULL,
    clicks bigint DEFAULT 0 NOT NULL,
    conversions bigint DEFAULT 0 NOT NULL,
    revenue numeric(16,4) DEFAULT 0 NOT NULL
);


ALTER TABLE public.traffic_hourly_clicks OWNER TO postgres;

--
-- Name: TABLE traffic_hourly_clicks; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_hourly_clicks IS 'Brand clicks per UTC hour, country and bot flag with their conversions and revenue: exact totals of brand_clicks_history kept by triggers, read by the report functions.';


--
-- Name: traffic_hourly_clicks_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_clicks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_hourly_clicks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: traffic_hourly_session_dimensions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_hourly_session_dimensions (
    id bigint NOT NULL,
    dimension text NOT NULL,
    hour timestamp with time zone NOT NULL,
    country text,
    value text,
    source_key text,
    sessions bigint DEFAULT 0 NOT NULL
);


ALTER TABLE public.traffic_hourly_session_dimensions OWNER TO postgres;

--
-- Name: TABLE traffic_hourly_session_dimensions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_hourly_session_dimensions IS 'Visitor sessions per dimension value, UTC hour and country (each session once per dimension): exact totals of visitor_sessions kept by triggers, read by the report functions.';


--
-- Name: traffic_hourly_session_dimensions_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_session_dimensions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_hourly_session_dimensions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: traffic_hourly_sessions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_hourly_sessions (
    id bigint NOT NULL,
    hour timestamp with time zone NOT NULL,
    country text,
    sessions bigint DEFAULT 0 NOT NULL
);


ALTER TABLE public.traffic_hourly_sessions OWNER TO postgres;

--
-- Name: TABLE traffic_hourly_sessions; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_hourly_sessions IS 'Visitor sessions per UTC hour and country: exact totals of visitor_sessions kept by triggers, read by the report functions.';


--
-- Name: traffic_hourly_sessions_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_sessions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_hourly_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: traffic_rollup_state; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_rollup_state (
    id boolean DEFAULT true NOT NULL,
    watermark xid8 NOT NULL,
    folded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT traffic_rollup_state_single CHECK (id)
);


ALTER TABLE public.traffic_rollup_state OWNER TO postgres;

--
-- Name: TABLE traffic_rollup_state; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_rollup_state IS 'The fold job''s progress: every click and session inserted by a transaction below watermark is in the hourly rollups; reports add the raw rows from it on (private.click_tail, private.session_tail).';


--
-- Name: traffic_session_changes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.traffic_session_changes (
    id bigint NOT NULL,
    change_xid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    row_xid xid8 NOT NULL,
    sign smallint NOT NULL,
    session jsonb NOT NULL,
    CONSTRAINT traffic_session_changes_sign CHECK ((sign = ANY (ARRAY['-1'::integer, 1])))
);


ALTER TABLE public.traffic_session_changes OWNER TO postgres;

--
-- Name: TABLE traffic_session_changes; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.traffic_session_changes IS 'Deletes and rollup-relevant updates of visitor_sessions, as the row before (-1) and after (+1), until the fold job applies them to the rollups.';


--
-- Name: traffic_session_changes_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_session_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.traffic_session_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: visitor_session_end_events; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.visitor_session_end_events (
    id bigint NOT NULL,
    session_id text NOT NULL,
    user_id text NOT NULL,
    time_on_site_sec integer NOT NULL,
    applied boolean DEFAULT false NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT visitor_session_end_events_session_id_format CHECK ((session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text)),
    CONSTRAINT visitor_session_end_events_time_range CHECK (((time_on_site_sec >= 0) AND (time_on_site_sec <= 604800))),
    CONSTRAINT visitor_session_end_events_user_id_format CHECK ((user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text))
);


ALTER TABLE public.visitor_session_end_events OWNER TO postgres;

--
-- Name: TABLE visitor_session_end_events; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.visitor_session_end_events IS 'Session-end signals (pagehide / visibilitychange, possibly several per session) sent through end_visitor_session(). The trigger applies each to visitor_sessions when session_id and user_id both match the session.';


--
-- Name: COLUMN visitor_session_end_events.time_on_site_sec; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_session_end_events.time_on_site_sec IS 'Seconds on site as measured by the browser.';


--
-- Name: COLUMN visitor_session_end_events.applied; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.visitor_session_end_events.applied IS 'True when the signal updated its session (session found for this visitor and at least 5 seconds).';


--
-- Name: visitor_session_end_events_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.visitor_session_end_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.visitor_session_end_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: anon_write_counts; Type: TABLE; Schema: request_guard; Owner: postgres
--

CREATE TABLE request_guard.anon_write_counts (
    ip text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    writes integer DEFAULT 0 NOT NULL,
    CONSTRAINT anon_write_counts_writes_positive CHECK ((writes >= 0))
);


ALTER TABLE request_guard.anon_write_counts OWNER TO postgres;

--
-- Name: TABLE anon_write_counts; Type: COMMENT; Schema: request_guard; Owner: postgres
--

COMMENT ON TABLE request_guard.anon_write_counts IS 'Anonymous API writes per client IP and minute, counted by request_guard.check_request(). An address''s rows older than the window are pruned by its next request; a periodic job may delete rows older than 10 minutes.';


--
-- Name: deleted_postback_sources deleted_postback_sources_pkey; Type: CONSTRAINT; Schema: private; Owner: postgres
--

ALTER TABLE ONLY private.deleted_postback_sources
    ADD CONSTRAINT deleted_postback_sources_pkey PRIMARY KEY (source_id);


--
-- Name: password_failures password_failures_pkey; Type: CONSTRAINT; Schema: private; Owner: postgres
--

ALTER TABLE ONLY private.password_failures
    ADD CONSTRAINT password_failures_pkey PRIMARY KEY (user_id);


--
-- Name: postback_address_counts postback_address_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: postgres
--

ALTER TABLE ONLY private.postback_address_counts
    ADD CONSTRAINT postback_address_counts_pkey PRIMARY KEY (ip, window_start);


--
-- Name: admin_users admin_users_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.admin_users
    ADD CONSTRAINT admin_users_pkey PRIMARY KEY (id);


--
-- Name: alert_reads alert_reads_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_reads
    ADD CONSTRAINT alert_reads_pkey PRIMARY KEY (alert_id, user_id);


--
-- Name: alert_rules alert_rules_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_rules
    ADD CONSTRAINT alert_rules_pkey PRIMARY KEY (id);


--
-- Name: alert_subscriptions alert_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_pkey PRIMARY KEY (rule_id, user_id);


--
-- Name: alerts alerts_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alerts
    ADD CONSTRAINT alerts_pkey PRIMARY KEY (id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: brand_categories brand_categories_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_categories
    ADD CONSTRAINT brand_categories_pkey PRIMARY KEY (brand_id, category_id);


--
-- Name: brand_clicks_history brand_clicks_history_click_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_clicks_history
    ADD CONSTRAINT brand_clicks_history_click_id_key UNIQUE (click_id);


--
-- Name: brand_clicks_history brand_clicks_history_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_clicks_history
    ADD CONSTRAINT brand_clicks_history_pkey PRIMARY KEY (id);


--
-- Name: brand_licences brand_licences_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_licences
    ADD CONSTRAINT brand_licences_pkey PRIMARY KEY (id);


--
-- Name: brand_votes brand_votes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_votes
    ADD CONSTRAINT brand_votes_pkey PRIMARY KEY (brand_id, voter_id);


--
-- Name: brands brands_brand_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_brand_slug_key UNIQUE (brand_slug);


--
-- Name: brands brands_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);


--
-- Name: categories categories_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);


--
-- Name: categories categories_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_slug_key UNIQUE (slug);


--
-- Name: code_snippets code_snippets_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.code_snippets
    ADD CONSTRAINT code_snippets_pkey PRIMARY KEY (id);


--
-- Name: countries countries_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.countries
    ADD CONSTRAINT countries_pkey PRIMARY KEY (id);


--
-- Name: countries countries_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.countries
    ADD CONSTRAINT countries_slug_key UNIQUE (slug);


--
-- Name: link_checks link_checks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.link_checks
    ADD CONSTRAINT link_checks_pkey PRIMARY KEY (id);


--
-- Name: login_attempts login_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.login_attempts
    ADD CONSTRAINT login_attempts_pkey PRIMARY KEY (id);


--
-- Name: market_blacklist market_blacklist_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_blacklist
    ADD CONSTRAINT market_blacklist_pkey PRIMARY KEY (id);


--
-- Name: market_blacklist market_blacklist_unique; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_blacklist
    ADD CONSTRAINT market_blacklist_unique UNIQUE (country_id, kind, value);


--
-- Name: market_regulators market_regulators_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_regulators
    ADD CONSTRAINT market_regulators_pkey PRIMARY KEY (id);


--
-- Name: market_regulators market_regulators_unique; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_regulators
    ADD CONSTRAINT market_regulators_unique UNIQUE (country_id, regulator_id);


--
-- Name: market_rules market_rules_market_region; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_rules
    ADD CONSTRAINT market_rules_market_region UNIQUE NULLS NOT DISTINCT (country_id, region_code);


--
-- Name: market_rules market_rules_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_rules
    ADD CONSTRAINT market_rules_pkey PRIMARY KEY (id);


--
-- Name: media media_bucket_path_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_bucket_path_key UNIQUE (bucket_id, path);


--
-- Name: media media_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);


--
-- Name: page_builds page_builds_built_at_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.page_builds
    ADD CONSTRAINT page_builds_built_at_key UNIQUE (built_at);


--
-- Name: page_builds page_builds_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.page_builds
    ADD CONSTRAINT page_builds_pkey PRIMARY KEY (id);


--
-- Name: page_evidence page_evidence_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.page_evidence
    ADD CONSTRAINT page_evidence_pkey PRIMARY KEY (build_id, path);


--
-- Name: pages pages_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.pages
    ADD CONSTRAINT pages_pkey PRIMARY KEY (id);


--
-- Name: pages pages_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.pages
    ADD CONSTRAINT pages_slug_key UNIQUE (slug);


--
-- Name: postback_source_secrets postback_source_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postback_source_secrets
    ADD CONSTRAINT postback_source_secrets_pkey PRIMARY KEY (source_id);


--
-- Name: postback_sources postback_sources_name_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postback_sources
    ADD CONSTRAINT postback_sources_name_key UNIQUE (name);


--
-- Name: postback_sources postback_sources_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postback_sources
    ADD CONSTRAINT postback_sources_pkey PRIMARY KEY (id);


--
-- Name: postback_sources postback_sources_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postback_sources
    ADD CONSTRAINT postback_sources_slug_key UNIQUE (slug);


--
-- Name: postbacks postbacks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postbacks
    ADD CONSTRAINT postbacks_pkey PRIMARY KEY (id);


--
-- Name: postbacks postbacks_refusal_request_size; Type: CHECK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE public.postbacks
    ADD CONSTRAINT postbacks_refusal_request_size CHECK (((status <> 'rejected'::text) OR ((COALESCE(octet_length((request_query)::text), 0) + COALESCE(octet_length(request_body), 0)) <= 1024))) NOT VALID;


--
-- Name: regulators regulators_code_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.regulators
    ADD CONSTRAINT regulators_code_key UNIQUE (code);


--
-- Name: regulators regulators_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.regulators
    ADD CONSTRAINT regulators_pkey PRIMARY KEY (id);


--
-- Name: report_schedules report_schedules_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.report_schedules
    ADD CONSTRAINT report_schedules_pkey PRIMARY KEY (id);


--
-- Name: saved_views saved_views_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.saved_views
    ADD CONSTRAINT saved_views_pkey PRIMARY KEY (id);


--
-- Name: site_settings site_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.site_settings
    ADD CONSTRAINT site_settings_pkey PRIMARY KEY (key);


--
-- Name: traffic_click_changes traffic_click_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_click_changes
    ADD CONSTRAINT traffic_click_changes_pkey PRIMARY KEY (id);


--
-- Name: traffic_hourly_click_dimensions traffic_hourly_click_dimensions_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_click_dimensions
    ADD CONSTRAINT traffic_hourly_click_dimensions_key UNIQUE NULLS NOT DISTINCT (dimension, hour, country, is_bot_filtered, value, source_key);


--
-- Name: traffic_hourly_click_dimensions traffic_hourly_click_dimensions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_click_dimensions
    ADD CONSTRAINT traffic_hourly_click_dimensions_pkey PRIMARY KEY (id);


--
-- Name: traffic_hourly_clicks traffic_hourly_clicks_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_clicks
    ADD CONSTRAINT traffic_hourly_clicks_key UNIQUE NULLS NOT DISTINCT (hour, country, is_bot_filtered);


--
-- Name: traffic_hourly_clicks traffic_hourly_clicks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_clicks
    ADD CONSTRAINT traffic_hourly_clicks_pkey PRIMARY KEY (id);


--
-- Name: traffic_hourly_session_dimensions traffic_hourly_session_dimensions_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_session_dimensions
    ADD CONSTRAINT traffic_hourly_session_dimensions_key UNIQUE NULLS NOT DISTINCT (dimension, hour, country, value, source_key);


--
-- Name: traffic_hourly_session_dimensions traffic_hourly_session_dimensions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_session_dimensions
    ADD CONSTRAINT traffic_hourly_session_dimensions_pkey PRIMARY KEY (id);


--
-- Name: traffic_hourly_sessions traffic_hourly_sessions_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_sessions
    ADD CONSTRAINT traffic_hourly_sessions_key UNIQUE NULLS NOT DISTINCT (hour, country);


--
-- Name: traffic_hourly_sessions traffic_hourly_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_hourly_sessions
    ADD CONSTRAINT traffic_hourly_sessions_pkey PRIMARY KEY (id);


--
-- Name: traffic_rollup_state traffic_rollup_state_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_rollup_state
    ADD CONSTRAINT traffic_rollup_state_pkey PRIMARY KEY (id);


--
-- Name: traffic_session_changes traffic_session_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.traffic_session_changes
    ADD CONSTRAINT traffic_session_changes_pkey PRIMARY KEY (id);


--
-- Name: visitor_session_end_events visitor_session_end_events_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.visitor_session_end_events
    ADD CONSTRAINT visitor_session_end_events_pkey PRIMARY KEY (id);


--
-- Name: visitor_sessions visitor_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.visitor_sessions
    ADD CONSTRAINT visitor_sessions_pkey PRIMARY KEY (id);


--
-- Name: visitor_sessions visitor_sessions_session_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.visitor_sessions
    ADD CONSTRAINT visitor_sessions_session_id_key UNIQUE (session_id);


--
-- Name: anon_write_counts anon_write_counts_pkey; Type: CONSTRAINT; Schema: request_guard; Owner: postgres
--

ALTER TABLE ONLY request_guard.anon_write_counts
    ADD CONSTRAINT anon_write_counts_pkey PRIMARY KEY (ip, window_start);


--
-- Name: postback_address_counts_window_idx; Type: INDEX; Schema: private; Owner: postgres
--

CREATE INDEX postback_address_counts_window_idx ON private.postback_address_counts USING btree (window_start);


--
-- Name: admin_users_email_key; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX admin_users_email_key ON public.admin_users USING btree (email);


--
-- Name: alert_reads_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alert_reads_user_idx ON public.alert_reads USING btree (user_id, alert_id);


--
-- Name: alert_rules_brand_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alert_rules_brand_idx ON public.alert_rules USING btree (brand_id);


--
-- Name: alert_rules_country_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alert_rules_country_idx ON public.alert_rules USING btree (country_id);


--
-- Name: alert_subscriptions_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alert_subscriptions_user_idx ON public.alert_subscriptions USING btree (user_id);


--
-- Name: alerts_brand_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alerts_brand_idx ON public.alerts USING btree (brand_id);


--
-- Name: alerts_country_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alerts_country_idx ON public.alerts USING btree (country_id);


--
-- Name: alerts_fired_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alerts_fired_at_idx ON public.alerts USING btree (fired_at DESC);


--
-- Name: alerts_one_open_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX alerts_one_open_idx ON public.alerts USING btree (rule_id, subject_key) WHERE (cleared_at IS NULL);


--
-- Name: alerts_rule_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alerts_rule_idx ON public.alerts USING btree (rule_id, fired_at DESC);


--
-- Name: alerts_undelivered_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX alerts_undelivered_idx ON public.alerts USING btree (fired_at) WHERE ((notified_at IS NULL) OR ((cleared_at IS NOT NULL) AND (cleared_notified_at IS NULL)));


--
-- Name: audit_log_actor_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_log_actor_idx ON public.audit_log USING btree (actor_id, occurred_at DESC);


--
-- Name: audit_log_deletes_txid_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_log_deletes_txid_idx ON public.audit_log USING btree (txid) WHERE (action = 'delete'::text);


--
-- Name: audit_log_occurred_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_log_occurred_at_idx ON public.audit_log USING btree (occurred_at DESC);


--
-- Name: audit_log_table_record_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_log_table_record_idx ON public.audit_log USING btree (table_name, record_id, occurred_at DESC);


--
-- Name: brand_categories_category_brand_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_categories_category_brand_idx ON public.brand_categories USING btree (category_id, brand_id);


--
-- Name: brand_clicks_history_brand_time_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_brand_time_idx ON public.brand_clicks_history USING btree (brand_id, click_time DESC);


--
-- Name: brand_clicks_history_click_in_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_click_in_idx ON public.brand_clicks_history USING btree (click_in_id);


--
-- Name: brand_clicks_history_country_time_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_country_time_idx ON public.brand_clicks_history USING btree (country, click_time DESC);


--
-- Name: brand_clicks_history_ingest_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_ingest_idx ON public.brand_clicks_history USING btree (ingest_xid);


--
-- Name: brand_clicks_history_ip_time_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_ip_time_idx ON public.brand_clicks_history USING btree (ip, click_time);


--
-- Name: brand_clicks_history_report_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_report_idx ON public.brand_clicks_history USING btree (click_time) INCLUDE (is_bot_filtered, conversions, revenue, accepted_postbacks, brand_id, country, device_type, browser, os, source, medium, campaign, social_source, referrer_host, landing_path, card_position);


--
-- Name: brand_clicks_history_session_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_session_idx ON public.brand_clicks_history USING btree (session_id, user_id);


--
-- Name: brand_clicks_history_source_time_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_clicks_history_source_time_idx ON public.brand_clicks_history USING btree (source, click_time DESC);


--
-- Name: brand_licences_brand_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_licences_brand_idx ON public.brand_licences USING btree (brand_id, valid_to);


--
-- Name: brand_licences_regulator_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_licences_regulator_idx ON public.brand_licences USING btree (regulator_id);


--
-- Name: brand_votes_brand_ip_created_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_votes_brand_ip_created_idx ON public.brand_votes USING btree (brand_id, ip, created_at);


--
-- Name: brand_votes_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brand_votes_created_at_idx ON public.brand_votes USING btree (created_at DESC);


--
-- Name: brands_active_sort_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brands_active_sort_idx ON public.brands USING btree (is_active, sort_order);


--
-- Name: brands_blacklist_entry_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brands_blacklist_entry_idx ON public.brands USING btree (blacklist_entry_id) WHERE (blacklist_entry_id IS NOT NULL);


--
-- Name: brands_country_active_sort_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX brands_country_active_sort_idx ON public.brands USING btree (country_id, is_active, sort_order);


--
-- Name: categories_active_sort_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX categories_active_sort_idx ON public.categories USING btree (is_active, sort_order);


--
-- Name: code_snippets_active_location_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX code_snippets_active_location_idx ON public.code_snippets USING btree (is_active, location, sort_order);


--
-- Name: countries_active_sort_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX countries_active_sort_idx ON public.countries USING btree (is_active, sort_order, name);


--
-- Name: link_checks_brand_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX link_checks_brand_idx ON public.link_checks USING btree (brand_id, checked_at DESC);


--
-- Name: link_checks_checked_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX link_checks_checked_at_idx ON public.link_checks USING btree (checked_at DESC);


--
-- Name: link_checks_requested_by_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX link_checks_requested_by_idx ON public.link_checks USING btree (requested_by);


--
-- Name: login_attempts_attempted_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX login_attempts_attempted_at_idx ON public.login_attempts USING btree (attempted_at DESC);


--
-- Name: login_attempts_email_attempted_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX login_attempts_email_attempted_at_idx ON public.login_attempts USING btree (email, attempted_at DESC);


--
-- Name: login_attempts_ip_attempted_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX login_attempts_ip_attempted_at_idx ON public.login_attempts USING btree (ip, attempted_at DESC);


--
-- Name: market_regulators_regulator_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX market_regulators_regulator_idx ON public.market_regulators USING btree (regulator_id);


--
-- Name: market_rules_country_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX market_rules_country_idx ON public.market_rules USING btree (country_id);


--
-- Name: market_rules_licence_regulator_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX market_rules_licence_regulator_idx ON public.market_rules USING btree (licence_regulator_id);


--
-- Name: media_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX media_created_at_idx ON public.media USING btree (bucket_id, created_at DESC);


--
-- Name: media_uploaded_by_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX media_uploaded_by_idx ON public.media USING btree (uploaded_by);


--
-- Name: page_evidence_country_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX page_evidence_country_idx ON public.page_evidence USING btree (country_id);


--
-- Name: page_evidence_market_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX page_evidence_market_idx ON public.page_evidence USING btree (market_slug, build_id);


--
-- Name: pages_country_id_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX pages_country_id_idx ON public.pages USING btree (country_id);


--
-- Name: pages_published_sort_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX pages_published_sort_idx ON public.pages USING btree (is_published, sort_order);


--
-- Name: postbacks_accepted_click_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_accepted_click_idx ON public.postbacks USING btree (brand_click_id, received_at) WHERE (status = 'accepted'::text);


--
-- Name: postbacks_brand_click_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_brand_click_idx ON public.postbacks USING btree (brand_click_id);


--
-- Name: postbacks_click_id_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_click_id_idx ON public.postbacks USING btree (click_id);


--
-- Name: postbacks_conversion_once_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX postbacks_conversion_once_idx ON public.postbacks USING btree (source_id, transaction_id) WHERE ((status = ANY (ARRAY['accepted'::text, 'unmatched'::text])) AND (transaction_id IS NOT NULL));


--
-- Name: postbacks_event_once_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX postbacks_event_once_idx ON public.postbacks USING btree (source_id, click_id, COALESCE(event, ''::text)) WHERE ((status = ANY (ARRAY['accepted'::text, 'unmatched'::text])) AND (transaction_id IS NULL));


--
-- Name: INDEX postbacks_event_once_idx; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON INDEX public.postbacks_event_once_idx IS 'Idempotency without a transaction id: one conversion per source, click id and event; repeats are logged as ''duplicate''.';


--
-- Name: postbacks_received_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_received_at_idx ON public.postbacks USING btree (received_at DESC);


--
-- Name: postbacks_refusal_key_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_refusal_key_idx ON public.postbacks USING btree (refusal_key, received_at DESC) WHERE (refusal_key IS NOT NULL);


--
-- Name: postbacks_source_received_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_source_received_idx ON public.postbacks USING btree (source_id, received_at DESC);


--
-- Name: postbacks_status_received_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_status_received_idx ON public.postbacks USING btree (status, received_at DESC);


--
-- Name: postbacks_unmatched_click_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX postbacks_unmatched_click_idx ON public.postbacks USING btree (click_id) WHERE (status = 'unmatched'::text);


--
-- Name: report_schedules_created_by_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX report_schedules_created_by_idx ON public.report_schedules USING btree (created_by);


--
-- Name: report_schedules_next_run_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX report_schedules_next_run_idx ON public.report_schedules USING btree (next_run_at);


--
-- Name: report_schedules_view_key; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX report_schedules_view_key ON public.report_schedules USING btree (view_id);


--
-- Name: saved_views_name_key; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX saved_views_name_key ON public.saved_views USING btree (owner_id, section, lower(btrim(name)));


--
-- Name: saved_views_section_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX saved_views_section_idx ON public.saved_views USING btree (section, shared);


--
-- Name: site_settings_public_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX site_settings_public_idx ON public.site_settings USING btree (is_public);


--
-- Name: traffic_click_changes_change_xid_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX traffic_click_changes_change_xid_idx ON public.traffic_click_changes USING btree (change_xid);


--
-- Name: traffic_click_changes_row_xid_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX traffic_click_changes_row_xid_idx ON public.traffic_click_changes USING btree (row_xid);


--
-- Name: traffic_session_changes_change_xid_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX traffic_session_changes_change_xid_idx ON public.traffic_session_changes USING btree (change_xid);


--
-- Name: traffic_session_changes_row_xid_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX traffic_session_changes_row_xid_idx ON public.traffic_session_changes USING btree (row_xid);


--
-- Name: visitor_session_end_events_received_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_session_end_events_received_at_idx ON public.visitor_session_end_events USING btree (received_at DESC);


--
-- Name: visitor_session_end_events_session_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_session_end_events_session_idx ON public.visitor_session_end_events USING btree (session_id, received_at);


--
-- Name: visitor_sessions_country_created_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_country_created_idx ON public.visitor_sessions USING btree (country, created_at DESC);


--
-- Name: visitor_sessions_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_created_at_idx ON public.visitor_sessions USING btree (created_at DESC);


--
-- Name: visitor_sessions_ingest_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_ingest_idx ON public.visitor_sessions USING btree (ingest_xid);


--
-- Name: visitor_sessions_ip_created_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_ip_created_idx ON public.visitor_sessions USING btree (ip_address, created_at);


--
-- Name: visitor_sessions_report_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_report_idx ON public.visitor_sessions USING btree (created_at) INCLUDE (user_id);


--
-- Name: visitor_sessions_user_id_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_user_id_idx ON public.visitor_sessions USING btree (user_id, created_at DESC);


--
-- Name: visitor_sessions_utm_source_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX visitor_sessions_utm_source_idx ON public.visitor_sessions USING btree (utm_source, created_at DESC);


--
-- Name: admin_users admin_users_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER admin_users_audit AFTER INSERT OR DELETE OR UPDATE ON public.admin_users FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: admin_users admin_users_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER admin_users_guard BEFORE INSERT OR DELETE OR UPDATE ON public.admin_users FOR EACH ROW EXECUTE FUNCTION private.admin_users_guard();


--
-- Name: admin_users admin_users_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER admin_users_timestamps BEFORE INSERT OR UPDATE ON public.admin_users FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: alert_rules alert_rules_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER alert_rules_audit AFTER INSERT OR DELETE OR UPDATE ON public.alert_rules FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('updated_by');


--
-- Name: alert_rules alert_rules_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER alert_rules_before_write BEFORE INSERT OR UPDATE ON public.alert_rules FOR EACH ROW EXECUTE FUNCTION private.alert_rules_before_write();


--
-- Name: alert_rules alert_rules_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER alert_rules_timestamps BEFORE INSERT OR UPDATE ON public.alert_rules FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: brand_categories brand_categories_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_categories_audit AFTER INSERT OR DELETE OR UPDATE ON public.brand_categories FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: brand_clicks_history brand_clicks_history_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_clicks_history_before_insert BEFORE INSERT ON public.brand_clicks_history FOR EACH ROW EXECUTE FUNCTION private.brand_clicks_history_before_insert();


--
-- Name: brand_clicks_history brand_clicks_history_link_postbacks; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_clicks_history_link_postbacks AFTER INSERT ON public.brand_clicks_history FOR EACH ROW WHEN (((new.click_path <> 'client'::text) OR (COALESCE(current_setting('role'::text, true), 'none'::text) <> ALL (ARRAY['anon'::text, 'authenticated'::text])))) EXECUTE FUNCTION private.brand_clicks_history_link_postbacks();


--
-- Name: brand_clicks_history brand_clicks_history_log_deletes; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_clicks_history_log_deletes AFTER DELETE ON public.brand_clicks_history REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.brand_clicks_history_log_changes();


--
-- Name: brand_clicks_history brand_clicks_history_log_updates; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_clicks_history_log_updates AFTER UPDATE ON public.brand_clicks_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.brand_clicks_history_log_changes();


--
-- Name: brand_licences brand_licences_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_licences_audit AFTER INSERT OR DELETE OR UPDATE ON public.brand_licences FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: brand_licences brand_licences_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_licences_timestamps BEFORE INSERT OR UPDATE ON public.brand_licences FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: brand_votes brand_votes_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_votes_before_insert BEFORE INSERT ON public.brand_votes FOR EACH ROW EXECUTE FUNCTION private.brand_votes_before_insert();


--
-- Name: brand_votes brand_votes_refresh_rating; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_votes_refresh_rating AFTER INSERT OR DELETE OR UPDATE ON public.brand_votes FOR EACH ROW EXECUTE FUNCTION private.brand_votes_refresh_rating();


--
-- Name: brand_votes brand_votes_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brand_votes_timestamps BEFORE INSERT OR UPDATE ON public.brand_votes FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: brands brands_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brands_audit AFTER INSERT OR DELETE OR UPDATE ON public.brands FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('user_rating', 'user_rating_votes');


--
-- Name: brands brands_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brands_before_write BEFORE INSERT OR UPDATE ON public.brands FOR EACH ROW EXECUTE FUNCTION private.brands_before_write();


--
-- Name: brands brands_blacklist_check; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brands_blacklist_check BEFORE INSERT OR UPDATE OF brand_name, destination_url, country_id, blacklist_entry_id ON public.brands FOR EACH ROW EXECUTE FUNCTION private.brands_blacklist_check();


--
-- Name: brands brands_offer_check; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brands_offer_check BEFORE INSERT OR UPDATE OF country_id, is_active, bonus_text, bonus_amount, bonus_reason, wagering_multiple, full_terms_url, first_deposit_offer, bonus_expiry_days, bonus_products ON public.brands FOR EACH ROW EXECUTE FUNCTION private.brands_offer_check();


--
-- Name: brands brands_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER brands_timestamps BEFORE INSERT OR UPDATE ON public.brands FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: categories categories_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER categories_audit AFTER INSERT OR DELETE OR UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: categories categories_default_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER categories_default_guard BEFORE DELETE OR UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.categories_default_guard();


--
-- Name: categories categories_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER categories_timestamps BEFORE INSERT OR UPDATE ON public.categories FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: code_snippets code_snippets_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER code_snippets_audit AFTER INSERT OR DELETE OR UPDATE ON public.code_snippets FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: code_snippets code_snippets_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER code_snippets_timestamps BEFORE INSERT OR UPDATE ON public.code_snippets FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: countries countries_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER countries_audit AFTER INSERT OR DELETE OR UPDATE ON public.countries FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: countries countries_slug_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER countries_slug_guard BEFORE INSERT OR UPDATE OF slug ON public.countries FOR EACH ROW EXECUTE FUNCTION private.countries_slug_guard();


--
-- Name: countries countries_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER countries_timestamps BEFORE INSERT OR UPDATE ON public.countries FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: login_attempts login_attempts_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER login_attempts_before_insert BEFORE INSERT ON public.login_attempts FOR EACH ROW EXECUTE FUNCTION private.login_attempts_before_insert();


--
-- Name: market_blacklist market_blacklist_apply; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_blacklist_apply AFTER INSERT OR DELETE OR UPDATE ON public.market_blacklist FOR EACH ROW EXECUTE FUNCTION private.market_blacklist_apply();


--
-- Name: market_blacklist market_blacklist_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_blacklist_audit AFTER INSERT OR DELETE OR UPDATE ON public.market_blacklist FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: market_blacklist market_blacklist_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_blacklist_timestamps BEFORE INSERT OR UPDATE ON public.market_blacklist FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: market_regulators market_regulators_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_regulators_audit AFTER INSERT OR DELETE OR UPDATE ON public.market_regulators FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: market_rules market_rules_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_rules_audit AFTER INSERT OR DELETE OR UPDATE ON public.market_rules FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: market_rules market_rules_time_zone; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_rules_time_zone BEFORE INSERT OR UPDATE OF time_zone ON public.market_rules FOR EACH ROW EXECUTE FUNCTION private.market_rules_check_time_zone();


--
-- Name: market_rules market_rules_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER market_rules_timestamps BEFORE INSERT OR UPDATE ON public.market_rules FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: media media_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER media_audit AFTER INSERT OR DELETE OR UPDATE ON public.media FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: media media_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER media_before_insert BEFORE INSERT ON public.media FOR EACH ROW EXECUTE FUNCTION private.media_before_insert();


--
-- Name: media media_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER media_timestamps BEFORE INSERT OR UPDATE ON public.media FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: pages pages_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER pages_audit AFTER INSERT OR DELETE OR UPDATE ON public.pages FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: pages pages_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER pages_before_write BEFORE INSERT OR UPDATE ON public.pages FOR EACH ROW EXECUTE FUNCTION private.pages_before_write();


--
-- Name: pages pages_slug_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER pages_slug_guard BEFORE INSERT OR UPDATE OF slug ON public.pages FOR EACH ROW EXECUTE FUNCTION private.pages_slug_guard();


--
-- Name: pages pages_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER pages_timestamps BEFORE INSERT OR UPDATE ON public.pages FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: postback_source_secrets postback_source_secrets_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postback_source_secrets_audit AFTER INSERT OR DELETE OR UPDATE ON public.postback_source_secrets FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: postback_source_secrets postback_source_secrets_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postback_source_secrets_timestamps BEFORE INSERT OR UPDATE ON public.postback_source_secrets FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: postback_sources postback_sources_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postback_sources_audit AFTER INSERT OR DELETE OR UPDATE ON public.postback_sources FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: postback_sources postback_sources_keep_for_undo; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postback_sources_keep_for_undo BEFORE DELETE ON public.postback_sources FOR EACH ROW EXECUTE FUNCTION private.postback_sources_keep_for_undo();


--
-- Name: postback_sources postback_sources_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postback_sources_timestamps BEFORE INSERT OR UPDATE ON public.postback_sources FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: postbacks postbacks_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postbacks_before_insert BEFORE INSERT ON public.postbacks FOR EACH ROW EXECUTE FUNCTION private.postbacks_before_insert();


--
-- Name: postbacks postbacks_count_on_click; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postbacks_count_on_click AFTER INSERT OR DELETE OR UPDATE OF status, brand_click_id, is_test, event_type, payout_reporting ON public.postbacks FOR EACH ROW EXECUTE FUNCTION private.postbacks_count_on_click();


--
-- Name: postbacks postbacks_count_refusals; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER postbacks_count_refusals BEFORE INSERT ON public.postbacks FOR EACH ROW EXECUTE FUNCTION private.postbacks_count_refusals();


--
-- Name: regulators regulators_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER regulators_audit AFTER INSERT OR DELETE OR UPDATE ON public.regulators FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: regulators regulators_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER regulators_timestamps BEFORE INSERT OR UPDATE ON public.regulators FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: report_schedules report_schedules_check; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER report_schedules_check BEFORE INSERT OR UPDATE OF view_id, frequency, recipients ON public.report_schedules FOR EACH ROW EXECUTE FUNCTION private.report_schedules_check();


--
-- Name: report_schedules report_schedules_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER report_schedules_timestamps BEFORE INSERT OR UPDATE ON public.report_schedules FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: saved_views saved_views_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER saved_views_timestamps BEFORE INSERT OR UPDATE ON public.saved_views FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: site_settings site_settings_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER site_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();


--
-- Name: site_settings site_settings_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER site_settings_timestamps BEFORE INSERT OR UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: site_settings site_settings_validate; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER site_settings_validate BEFORE INSERT OR UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.site_settings_validate();


--
-- Name: visitor_session_end_events visitor_session_end_events_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_session_end_events_before_insert BEFORE INSERT ON public.visitor_session_end_events FOR EACH ROW EXECUTE FUNCTION private.visitor_session_end_events_before_insert();


--
-- Name: visitor_session_end_events visitor_session_end_events_one_row; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_session_end_events_one_row BEFORE INSERT ON public.visitor_session_end_events FOR EACH ROW EXECUTE FUNCTION private.visitor_session_end_events_one_row();


--
-- Name: visitor_sessions visitor_sessions_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_sessions_before_insert BEFORE INSERT ON public.visitor_sessions FOR EACH ROW EXECUTE FUNCTION private.visitor_sessions_before_insert();


--
-- Name: visitor_sessions visitor_sessions_log_deletes; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_sessions_log_deletes AFTER DELETE ON public.visitor_sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.visitor_sessions_log_changes();


--
-- Name: visitor_sessions visitor_sessions_log_updates; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_sessions_log_updates AFTER UPDATE ON public.visitor_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.visitor_sessions_log_changes();


--
-- Name: visitor_sessions visitor_sessions_timestamps; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER visitor_sessions_timestamps BEFORE INSERT OR UPDATE ON public.visitor_sessions FOR EACH ROW EXECUTE FUNCTION private.set_timestamps();


--
-- Name: objects media_sync_object; Type: TRIGGER; Schema: storage; Owner: postgres
--

CREATE TRIGGER media_sync_object AFTER INSERT OR DELETE OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.media_sync_object();


--
-- Name: password_failures password_failures_user_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: postgres
--

ALTER TABLE ONLY private.password_failures
    ADD CONSTRAINT password_failures_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: admin_users admin_users_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.admin_users
    ADD CONSTRAINT admin_users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: alert_reads alert_reads_alert_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_reads
    ADD CONSTRAINT alert_reads_alert_id_fkey FOREIGN KEY (alert_id) REFERENCES public.alerts(id) ON DELETE CASCADE;


--
-- Name: alert_reads alert_reads_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_reads
    ADD CONSTRAINT alert_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: alert_rules alert_rules_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_rules
    ADD CONSTRAINT alert_rules_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: alert_rules alert_rules_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_rules
    ADD CONSTRAINT alert_rules_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE CASCADE;


--
-- Name: alert_subscriptions alert_subscriptions_rule_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_rule_id_fkey FOREIGN KEY (rule_id) REFERENCES public.alert_rules(id) ON DELETE CASCADE;


--
-- Name: alert_subscriptions alert_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: alerts alerts_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alerts
    ADD CONSTRAINT alerts_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE SET NULL;


--
-- Name: alerts alerts_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alerts
    ADD CONSTRAINT alerts_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE SET NULL;


--
-- Name: alerts alerts_rule_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.alerts
    ADD CONSTRAINT alerts_rule_id_fkey FOREIGN KEY (rule_id) REFERENCES public.alert_rules(id) ON DELETE CASCADE;


--
-- Name: brand_categories brand_categories_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_categories
    ADD CONSTRAINT brand_categories_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brand_categories brand_categories_category_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_categories
    ADD CONSTRAINT brand_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.categories(id) ON DELETE RESTRICT;


--
-- Name: brand_clicks_history brand_clicks_history_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_clicks_history
    ADD CONSTRAINT brand_clicks_history_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE SET NULL;


--
-- Name: brand_clicks_history brand_clicks_history_click_in_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_clicks_history
    ADD CONSTRAINT brand_clicks_history_click_in_id_fkey FOREIGN KEY (click_in_id) REFERENCES public.visitor_sessions(id) ON DELETE SET NULL;


--
-- Name: brand_licences brand_licences_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_licences
    ADD CONSTRAINT brand_licences_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brand_licences brand_licences_regulator_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_licences
    ADD CONSTRAINT brand_licences_regulator_id_fkey FOREIGN KEY (regulator_id) REFERENCES public.regulators(id) ON DELETE RESTRICT;


--
-- Name: brand_votes brand_votes_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brand_votes
    ADD CONSTRAINT brand_votes_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: brands brands_blacklist_entry_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_blacklist_entry_id_fkey FOREIGN KEY (blacklist_entry_id) REFERENCES public.market_blacklist(id) ON DELETE SET NULL;


--
-- Name: brands brands_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE RESTRICT;


--
-- Name: link_checks link_checks_brand_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.link_checks
    ADD CONSTRAINT link_checks_brand_id_fkey FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;


--
-- Name: link_checks link_checks_requested_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.link_checks
    ADD CONSTRAINT link_checks_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: market_blacklist market_blacklist_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_blacklist
    ADD CONSTRAINT market_blacklist_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE CASCADE;


--
-- Name: market_regulators market_regulators_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_regulators
    ADD CONSTRAINT market_regulators_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE CASCADE;


--
-- Name: market_regulators market_regulators_regulator_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_regulators
    ADD CONSTRAINT market_regulators_regulator_id_fkey FOREIGN KEY (regulator_id) REFERENCES public.regulators(id) ON DELETE CASCADE;


--
-- Name: market_rules market_rules_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_rules
    ADD CONSTRAINT market_rules_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE CASCADE;


--
-- Name: market_rules market_rules_licence_regulator_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.market_rules
    ADD CONSTRAINT market_rules_licence_regulator_id_fkey FOREIGN KEY (licence_regulator_id) REFERENCES public.regulators(id) ON DELETE SET NULL;


--
-- Name: media media_uploaded_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_uploaded_by_fkey FOREIGN KEY (uploaded_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: page_evidence page_evidence_build_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.page_evidence
    ADD CONSTRAINT page_evidence_build_id_fkey FOREIGN KEY (build_id) REFERENCES public.page_builds(id) ON DELETE CASCADE;


--
-- Name: page_evidence page_evidence_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.page_evidence
    ADD CONSTRAINT page_evidence_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE SET NULL;


--
-- Name: pages pages_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.pages
    ADD CONSTRAINT pages_country_id_fkey FOREIGN KEY (country_id) REFERENCES public.countries(id) ON DELETE RESTRICT;


--
-- Name: postback_source_secrets postback_source_secrets_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postback_source_secrets
    ADD CONSTRAINT postback_source_secrets_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.postback_sources(id) ON DELETE CASCADE;


--
-- Name: postbacks postbacks_brand_click_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postbacks
    ADD CONSTRAINT postbacks_brand_click_id_fkey FOREIGN KEY (brand_click_id) REFERENCES public.brand_clicks_history(id) ON DELETE SET NULL;


--
-- Name: postbacks postbacks_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.postbacks
    ADD CONSTRAINT postbacks_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.postback_sources(id) ON DELETE SET NULL;


--
-- Name: report_schedules report_schedules_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.report_schedules
    ADD CONSTRAINT report_schedules_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: report_schedules report_schedules_view_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.report_schedules
    ADD CONSTRAINT report_schedules_view_id_fkey FOREIGN KEY (view_id) REFERENCES public.saved_views(id) ON DELETE CASCADE;


--
-- Name: saved_views saved_views_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.saved_views
    ADD CONSTRAINT saved_views_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: password_failures; Type: ROW SECURITY; Schema: private; Owner: postgres
--

ALTER TABLE private.password_failures ENABLE ROW LEVEL SECURITY;

--
-- Name: postback_address_counts; Type: ROW SECURITY; Schema: private; Owner: postgres
--

ALTER TABLE private.postback_address_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: alert_rules Admins add alert rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins add alert rules" ON public.alert_rules FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: code_snippets Admins add code snippets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins add code snippets" ON public.code_snippets FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: postback_sources Admins add postback sources; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins add postback sources" ON public.postback_sources FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: site_settings Admins add settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins add settings" ON public.site_settings FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: admin_users Admins add staff; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins add staff" ON public.admin_users FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: traffic_click_changes Admins and analysts read click changes; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read click changes" ON public.traffic_click_changes FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: brand_clicks_history Admins and analysts read clicks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read clicks" ON public.brand_clicks_history FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_hourly_click_dimensions Admins and analysts read hourly click dimensions; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read hourly click dimensions" ON public.traffic_hourly_click_dimensions FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_hourly_clicks Admins and analysts read hourly clicks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read hourly clicks" ON public.traffic_hourly_clicks FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_hourly_session_dimensions Admins and analysts read hourly session dimensions; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read hourly session dimensions" ON public.traffic_hourly_session_dimensions FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_hourly_sessions Admins and analysts read hourly sessions; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read hourly sessions" ON public.traffic_hourly_sessions FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: postback_sources Admins and analysts read postback sources; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read postback sources" ON public.postback_sources FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: postbacks Admins and analysts read postbacks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read postbacks" ON public.postbacks FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_session_changes Admins and analysts read session changes; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read session changes" ON public.traffic_session_changes FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: visitor_session_end_events Admins and analysts read session ends; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read session ends" ON public.visitor_session_end_events FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: visitor_sessions Admins and analysts read sessions; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read sessions" ON public.visitor_sessions FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: traffic_rollup_state Admins and analysts read the rollup state; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read the rollup state" ON public.traffic_rollup_state FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: brand_votes Admins and analysts read votes; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins and analysts read votes" ON public.brand_votes FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role));


--
-- Name: alert_rules Admins change alert rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins change alert rules" ON public.alert_rules FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: alert_rules Admins delete alert rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete alert rules" ON public.alert_rules FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: brand_clicks_history Admins delete clicks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete clicks" ON public.brand_clicks_history FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: code_snippets Admins delete code snippets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete code snippets" ON public.code_snippets FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: postback_sources Admins delete postback sources; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete postback sources" ON public.postback_sources FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: postbacks Admins delete postbacks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete postbacks" ON public.postbacks FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: visitor_session_end_events Admins delete session ends; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete session ends" ON public.visitor_session_end_events FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: visitor_sessions Admins delete sessions; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete sessions" ON public.visitor_sessions FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: site_settings Admins delete settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete settings" ON public.site_settings FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: login_attempts Admins delete sign-in attempts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete sign-in attempts" ON public.login_attempts FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: brand_votes Admins delete votes; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins delete votes" ON public.brand_votes FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: code_snippets Admins read all code snippets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins read all code snippets" ON public.code_snippets FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: site_settings Admins read all settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins read all settings" ON public.site_settings FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: postback_source_secrets Admins read postback secrets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins read postback secrets" ON public.postback_source_secrets FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: login_attempts Admins read sign-in attempts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins read sign-in attempts" ON public.login_attempts FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));


--
-- Name: audit_log Admins read the audit log, editors the content tables' trail; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins read the audit log, editors the content tables' trail" ON public.audit_log FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((table_name = ANY (private.content_tables())) AND ( SELECT private.has_role(ARRAY['editor'::text]) AS has_role))));


--
-- Name: admin_users Admins remove other staff; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins remove other staff" ON public.admin_users FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) AND (id <> ( SELECT auth.uid() AS uid))));


--
-- Name: code_snippets Admins update code snippets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins update code snippets" ON public.code_snippets FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: postback_sources Admins update postback sources; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins update postback sources" ON public.postback_sources FOR UPDATE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'analyst'::text]) AS has_role)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: site_settings Admins update settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Admins update settings" ON public.site_settings FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_admin() AS is_admin));


--
-- Name: market_blacklist Editors and admins add blacklist entries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add blacklist entries" ON public.market_blacklist FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brands Editors and admins add brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add brands" ON public.brands FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: categories Editors and admins add categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add categories" ON public.categories FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: countries Editors and admins add countries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add countries" ON public.countries FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_licences Editors and admins add licences; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add licences" ON public.brand_licences FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_regulators Editors and admins add market regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add market regulators" ON public.market_regulators FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_rules Editors and admins add market rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add market rules" ON public.market_rules FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: media Editors and admins add media; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add media" ON public.media FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: pages Editors and admins add pages; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add pages" ON public.pages FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: regulators Editors and admins add regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins add regulators" ON public.regulators FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_blacklist Editors and admins delete blacklist entries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete blacklist entries" ON public.market_blacklist FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brands Editors and admins delete brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete brands" ON public.brands FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: categories Editors and admins delete categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete categories" ON public.categories FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: countries Editors and admins delete countries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete countries" ON public.countries FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_licences Editors and admins delete licences; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete licences" ON public.brand_licences FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_regulators Editors and admins delete market regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete market regulators" ON public.market_regulators FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_rules Editors and admins delete market rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete market rules" ON public.market_rules FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: media Editors and admins delete media; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete media" ON public.media FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: pages Editors and admins delete pages; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete pages" ON public.pages FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: regulators Editors and admins delete regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins delete regulators" ON public.regulators FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: media Editors and admins read media; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins read media" ON public.media FOR SELECT TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_categories Editors and admins tag brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins tag brands" ON public.brand_categories FOR INSERT TO authenticated WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_categories Editors and admins untag brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins untag brands" ON public.brand_categories FOR DELETE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_blacklist Editors and admins update blacklist entries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update blacklist entries" ON public.market_blacklist FOR UPDATE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brands Editors and admins update brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update brands" ON public.brands FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: categories Editors and admins update categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update categories" ON public.categories FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: countries Editors and admins update countries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update countries" ON public.countries FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_licences Editors and admins update licences; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update licences" ON public.brand_licences FOR UPDATE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: market_rules Editors and admins update market rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update market rules" ON public.market_rules FOR UPDATE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: media Editors and admins update media; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update media" ON public.media FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: pages Editors and admins update pages; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update pages" ON public.pages FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: regulators Editors and admins update regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Editors and admins update regulators" ON public.regulators FOR UPDATE TO authenticated USING (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)) WITH CHECK (( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role));


--
-- Name: brand_licences Everyone reads licences; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Everyone reads licences" ON public.brand_licences FOR SELECT TO anon, authenticated USING (true);


--
-- Name: regulators Everyone reads regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Everyone reads regulators" ON public.regulators FOR SELECT TO anon, authenticated USING (true);


--
-- Name: market_regulators Everyone reads the markets' regulators; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Everyone reads the markets' regulators" ON public.market_regulators FOR SELECT TO anon, authenticated USING (true);


--
-- Name: report_schedules Owners and admins change the schedules of their views; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners and admins change the schedules of their views" ON public.report_schedules FOR UPDATE TO authenticated USING (( SELECT private.may_schedule_view(report_schedules.view_id) AS may_schedule_view)) WITH CHECK (( SELECT private.may_schedule_view(report_schedules.view_id) AS may_schedule_view));


--
-- Name: report_schedules Owners and admins read the schedules of their views; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners and admins read the schedules of their views" ON public.report_schedules FOR SELECT TO authenticated USING (( SELECT private.may_schedule_view(report_schedules.view_id) AS may_schedule_view));


--
-- Name: report_schedules Owners and admins remove the schedules of their views; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners and admins remove the schedules of their views" ON public.report_schedules FOR DELETE TO authenticated USING (( SELECT private.may_schedule_view(report_schedules.view_id) AS may_schedule_view));


--
-- Name: report_schedules Owners and admins schedule their views; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners and admins schedule their views" ON public.report_schedules FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT private.may_schedule_view(report_schedules.view_id) AS may_schedule_view)));


--
-- Name: saved_views Owners change their own views; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners change their own views" ON public.saved_views FOR UPDATE TO authenticated USING (((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK (((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.may_read_section(saved_views.section) AS may_read_section)));


--
-- Name: saved_views Owners delete their own views and admins shared ones; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Owners delete their own views and admins shared ones" ON public.saved_views FOR DELETE TO authenticated USING ((((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR (shared AND ( SELECT private.is_admin() AS is_admin))));


--
-- Name: login_attempts Signed-in users record their own sign-in attempts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Signed-in users record their own sign-in attempts" ON public.login_attempts FOR INSERT TO authenticated WITH CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND ((success = false) OR (email = lower(( SELECT auth.email() AS email))))));


--
-- Name: alert_reads Staff mark alerts read for themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff mark alerts read for themselves" ON public.alert_reads FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: alert_reads Staff mark alerts unread for themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff mark alerts unread for themselves" ON public.alert_reads FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: site_settings Staff read admin settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read admin settings" ON public.site_settings FOR SELECT TO authenticated USING (((key ~~ 'admin.%'::text) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: alert_rules Staff read alert rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read alert rules" ON public.alert_rules FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: alerts Staff read alerts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read alerts" ON public.alerts FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: brand_categories Staff read all brand categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read all brand categories" ON public.brand_categories FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: brands Staff read all brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read all brands" ON public.brands FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: categories Staff read all categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read all categories" ON public.categories FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: countries Staff read all countries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read all countries" ON public.countries FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: pages Staff read all pages; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read all pages" ON public.pages FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: page_builds Staff read builds; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read builds" ON public.page_builds FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: link_checks Staff read link checks; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read link checks" ON public.link_checks FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: market_rules Staff read market rules; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read market rules" ON public.market_rules FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: page_evidence Staff read page evidence; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read page evidence" ON public.page_evidence FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: market_blacklist Staff read the blacklist; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read the blacklist" ON public.market_blacklist FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));


--
-- Name: alert_reads Staff read their own alert reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read their own alert reads" ON public.alert_reads FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: admin_users Staff read their own record and admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read their own record and admins read all" ON public.admin_users FOR SELECT TO authenticated USING ((((id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.session_is_live() AS session_is_live) AND (( SELECT private.two_factor_state() AS two_factor_state) <> 'pending'::text)) OR ( SELECT private.is_admin() AS is_admin)));


--
-- Name: alert_subscriptions Staff read their own subscriptions, admins all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read their own subscriptions, admins all" ON public.alert_subscriptions FOR SELECT TO authenticated USING ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));


--
-- Name: saved_views Staff read their own views and shared ones of sections they rea; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff read their own views and shared ones of sections they rea" ON public.saved_views FOR SELECT TO authenticated USING ((((owner_id = ( SELECT auth.uid() AS uid)) OR shared) AND ( SELECT private.may_read_section(saved_views.section) AS may_read_section)));


--
-- Name: saved_views Staff save views of sections they read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff save views of sections they read" ON public.saved_views FOR INSERT TO authenticated WITH CHECK (((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.may_read_section(saved_views.section) AS may_read_section)));


--
-- Name: alert_subscriptions Staff subscribe themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff subscribe themselves" ON public.alert_subscriptions FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: alert_subscriptions Staff unsubscribe themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff unsubscribe themselves" ON public.alert_subscriptions FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));


--
-- Name: admin_users Staff update their own record and admins update any; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Staff update their own record and admins update any" ON public.admin_users FOR UPDATE TO authenticated USING ((((id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.session_grants_staff_rights() AS session_grants_staff_rights)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK ((((id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.session_grants_staff_rights() AS session_grants_staff_rights)) OR ( SELECT private.is_admin() AS is_admin)));


--
-- Name: visitor_session_end_events Visitors end their session; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors end their session" ON public.visitor_session_end_events FOR INSERT TO anon, authenticated WITH CHECK (((session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND ((time_on_site_sec >= 0) AND (time_on_site_sec <= 604800))));


--
-- Name: brands Visitors read active brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read active brands" ON public.brands FOR SELECT TO anon, authenticated USING ((is_active AND (public.market_block(brands.*) IS NULL)));


--
-- Name: categories Visitors read active categories; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read active categories" ON public.categories FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: code_snippets Visitors read active code snippets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read active code snippets" ON public.code_snippets FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: countries Visitors read active countries; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read active countries" ON public.countries FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: site_settings Visitors read public settings; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read public settings" ON public.site_settings FOR SELECT TO anon, authenticated USING (is_public);


--
-- Name: pages Visitors read published pages; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read published pages" ON public.pages FOR SELECT TO anon, authenticated USING (is_published);


--
-- Name: brand_categories Visitors read the categories of active brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read the categories of active brands" ON public.brand_categories FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.brands b
  WHERE ((b.id = brand_categories.brand_id) AND b.is_active))));


--
-- Name: market_rules Visitors read the rules of active markets; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors read the rules of active markets" ON public.market_rules FOR SELECT TO anon USING ((EXISTS ( SELECT 1
   FROM public.countries c
  WHERE ((c.id = market_rules.country_id) AND c.is_active))));


--
-- Name: brand_clicks_history Visitors record clicks on active brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors record clicks on active brands" ON public.brand_clicks_history FOR INSERT TO anon, authenticated WITH CHECK (((user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (traffic_quality_score > 0) AND (EXISTS ( SELECT 1
   FROM public.brands b
  WHERE ((b.id = brand_clicks_history.brand_id) AND b.is_active)))));


--
-- Name: login_attempts Visitors record failed sign-in attempts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors record failed sign-in attempts" ON public.login_attempts FOR INSERT TO anon WITH CHECK (((success = false) AND ((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (failure_reason IS DISTINCT FROM ''::text)));


--
-- Name: visitor_sessions Visitors start a session; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors start a session" ON public.visitor_sessions FOR INSERT TO anon, authenticated WITH CHECK (((session_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (user_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (session_end IS NULL) AND (time_on_site_sec IS NULL)));


--
-- Name: brand_votes Visitors vote for active brands; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "Visitors vote for active brands" ON public.brand_votes FOR INSERT TO anon, authenticated WITH CHECK ((((rating >= 1) AND (rating <= 5)) AND (voter_id ~ '^[A-Za-z0-9_-]{8,64}$'::text) AND (EXISTS ( SELECT 1
   FROM public.brands b
  WHERE ((b.id = brand_votes.brand_id) AND b.is_active)))));


--
-- Name: admin_users; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.admin_users ENABLE ROW LEVEL SECURITY;

--
-- Name: alert_reads; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.alert_reads ENABLE ROW LEVEL SECURITY;

--
-- Name: alert_rules; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.alert_rules ENABLE ROW LEVEL SECURITY;

--
-- Name: alert_subscriptions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.alert_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: alerts; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.alerts ENABLE ROW LEVEL SECURITY;

--
-- Name: audit_log; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.audit_log ENABLE ROW LEVEL SECURITY;

--
-- Name: brand_categories; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.brand_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: brand_clicks_history; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.brand_clicks_history ENABLE ROW LEVEL SECURITY;

--
-- Name: brand_licences; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.brand_licences ENABLE ROW LEVEL SECURITY;

--
-- Name: brand_votes; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.brand_votes ENABLE ROW LEVEL SECURITY;

--
-- Name: brands; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.brands ENABLE ROW LEVEL SECURITY;

--
-- Name: categories; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.categories ENABLE ROW LEVEL SECURITY;

--
-- Name: code_snippets; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.code_snippets ENABLE ROW LEVEL SECURITY;

--
-- Name: countries; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.countries ENABLE ROW LEVEL SECURITY;

--
-- Name: link_checks; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.link_checks ENABLE ROW LEVEL SECURITY;

--
-- Name: login_attempts; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.login_attempts ENABLE ROW LEVEL SECURITY;

--
-- Name: market_blacklist; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.market_blacklist ENABLE ROW LEVEL SECURITY;

--
-- Name: market_regulators; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.market_regulators ENABLE ROW LEVEL SECURITY;

--
-- Name: market_rules; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.market_rules ENABLE ROW LEVEL SECURITY;

--
-- Name: media; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.media ENABLE ROW LEVEL SECURITY;

--
-- Name: page_builds; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.page_builds ENABLE ROW LEVEL SECURITY;

--
-- Name: page_evidence; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.page_evidence ENABLE ROW LEVEL SECURITY;

--
-- Name: pages; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.pages ENABLE ROW LEVEL SECURITY;

--
-- Name: postback_source_secrets; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.postback_source_secrets ENABLE ROW LEVEL SECURITY;

--
-- Name: postback_sources; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.postback_sources ENABLE ROW LEVEL SECURITY;

--
-- Name: postbacks; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.postbacks ENABLE ROW LEVEL SECURITY;

--
-- Name: regulators; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.regulators ENABLE ROW LEVEL SECURITY;

--
-- Name: report_schedules; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.report_schedules ENABLE ROW LEVEL SECURITY;

--
-- Name: saved_views; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.saved_views ENABLE ROW LEVEL SECURITY;

--
-- Name: site_settings; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.site_settings ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_click_changes; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_click_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_hourly_click_dimensions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_click_dimensions ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_hourly_clicks; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_clicks ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_hourly_session_dimensions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_session_dimensions ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_hourly_sessions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_hourly_sessions ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_rollup_state; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_rollup_state ENABLE ROW LEVEL SECURITY;

--
-- Name: traffic_session_changes; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.traffic_session_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: visitor_session_end_events; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.visitor_session_end_events ENABLE ROW LEVEL SECURITY;

--
-- Name: visitor_sessions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.visitor_sessions ENABLE ROW LEVEL SECURITY;

--
-- Name: anon_write_counts Anonymous requests count their own address; Type: POLICY; Schema: request_guard; Owner: postgres
--

CREATE POLICY "Anonymous requests count their own address" ON request_guard.anon_write_counts TO anon USING ((ip = ( SELECT request_guard.client_ip() AS client_ip))) WITH CHECK ((ip = ( SELECT request_guard.client_ip() AS client_ip)));


--
-- Name: anon_write_counts; Type: ROW SECURITY; Schema: request_guard; Owner: postgres
--

ALTER TABLE request_guard.anon_write_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: objects Editors and admins delete media and uploads; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "Editors and admins delete media and uploads" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)));


--
-- Name: objects Editors and admins list media and uploads; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "Editors and admins list media and uploads" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)));


--
-- Name: buckets Editors and admins read the media and uploads buckets; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "Editors and admins read the media and uploads buckets" ON storage.buckets FOR SELECT TO authenticated USING (((id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)));


--
-- Name: objects Editors and admins replace media and uploads; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "Editors and admins replace media and uploads" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role))) WITH CHECK (((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)));


--
-- Name: objects Editors and admins upload media and uploads; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "Editors and admins upload media and uploads" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['media'::text, 'uploads'::text])) AND ( SELECT private.has_role(ARRAY['admin'::text, 'editor'::text]) AS has_role)));


--
-- Name: supabase_realtime alerts; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.alerts;


--
-- Name: supabase_realtime brand_clicks_history; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.brand_clicks_history;


--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: postgres
--

GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;
GRANT USAGE ON SCHEMA private TO supabase_auth_admin;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: pg_database_owner
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;


--
-- Name: SCHEMA request_guard; Type: ACL; Schema: -; Owner: postgres
--

GRANT USAGE ON SCHEMA request_guard TO anon;
GRANT USAGE ON SCHEMA request_guard TO authenticated;
GRANT USAGE ON SCHEMA request_guard TO service_role;


--
-- Name: FUNCTION admin_users_guard(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.admin_users_guard() FROM PUBLIC;


--
-- Name: FUNCTION alert_fill_traffic(p_hours integer, p_end timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_fill_traffic(p_hours integer, p_end timestamp with time zone) FROM PUBLIC;


--
-- Name: TABLE alert_rules; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,DELETE ON TABLE public.alert_rules TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.alert_rules TO service_role;


--
-- Name: COLUMN alert_rules.kind; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(kind) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.enabled; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(enabled),UPDATE(enabled) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.muted_until; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(muted_until),UPDATE(muted_until) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.params; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(params),UPDATE(params) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.country_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country_id),UPDATE(country_id) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.brand_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_id),UPDATE(brand_id) ON TABLE public.alert_rules TO authenticated;


--
-- Name: COLUMN alert_rules.webhook_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(webhook_url),UPDATE(webhook_url) ON TABLE public.alert_rules TO authenticated;


--
-- Name: FUNCTION alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_licence_observations(p_rule public.alert_rules, p_end timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION alert_link_observations(p_rule public.alert_rules); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_link_observations(p_rule public.alert_rules) FROM PUBLIC;


--
-- Name: FUNCTION alert_number(p_value numeric); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_number(p_value numeric) FROM PUBLIC;


--
-- Name: FUNCTION alert_param(p_rule public.alert_rules, p_key text, p_default numeric); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_param(p_rule public.alert_rules, p_key text, p_default numeric) FROM PUBLIC;


--
-- Name: FUNCTION alert_params_error(p_kind text, p_params jsonb); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_params_error(p_kind text, p_params jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.alert_params_error(p_kind text, p_params jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.alert_params_error(p_kind text, p_params jsonb) TO service_role;


--
-- Name: FUNCTION alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_postback_observations(p_rule public.alert_rules, p_end timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_rollup_observations(p_rule public.alert_rules, p_end timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION alert_rules_before_write(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_rules_before_write() FROM PUBLIC;


--
-- Name: FUNCTION alert_scope_brands(p_rule public.alert_rules); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_scope_brands(p_rule public.alert_rules) FROM PUBLIC;


--
-- Name: FUNCTION alert_time(p_at timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_time(p_at timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.alert_traffic_observations(p_rule public.alert_rules, p_end timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION audit_redact(p_row jsonb); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.audit_redact(p_row jsonb) FROM PUBLIC;


--
-- Name: FUNCTION audit_row_change(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.audit_row_change() FROM PUBLIC;


--
-- Name: FUNCTION blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.blacklist_entry_for(p_country_id uuid, p_brand_name text, p_destination text) FROM PUBLIC;


--
-- Name: FUNCTION brand_clicks_history_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_clicks_history_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION brand_clicks_history_link_postbacks(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_clicks_history_link_postbacks() FROM PUBLIC;


--
-- Name: FUNCTION brand_clicks_history_log_changes(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_clicks_history_log_changes() FROM PUBLIC;


--
-- Name: FUNCTION brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_rating(p_brand_id uuid, p_baseline numeric, p_baseline_votes integer) FROM PUBLIC;


--
-- Name: FUNCTION brand_votes_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_votes_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION brand_votes_refresh_rating(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brand_votes_refresh_rating() FROM PUBLIC;


--
-- Name: FUNCTION brands_before_write(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brands_before_write() FROM PUBLIC;


--
-- Name: FUNCTION brands_blacklist_check(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brands_blacklist_check() FROM PUBLIC;


--
-- Name: FUNCTION brands_offer_check(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.brands_offer_check() FROM PUBLIC;


--
-- Name: FUNCTION categories_default_guard(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.categories_default_guard() FROM PUBLIC;


--
-- Name: TABLE brand_clicks_history; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.brand_clicks_history TO service_role;
GRANT SELECT,DELETE ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.brand_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_id) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(brand_id) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.brand_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_name) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(brand_name) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(user_id) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.session_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(session_id) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(session_id) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_in_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_in_id) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_in_id) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_time; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_time) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_time) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_id) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_id) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(country) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.city; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(city) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(city) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.device_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(device_type) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(device_type) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.device_brand; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(device_brand) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(device_brand) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.browser; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(browser) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(browser) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.browser_version; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(browser_version) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(browser_version) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.os; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(os) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(os) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.os_version; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(os_version) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(os_version) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.screen_resolution; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(screen_resolution) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(screen_resolution) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.is_mobile; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_mobile) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(is_mobile) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.language; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(language) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(language) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.user_agent; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_agent) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(user_agent) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.ip; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(ip) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(ip) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.referrer; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(referrer) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(referrer) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.source; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(source) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(source) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.campaign; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(campaign) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(campaign) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.medium; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(medium) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(medium) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.term; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(term) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(term) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.content; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(content) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(content) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.gclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(gclid) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(gclid) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.fbclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(fbclid) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(fbclid) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.msclkid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(msclkid) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(msclkid) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.ttclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(ttclid) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(ttclid) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.page_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(page_url) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(page_url) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.load_time_ms; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(load_time_ms) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(load_time_ms) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.time_on_page_sec; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(time_on_page_sec) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(time_on_page_sec) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.scroll_depth; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(scroll_depth) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(scroll_depth) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.ab_test_variant; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(ab_test_variant) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(ab_test_variant) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.social_source; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(social_source) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(social_source) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.game; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(game) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(game) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.age; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(age) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(age) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.hour_of_day; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(hour_of_day) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(hour_of_day) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.day_of_week; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(day_of_week) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(day_of_week) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_hour_of_day; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_hour_of_day) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_hour_of_day) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_day_of_week; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_day_of_week) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_day_of_week) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.is_linked; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_linked) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(is_linked) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.traffic_quality_score; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(traffic_quality_score) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(traffic_quality_score) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.is_suspicious; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_suspicious) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(is_suspicious) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.quality_flags; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(quality_flags) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(quality_flags) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_speed_ms; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_speed_ms) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_speed_ms) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.session_click_count; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(session_click_count) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(session_click_count) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.is_bot_filtered; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_bot_filtered) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(is_bot_filtered) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.is_webdriver; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_webdriver) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(is_webdriver) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.card_position; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(card_position) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(card_position) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: COLUMN brand_clicks_history.click_path; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(click_path) ON TABLE public.brand_clicks_history TO anon;
GRANT INSERT(click_path) ON TABLE public.brand_clicks_history TO authenticated;


--
-- Name: FUNCTION click_dimensions(c public.brand_clicks_history); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.click_dimensions(c public.brand_clicks_history) FROM PUBLIC;


--
-- Name: FUNCTION click_rollup_key(c public.brand_clicks_history); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.click_rollup_key(c public.brand_clicks_history) FROM PUBLIC;


--
-- Name: FUNCTION click_tail(p_from timestamp with time zone, p_to timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.click_tail(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;


--
-- Name: FUNCTION clip(p_value text, p_max integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.clip(p_value text, p_max integer) FROM PUBLIC;


--
-- Name: FUNCTION content_tables(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.content_tables() FROM PUBLIC;
GRANT ALL ON FUNCTION private.content_tables() TO authenticated;
GRANT ALL ON FUNCTION private.content_tables() TO service_role;


--
-- Name: FUNCTION countries_slug_guard(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.countries_slug_guard() FROM PUBLIC;


--
-- Name: FUNCTION end_user_sessions(p_user_id uuid); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.end_user_sessions(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.end_user_sessions(p_user_id uuid) TO service_role;


--
-- Name: FUNCTION evaluate_alerts(p_now timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.evaluate_alerts(p_now timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION fold_traffic_rollups(p_batch integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.fold_traffic_rollups(p_batch integer) FROM PUBLIC;


--
-- Name: FUNCTION has_role(p_roles text[]); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.has_role(p_roles text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_role(p_roles text[]) TO authenticated;
GRANT ALL ON FUNCTION private.has_role(p_roles text[]) TO service_role;


--
-- Name: FUNCTION hook_password_verification_attempt(event jsonb); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.hook_password_verification_attempt(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.hook_password_verification_attempt(event jsonb) TO supabase_auth_admin;


--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;
GRANT ALL ON FUNCTION private.is_admin() TO service_role;


--
-- Name: FUNCTION is_staff(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.is_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_staff() TO authenticated;
GRANT ALL ON FUNCTION private.is_staff() TO service_role;


--
-- Name: FUNCTION issue_postback_secret(p_source_id uuid, p_grace_hours integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.issue_postback_secret(p_source_id uuid, p_grace_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.issue_postback_secret(p_source_id uuid, p_grace_hours integer) TO authenticated;


--
-- Name: FUNCTION issue_test_postback_token(p_source_id uuid); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.issue_test_postback_token(p_source_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.issue_test_postback_token(p_source_id uuid) TO authenticated;


--
-- Name: FUNCTION lock_click_id(p_click_id text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.lock_click_id(p_click_id text) FROM PUBLIC;


--
-- Name: FUNCTION login_attempts_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.login_attempts_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION market_blacklist_apply(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.market_blacklist_apply() FROM PUBLIC;


--
-- Name: FUNCTION market_rules_check_time_zone(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.market_rules_check_time_zone() FROM PUBLIC;


--
-- Name: FUNCTION may_read_reports(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.may_read_reports() FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_read_reports() TO authenticated;
GRANT ALL ON FUNCTION private.may_read_reports() TO service_role;


--
-- Name: FUNCTION may_read_section(p_section text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.may_read_section(p_section text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_read_section(p_section text) TO authenticated;
GRANT ALL ON FUNCTION private.may_read_section(p_section text) TO service_role;


--
-- Name: FUNCTION may_schedule_view(p_view_id uuid); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.may_schedule_view(p_view_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.may_schedule_view(p_view_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.may_schedule_view(p_view_id uuid) TO service_role;


--
-- Name: FUNCTION media_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.media_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION media_dimension(p_metadata jsonb, p_key text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.media_dimension(p_metadata jsonb, p_key text) FROM PUBLIC;


--
-- Name: FUNCTION media_sync_object(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.media_sync_object() FROM PUBLIC;


--
-- Name: FUNCTION media_uploader(p_media_id uuid); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.media_uploader(p_media_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.media_uploader(p_media_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.media_uploader(p_media_id uuid) TO service_role;


--
-- Name: FUNCTION new_postback_token(p_prefix text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.new_postback_token(p_prefix text) FROM PUBLIC;


--
-- Name: FUNCTION one_row_per_request(p_kind text, p_message text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.one_row_per_request(p_kind text, p_message text) FROM PUBLIC;


--
-- Name: FUNCTION other_active_admin_exists(p_id uuid); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.other_active_admin_exists(p_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION pages_before_write(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.pages_before_write() FROM PUBLIC;


--
-- Name: FUNCTION pages_slug_guard(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.pages_slug_guard() FROM PUBLIC;


--
-- Name: FUNCTION postback_sources_keep_for_undo(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.postback_sources_keep_for_undo() FROM PUBLIC;


--
-- Name: FUNCTION postbacks_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.postbacks_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION postbacks_count_on_click(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.postbacks_count_on_click() FROM PUBLIC;


--
-- Name: FUNCTION postbacks_count_refusals(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.postbacks_count_refusals() FROM PUBLIC;


--
-- Name: FUNCTION rebuild_hook_configured(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.rebuild_hook_configured() FROM PUBLIC;
GRANT ALL ON FUNCTION private.rebuild_hook_configured() TO authenticated;
GRANT ALL ON FUNCTION private.rebuild_hook_configured() TO service_role;


--
-- Name: FUNCTION rebuild_traffic_totals(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.rebuild_traffic_totals() FROM PUBLIC;


--
-- Name: FUNCTION report_click_source(p_rollup text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_click_source(p_rollup text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_click_source(p_rollup text) TO authenticated;
GRANT ALL ON FUNCTION private.report_click_source(p_rollup text) TO service_role;


--
-- Name: FUNCTION report_click_where(p_filters jsonb, p_param integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_click_where(p_filters jsonb, p_param integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_click_where(p_filters jsonb, p_param integer) TO authenticated;
GRANT ALL ON FUNCTION private.report_click_where(p_filters jsonb, p_param integer) TO service_role;


--
-- Name: FUNCTION report_next_run(p_frequency text, p_after timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_next_run(p_frequency text, p_after timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_next_run(p_frequency text, p_after timestamp with time zone) TO service_role;


--
-- Name: FUNCTION report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text) TO authenticated;
GRANT ALL ON FUNCTION private.report_rollup(p_filters jsonb, p_from timestamp with time zone, p_to timestamp with time zone, p_dimension text) TO service_role;


--
-- Name: FUNCTION report_schedules_check(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_schedules_check() FROM PUBLIC;


--
-- Name: FUNCTION report_session_source(p_rollup text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_session_source(p_rollup text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_session_source(p_rollup text) TO authenticated;
GRANT ALL ON FUNCTION private.report_session_source(p_rollup text) TO service_role;


--
-- Name: FUNCTION report_session_where(p_filters jsonb, p_param integer); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.report_session_where(p_filters jsonb, p_param integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_session_where(p_filters jsonb, p_param integer) TO authenticated;
GRANT ALL ON FUNCTION private.report_session_where(p_filters jsonb, p_param integer) TO service_role;


--
-- Name: FUNCTION reporting_currency(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.reporting_currency() FROM PUBLIC;
GRANT ALL ON FUNCTION private.reporting_currency() TO authenticated;
GRANT ALL ON FUNCTION private.reporting_currency() TO service_role;


--
-- Name: FUNCTION reporting_time_zone(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.reporting_time_zone() FROM PUBLIC;
GRANT ALL ON FUNCTION private.reporting_time_zone() TO authenticated;
GRANT ALL ON FUNCTION private.reporting_time_zone() TO service_role;


--
-- Name: FUNCTION request_alert_deliveries(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_alert_deliveries() FROM PUBLIC;


--
-- Name: FUNCTION request_function(p_name text, p_body jsonb); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_function(p_name text, p_body jsonb) FROM PUBLIC;


--
-- Name: FUNCTION request_headers(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_headers() FROM PUBLIC;


--
-- Name: FUNCTION request_ip(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_ip() FROM PUBLIC;


--
-- Name: FUNCTION request_is_trusted(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_is_trusted() FROM PUBLIC;


--
-- Name: FUNCTION request_link_checks(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_link_checks() FROM PUBLIC;


--
-- Name: FUNCTION request_reports(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_reports() FROM PUBLIC;


--
-- Name: FUNCTION request_user_agent(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.request_user_agent() FROM PUBLIC;


--
-- Name: FUNCTION reserved_route_segments(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.reserved_route_segments() FROM PUBLIC;
GRANT ALL ON FUNCTION private.reserved_route_segments() TO authenticated;
GRANT ALL ON FUNCTION private.reserved_route_segments() TO service_role;


--
-- Name: FUNCTION restore_deleted_row(p_table text, p_record_id text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.restore_deleted_row(p_table text, p_record_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.restore_deleted_row(p_table text, p_record_id text) TO authenticated;
GRANT ALL ON FUNCTION private.restore_deleted_row(p_table text, p_record_id text) TO service_role;


--
-- Name: FUNCTION section_read_roles(p_section text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.section_read_roles(p_section text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.section_read_roles(p_section text) TO authenticated;
GRANT ALL ON FUNCTION private.section_read_roles(p_section text) TO service_role;


--
-- Name: TABLE visitor_sessions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.visitor_sessions TO service_role;
GRANT SELECT,DELETE ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.session_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(session_id) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(session_id) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(user_id) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.entry_page; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(entry_page) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(entry_page) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.first_page_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(first_page_url) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(first_page_url) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.referrer; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(referrer) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(referrer) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.device_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(device_type) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(device_type) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.is_mobile; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_mobile) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(is_mobile) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.browser; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(browser) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(browser) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.browser_version; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(browser_version) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(browser_version) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.os; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(os) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(os) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.os_version; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(os_version) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(os_version) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.screen_resolution; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(screen_resolution) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(screen_resolution) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.language; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(language) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(language) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.user_agent; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_agent) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(user_agent) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.utm_campaign; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(utm_campaign) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(utm_campaign) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.utm_medium; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(utm_medium) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(utm_medium) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.utm_source; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(utm_source) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(utm_source) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.utm_term; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(utm_term) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(utm_term) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.utm_content; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(utm_content) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(utm_content) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.gclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(gclid) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(gclid) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.fbclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(fbclid) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(fbclid) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.msclkid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(msclkid) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(msclkid) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.ttclid; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(ttclid) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(ttclid) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(country) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.city; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(city) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(city) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: COLUMN visitor_sessions.ip_address; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(ip_address) ON TABLE public.visitor_sessions TO anon;
GRANT INSERT(ip_address) ON TABLE public.visitor_sessions TO authenticated;


--
-- Name: FUNCTION session_dimensions(s public.visitor_sessions); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.session_dimensions(s public.visitor_sessions) FROM PUBLIC;


--
-- Name: FUNCTION session_grants_staff_rights(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.session_grants_staff_rights() FROM PUBLIC;
GRANT ALL ON FUNCTION private.session_grants_staff_rights() TO authenticated;
GRANT ALL ON FUNCTION private.session_grants_staff_rights() TO service_role;


--
-- Name: FUNCTION session_is_live(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.session_is_live() FROM PUBLIC;
GRANT ALL ON FUNCTION private.session_is_live() TO authenticated;
GRANT ALL ON FUNCTION private.session_is_live() TO service_role;


--
-- Name: FUNCTION session_rollup_key(s public.visitor_sessions); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.session_rollup_key(s public.visitor_sessions) FROM PUBLIC;


--
-- Name: FUNCTION session_tail(p_from timestamp with time zone, p_to timestamp with time zone); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.session_tail(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;


--
-- Name: FUNCTION set_timestamps(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.set_timestamps() FROM PUBLIC;


--
-- Name: FUNCTION setting_value_error(p_key text, p_value jsonb); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.setting_value_error(p_key text, p_value jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.setting_value_error(p_key text, p_value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.setting_value_error(p_key text, p_value jsonb) TO service_role;


--
-- Name: FUNCTION site_settings_validate(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.site_settings_validate() FROM PUBLIC;


--
-- Name: FUNCTION slugify(p_value text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.slugify(p_value text) FROM PUBLIC;


--
-- Name: FUNCTION staff_directory(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.staff_directory() FROM PUBLIC;
GRANT ALL ON FUNCTION private.staff_directory() TO authenticated;


--
-- Name: FUNCTION staff_role(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.staff_role() FROM PUBLIC;
GRANT ALL ON FUNCTION private.staff_role() TO authenticated;
GRANT ALL ON FUNCTION private.staff_role() TO service_role;


--
-- Name: FUNCTION text_array_matches(p_values text[], p_pattern text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.text_array_matches(p_values text[], p_pattern text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.text_array_matches(p_values text[], p_pattern text) TO authenticated;
GRANT ALL ON FUNCTION private.text_array_matches(p_values text[], p_pattern text) TO service_role;


--
-- Name: FUNCTION token_hash(p_token text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.token_hash(p_token text) FROM PUBLIC;


--
-- Name: FUNCTION two_factor_state(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.two_factor_state() FROM PUBLIC;
GRANT ALL ON FUNCTION private.two_factor_state() TO authenticated;
GRANT ALL ON FUNCTION private.two_factor_state() TO service_role;


--
-- Name: FUNCTION visitor_session_end_events_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.visitor_session_end_events_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION visitor_session_end_events_one_row(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.visitor_session_end_events_one_row() FROM PUBLIC;


--
-- Name: FUNCTION visitor_sessions_before_insert(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.visitor_sessions_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION visitor_sessions_log_changes(); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.visitor_sessions_log_changes() FROM PUBLIC;


--
-- Name: FUNCTION webhook_url_error(p_url text); Type: ACL; Schema: private; Owner: postgres
--

REVOKE ALL ON FUNCTION private.webhook_url_error(p_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.webhook_url_error(p_url text) TO authenticated;
GRANT ALL ON FUNCTION private.webhook_url_error(p_url text) TO service_role;


--
-- Name: FUNCTION alert_unread_count(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.alert_unread_count() FROM PUBLIC;
GRANT ALL ON FUNCTION public.alert_unread_count() TO authenticated;


--
-- Name: FUNCTION calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) TO service_role;
GRANT ALL ON FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) TO anon;
GRANT ALL ON FUNCTION public.calculate_traffic_quality_score(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean) TO authenticated;


--
-- Name: FUNCTION cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) TO anon;
GRANT ALL ON FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) TO authenticated;
GRANT ALL ON FUNCTION public.cast_brand_vote(p_brand_id uuid, p_voter_id text, p_rating integer) TO service_role;


--
-- Name: FUNCTION check_offer(p_brand jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.check_offer(p_brand jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_offer(p_brand jsonb) TO anon;
GRANT ALL ON FUNCTION public.check_offer(p_brand jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.check_offer(p_brand jsonb) TO service_role;


--
-- Name: FUNCTION check_user_admin_status(user_email text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.check_user_admin_status(user_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_user_admin_status(user_email text) TO authenticated;
GRANT ALL ON FUNCTION public.check_user_admin_status(user_email text) TO service_role;


--
-- Name: FUNCTION claim_alert_deliveries(p_limit integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.claim_alert_deliveries(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_alert_deliveries(p_limit integer) TO service_role;


--
-- Name: FUNCTION claim_due_reports(p_limit integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.claim_due_reports(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_due_reports(p_limit integer) TO service_role;


--
-- Name: FUNCTION content_changes_since(p_since timestamp with time zone); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.content_changes_since(p_since timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.content_changes_since(p_since timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.content_changes_since(p_since timestamp with time zone) TO service_role;


--
-- Name: FUNCTION count_postback_request(p_ip text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.count_postback_request(p_ip text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.count_postback_request(p_ip text) TO service_role;


--
-- Name: FUNCTION country_dependencies(p_country_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.country_dependencies(p_country_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.country_dependencies(p_country_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.country_dependencies(p_country_id uuid) TO service_role;


--
-- Name: FUNCTION due_link_checks(p_limit integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.due_link_checks(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.due_link_checks(p_limit integer) TO service_role;


--
-- Name: FUNCTION duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) TO authenticated;
GRANT ALL ON FUNCTION public.duplicate_brand(p_brand_id uuid, p_country_id uuid, p_slug text) TO service_role;


--
-- Name: FUNCTION end_user_sessions(p_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.end_user_sessions(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.end_user_sessions(p_user_id uuid) TO service_role;


--
-- Name: FUNCTION end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) TO anon;
GRANT ALL ON FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) TO authenticated;
GRANT ALL ON FUNCTION public.end_visitor_session(p_session_id text, p_user_id text, p_time_on_site_sec integer) TO service_role;


--
-- Name: FUNCTION finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_report(p_schedule_id uuid, p_claimed_at timestamp with time zone, p_error text) TO service_role;


--
-- Name: FUNCTION issue_postback_secret(p_source_id uuid, p_grace_hours integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.issue_postback_secret(p_source_id uuid, p_grace_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_postback_secret(p_source_id uuid, p_grace_hours integer) TO authenticated;


--
-- Name: FUNCTION issue_test_postback_token(p_source_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.issue_test_postback_token(p_source_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_test_postback_token(p_source_id uuid) TO authenticated;


--
-- Name: FUNCTION link_check_requester(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.link_check_requester() FROM PUBLIC;
GRANT ALL ON FUNCTION public.link_check_requester() TO authenticated;


--
-- Name: FUNCTION log_period_bounds(p_period text, p_from date, p_to date); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.log_period_bounds(p_period text, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.log_period_bounds(p_period text, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION public.log_period_bounds(p_period text, p_from date, p_to date) TO service_role;


--
-- Name: FUNCTION mark_alerts_read(p_ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mark_alerts_read(p_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_alerts_read(p_ids uuid[]) TO authenticated;


--
-- Name: TABLE brands; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.brands TO service_role;
GRANT SELECT ON TABLE public.brands TO anon;
GRANT SELECT,DELETE ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.country_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country_id),UPDATE(country_id) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.brand_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_name),UPDATE(brand_name) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.brand_slug; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_slug),UPDATE(brand_slug) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.brand_logo_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_logo_url),UPDATE(brand_logo_url) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.destination_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(destination_url),UPDATE(destination_url) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.subid_param; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(subid_param),UPDATE(subid_param) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.bonus_text; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bonus_text),UPDATE(bonus_text) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.hover_bonus_text; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(hover_bonus_text),UPDATE(hover_bonus_text) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.rating_baseline; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(rating_baseline),UPDATE(rating_baseline) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.rating_baseline_votes; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(rating_baseline_votes),UPDATE(rating_baseline_votes) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.editor_score; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(editor_score),UPDATE(editor_score) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.today_picked_count; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(today_picked_count),UPDATE(today_picked_count) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.label_tag; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(label_tag),UPDATE(label_tag) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.is_active; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_active),UPDATE(is_active) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.is_editors_choice; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_editors_choice),UPDATE(is_editors_choice) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.is_trending; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(is_trending),UPDATE(is_trending) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.trust_icons; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(trust_icons),UPDATE(trust_icons) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.short_description; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(short_description),UPDATE(short_description) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.full_description; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(full_description),UPDATE(full_description) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.cta_button_text; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(cta_button_text),UPDATE(cta_button_text) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.sort_order; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(sort_order),UPDATE(sort_order) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.pros; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(pros),UPDATE(pros) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.cons; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(cons),UPDATE(cons) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_overview; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_overview),UPDATE(review_overview) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_bonuses; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_bonuses),UPDATE(review_bonuses) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_payments; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_payments),UPDATE(review_payments) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_games; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_games),UPDATE(review_games) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_mobile; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_mobile),UPDATE(review_mobile) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_security; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_security),UPDATE(review_security) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_support; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_support),UPDATE(review_support) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.review_verdict; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(review_verdict),UPDATE(review_verdict) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.metrics; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(metrics),UPDATE(metrics) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.payout_speed; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(payout_speed),UPDATE(payout_speed) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.license; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(license),UPDATE(license) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.min_deposit; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(min_deposit),UPDATE(min_deposit) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.bonus_amount; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bonus_amount),UPDATE(bonus_amount) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.bonus_reason; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bonus_reason),UPDATE(bonus_reason) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.wagering_multiple; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(wagering_multiple),UPDATE(wagering_multiple) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.wagering_applies_to; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(wagering_applies_to),UPDATE(wagering_applies_to) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.max_bet; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(max_bet),UPDATE(max_bet) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.max_cashout; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(max_cashout),UPDATE(max_cashout) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.bonus_expiry_days; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bonus_expiry_days),UPDATE(bonus_expiry_days) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.eligible_games; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(eligible_games),UPDATE(eligible_games) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.promo_code; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(promo_code),UPDATE(promo_code) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.first_deposit_offer; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(first_deposit_offer),UPDATE(first_deposit_offer) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.bonus_products; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bonus_products),UPDATE(bonus_products) ON TABLE public.brands TO authenticated;


--
-- Name: COLUMN brands.full_terms_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(full_terms_url),UPDATE(full_terms_url) ON TABLE public.brands TO authenticated;


--
-- Name: FUNCTION market_block(p_brand public.brands); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.market_block(p_brand public.brands) FROM PUBLIC;
GRANT ALL ON FUNCTION public.market_block(p_brand public.brands) TO anon;
GRANT ALL ON FUNCTION public.market_block(p_brand public.brands) TO authenticated;
GRANT ALL ON FUNCTION public.market_block(p_brand public.brands) TO service_role;


--
-- Name: FUNCTION media_uploader(p_media_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.media_uploader(p_media_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_uploader(p_media_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.media_uploader(p_media_id uuid) TO service_role;


--
-- Name: FUNCTION media_usage(p_media_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.media_usage(p_media_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_usage(p_media_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.media_usage(p_media_id uuid) TO service_role;


--
-- Name: FUNCTION my_two_factor_state(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.my_two_factor_state() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_two_factor_state() TO authenticated;
GRANT ALL ON FUNCTION public.my_two_factor_state() TO service_role;


--
-- Name: FUNCTION rebuild_hook_configured(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.rebuild_hook_configured() FROM PUBLIC;
GRANT ALL ON FUNCTION public.rebuild_hook_configured() TO authenticated;
GRANT ALL ON FUNCTION public.rebuild_hook_configured() TO service_role;


--
-- Name: FUNCTION record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_alert_delivery(p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb) TO service_role;


--
-- Name: FUNCTION record_click(p_click jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.record_click(p_click jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_click(p_click jsonb) TO anon;
GRANT ALL ON FUNCTION public.record_click(p_click jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.record_click(p_click jsonb) TO service_role;


--
-- Name: TABLE link_checks; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.link_checks TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.link_checks TO service_role;


--
-- Name: FUNCTION record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_link_check(p_brand_id uuid, p_trigger text, p_requested_by uuid, p_result jsonb) TO service_role;


--
-- Name: FUNCTION reorder_brands(p_country_id uuid, p_brand_ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_brands(p_country_id uuid, p_brand_ids uuid[]) TO service_role;


--
-- Name: FUNCTION report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text) TO authenticated;
GRANT ALL ON FUNCTION public.report_breakdown(p_dimension text, p_from date, p_to date, p_filters jsonb, p_limit integer, p_order text) TO service_role;


--
-- Name: FUNCTION report_heatmap(p_from date, p_to date, p_filters jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.report_heatmap(p_from date, p_to date, p_filters jsonb) TO service_role;


--
-- Name: FUNCTION report_summary(p_from date, p_to date, p_filters jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.report_summary(p_from date, p_to date, p_filters jsonb) TO service_role;


--
-- Name: FUNCTION report_timeseries(p_from date, p_to date, p_filters jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.report_timeseries(p_from date, p_to date, p_filters jsonb) TO service_role;


--
-- Name: FUNCTION reporting_currency(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.reporting_currency() FROM PUBLIC;
GRANT ALL ON FUNCTION public.reporting_currency() TO authenticated;
GRANT ALL ON FUNCTION public.reporting_currency() TO service_role;


--
-- Name: FUNCTION reporting_time_zone(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.reporting_time_zone() FROM PUBLIC;
GRANT ALL ON FUNCTION public.reporting_time_zone() TO authenticated;
GRANT ALL ON FUNCTION public.reporting_time_zone() TO service_role;


--
-- Name: FUNCTION restore_deleted_row(p_table text, p_record_id text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.restore_deleted_row(p_table text, p_record_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_deleted_row(p_table text, p_record_id text) TO authenticated;
GRANT ALL ON FUNCTION public.restore_deleted_row(p_table text, p_record_id text) TO service_role;


--
-- Name: FUNCTION save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.save_brand(p_brand jsonb, p_category_ids uuid[], p_id uuid, p_updated_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION set_admin_token_for_user(user_email text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.set_admin_token_for_user(user_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_admin_token_for_user(user_email text) TO authenticated;
GRANT ALL ON FUNCTION public.set_admin_token_for_user(user_email text) TO service_role;


--
-- Name: FUNCTION staff_directory(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.staff_directory() FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_directory() TO authenticated;


--
-- Name: FUNCTION anon_write_limit(OUT writes integer, OUT per interval); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) TO anon;
GRANT ALL ON FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) TO authenticated;
GRANT ALL ON FUNCTION request_guard.anon_write_limit(OUT writes integer, OUT per interval) TO service_role;


--
-- Name: FUNCTION check_request(); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.check_request() FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.check_request() TO anon;
GRANT ALL ON FUNCTION request_guard.check_request() TO authenticated;
GRANT ALL ON FUNCTION request_guard.check_request() TO service_role;


--
-- Name: FUNCTION client_ip(); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.client_ip() FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.client_ip() TO anon;
GRANT ALL ON FUNCTION request_guard.client_ip() TO authenticated;
GRANT ALL ON FUNCTION request_guard.client_ip() TO service_role;


--
-- Name: FUNCTION refuse_too_many(); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.refuse_too_many() FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.refuse_too_many() TO anon;
GRANT ALL ON FUNCTION request_guard.refuse_too_many() TO authenticated;
GRANT ALL ON FUNCTION request_guard.refuse_too_many() TO service_role;


--
-- Name: FUNCTION traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) TO anon;
GRANT ALL ON FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) TO authenticated;
GRANT ALL ON FUNCTION request_guard.traffic_quality(p_ip text, p_user_agent text, p_click_speed_ms integer, p_session_click_count integer, p_time_on_page_sec integer, p_referrer text, p_recent_ip_events integer, p_recent_ip_clicks integer, p_webdriver boolean, OUT quality_score integer, OUT is_suspicious boolean, OUT quality_flags text[]) TO service_role;


--
-- Name: FUNCTION write_limited(p_ip text); Type: ACL; Schema: request_guard; Owner: postgres
--

REVOKE ALL ON FUNCTION request_guard.write_limited(p_ip text) FROM PUBLIC;
GRANT ALL ON FUNCTION request_guard.write_limited(p_ip text) TO anon;
GRANT ALL ON FUNCTION request_guard.write_limited(p_ip text) TO authenticated;
GRANT ALL ON FUNCTION request_guard.write_limited(p_ip text) TO service_role;


--
-- Name: TABLE postback_address_counts; Type: ACL; Schema: private; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE private.postback_address_counts TO service_role;


--
-- Name: TABLE brand_categories; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.brand_categories TO service_role;
GRANT SELECT ON TABLE public.brand_categories TO anon;
GRANT SELECT,DELETE ON TABLE public.brand_categories TO authenticated;


--
-- Name: COLUMN brand_categories.brand_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_id) ON TABLE public.brand_categories TO authenticated;


--
-- Name: COLUMN brand_categories.category_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(category_id) ON TABLE public.brand_categories TO authenticated;


--
-- Name: TABLE categories; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.categories TO service_role;
GRANT SELECT ON TABLE public.categories TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.categories TO authenticated;


--
-- Name: TABLE admin_click_log; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.admin_click_log TO authenticated;
GRANT SELECT ON TABLE public.admin_click_log TO service_role;


--
-- Name: TABLE admin_session_log; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.admin_session_log TO authenticated;
GRANT SELECT ON TABLE public.admin_session_log TO service_role;


--
-- Name: TABLE admin_users; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.admin_users TO service_role;
GRANT SELECT,DELETE ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.email; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(email) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.full_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(full_name),UPDATE(full_name) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.role; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(role),UPDATE(role) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.admin_token; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(admin_token) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.password_setup_completed; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(password_setup_completed) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.updated_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(updated_at) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.disabled_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(disabled_at) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.sessions_ended_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(sessions_ended_at) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.reset_link_issued_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(reset_link_issued_at) ON TABLE public.admin_users TO authenticated;


--
-- Name: COLUMN admin_users.two_factor_reset_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(two_factor_reset_at) ON TABLE public.admin_users TO authenticated;


--
-- Name: TABLE alert_reads; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,DELETE ON TABLE public.alert_reads TO authenticated;
GRANT SELECT ON TABLE public.alert_reads TO service_role;


--
-- Name: COLUMN alert_reads.alert_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(alert_id) ON TABLE public.alert_reads TO authenticated;


--
-- Name: COLUMN alert_reads.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.alert_reads TO authenticated;


--
-- Name: TABLE alert_subscriptions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,DELETE ON TABLE public.alert_subscriptions TO authenticated;
GRANT SELECT ON TABLE public.alert_subscriptions TO service_role;


--
-- Name: COLUMN alert_subscriptions.rule_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(rule_id) ON TABLE public.alert_subscriptions TO authenticated;


--
-- Name: COLUMN alert_subscriptions.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.alert_subscriptions TO authenticated;


--
-- Name: TABLE alerts; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.alerts TO authenticated;
GRANT SELECT,DELETE,UPDATE ON TABLE public.alerts TO service_role;


--
-- Name: TABLE audit_log; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.audit_log TO service_role;
GRANT SELECT ON TABLE public.audit_log TO authenticated;


--
-- Name: TABLE brand_licences; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.brand_licences TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.brand_licences TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.brand_licences TO service_role;


--
-- Name: TABLE countries; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.countries TO service_role;
GRANT SELECT ON TABLE public.countries TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.countries TO authenticated;


--
-- Name: TABLE brand_link_health; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.brand_link_health TO authenticated;


--
-- Name: TABLE brand_votes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.brand_votes TO service_role;
GRANT SELECT,DELETE ON TABLE public.brand_votes TO authenticated;


--
-- Name: COLUMN brand_votes.brand_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(brand_id) ON TABLE public.brand_votes TO anon;
GRANT INSERT(brand_id) ON TABLE public.brand_votes TO authenticated;


--
-- Name: COLUMN brand_votes.voter_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(voter_id) ON TABLE public.brand_votes TO anon;
GRANT INSERT(voter_id) ON TABLE public.brand_votes TO authenticated;


--
-- Name: COLUMN brand_votes.rating; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(rating) ON TABLE public.brand_votes TO anon;
GRANT INSERT(rating) ON TABLE public.brand_votes TO authenticated;


--
-- Name: TABLE code_snippets; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.code_snippets TO service_role;
GRANT SELECT ON TABLE public.code_snippets TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.code_snippets TO authenticated;


--
-- Name: TABLE login_attempts; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.login_attempts TO service_role;
GRANT SELECT,DELETE ON TABLE public.login_attempts TO authenticated;


--
-- Name: COLUMN login_attempts.email; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(email) ON TABLE public.login_attempts TO anon;
GRANT INSERT(email) ON TABLE public.login_attempts TO authenticated;


--
-- Name: COLUMN login_attempts.success; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(success) ON TABLE public.login_attempts TO anon;
GRANT INSERT(success) ON TABLE public.login_attempts TO authenticated;


--
-- Name: COLUMN login_attempts.failure_reason; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(failure_reason) ON TABLE public.login_attempts TO anon;
GRANT INSERT(failure_reason) ON TABLE public.login_attempts TO authenticated;


--
-- Name: TABLE market_blacklist; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.market_blacklist TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.market_blacklist TO service_role;


--
-- Name: TABLE market_regulators; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.market_regulators TO anon;
GRANT SELECT,INSERT,DELETE ON TABLE public.market_regulators TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.market_regulators TO service_role;


--
-- Name: TABLE market_rules; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.market_rules TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.market_rules TO service_role;


--
-- Name: COLUMN market_rules.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(id) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.country_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(country_id) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.region_code; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(region_code) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.region_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(region_name) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.bonus_policy; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(bonus_policy) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.neutral_offer_text; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(neutral_offer_text) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.min_age; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(min_age) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.helpline_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(helpline_name) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.helpline_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(helpline_url) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.helpline_phone; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(helpline_phone) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.rg_wording; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(rg_wording) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.ad_label; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(ad_label) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.significant_terms_required; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(significant_terms_required) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.cta_quiet_from; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(cta_quiet_from) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.cta_quiet_to; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(cta_quiet_to) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.time_zone; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(time_zone) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.offer_max_wagering; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(offer_max_wagering) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.offer_first_deposit_only; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(offer_first_deposit_only) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.offer_requires_amount_reason_duration; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(offer_requires_amount_reason_duration) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.offer_single_product; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(offer_single_product) ON TABLE public.market_rules TO anon;


--
-- Name: COLUMN market_rules.licence_regulator_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(licence_regulator_id) ON TABLE public.market_rules TO anon;


--
-- Name: TABLE media; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.media TO service_role;
GRANT SELECT,DELETE ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.bucket_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(bucket_id) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.path; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(path),UPDATE(path) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.file_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(file_name),UPDATE(file_name) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.mime_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(mime_type),UPDATE(mime_type) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.size_bytes; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(size_bytes),UPDATE(size_bytes) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.width; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(width),UPDATE(width) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.height; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(height),UPDATE(height) ON TABLE public.media TO authenticated;


--
-- Name: COLUMN media.alt_text; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(alt_text),UPDATE(alt_text) ON TABLE public.media TO authenticated;


--
-- Name: TABLE page_builds; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.page_builds TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.page_builds TO service_role;


--
-- Name: TABLE page_evidence; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.page_evidence TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.page_evidence TO service_role;


--
-- Name: TABLE pages; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.pages TO service_role;
GRANT SELECT ON TABLE public.pages TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.pages TO authenticated;


--
-- Name: TABLE postback_source_secrets; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.postback_source_secrets TO service_role;


--
-- Name: COLUMN postback_source_secrets.source_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(source_id) ON TABLE public.postback_source_secrets TO authenticated;


--
-- Name: COLUMN postback_source_secrets.created_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(created_at) ON TABLE public.postback_source_secrets TO authenticated;


--
-- Name: COLUMN postback_source_secrets.updated_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(updated_at) ON TABLE public.postback_source_secrets TO authenticated;


--
-- Name: COLUMN postback_source_secrets.previous_valid_until; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(previous_valid_until) ON TABLE public.postback_source_secrets TO authenticated;


--
-- Name: COLUMN postback_source_secrets.test_token_valid_until; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(test_token_valid_until) ON TABLE public.postback_source_secrets TO authenticated;


--
-- Name: TABLE postback_sources; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.postback_sources TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.postback_sources TO authenticated;


--
-- Name: TABLE postbacks; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.postbacks TO service_role;
GRANT SELECT,DELETE ON TABLE public.postbacks TO authenticated;


--
-- Name: TABLE regulators; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.regulators TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.regulators TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.regulators TO service_role;


--
-- Name: TABLE report_schedules; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,DELETE ON TABLE public.report_schedules TO authenticated;
GRANT SELECT,UPDATE ON TABLE public.report_schedules TO service_role;


--
-- Name: COLUMN report_schedules.view_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(view_id) ON TABLE public.report_schedules TO authenticated;


--
-- Name: COLUMN report_schedules.frequency; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(frequency),UPDATE(frequency) ON TABLE public.report_schedules TO authenticated;


--
-- Name: COLUMN report_schedules.recipients; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(recipients),UPDATE(recipients) ON TABLE public.report_schedules TO authenticated;


--
-- Name: TABLE saved_views; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,DELETE ON TABLE public.saved_views TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.saved_views TO service_role;


--
-- Name: COLUMN saved_views.section; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(section) ON TABLE public.saved_views TO authenticated;


--
-- Name: COLUMN saved_views.name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.saved_views TO authenticated;


--
-- Name: COLUMN saved_views.state; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(state),UPDATE(state) ON TABLE public.saved_views TO authenticated;


--
-- Name: COLUMN saved_views.shared; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(shared),UPDATE(shared) ON TABLE public.saved_views TO authenticated;


--
-- Name: TABLE site_settings; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.site_settings TO service_role;
GRANT SELECT ON TABLE public.site_settings TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.site_settings TO authenticated;


--
-- Name: TABLE traffic_click_changes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_click_changes TO authenticated;
GRANT SELECT ON TABLE public.traffic_click_changes TO service_role;


--
-- Name: TABLE traffic_hourly_click_dimensions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_hourly_click_dimensions TO authenticated;
GRANT SELECT ON TABLE public.traffic_hourly_click_dimensions TO service_role;


--
-- Name: TABLE traffic_hourly_clicks; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_hourly_clicks TO authenticated;
GRANT SELECT ON TABLE public.traffic_hourly_clicks TO service_role;


--
-- Name: TABLE traffic_hourly_session_dimensions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_hourly_session_dimensions TO authenticated;
GRANT SELECT ON TABLE public.traffic_hourly_session_dimensions TO service_role;


--
-- Name: TABLE traffic_hourly_sessions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_hourly_sessions TO authenticated;
GRANT SELECT ON TABLE public.traffic_hourly_sessions TO service_role;


--
-- Name: TABLE traffic_rollup_state; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_rollup_state TO authenticated;
GRANT SELECT ON TABLE public.traffic_rollup_state TO service_role;


--
-- Name: TABLE traffic_session_changes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.traffic_session_changes TO authenticated;
GRANT SELECT ON TABLE public.traffic_session_changes TO service_role;


--
-- Name: TABLE visitor_session_end_events; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE ON TABLE public.visitor_session_end_events TO service_role;
GRANT SELECT,DELETE ON TABLE public.visitor_session_end_events TO authenticated;


--
-- Name: COLUMN visitor_session_end_events.session_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(session_id) ON TABLE public.visitor_session_end_events TO anon;
GRANT INSERT(session_id) ON TABLE public.visitor_session_end_events TO authenticated;


--
-- Name: COLUMN visitor_session_end_events.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.visitor_session_end_events TO anon;
GRANT INSERT(user_id) ON TABLE public.visitor_session_end_events TO authenticated;


--
-- Name: COLUMN visitor_session_end_events.time_on_site_sec; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(time_on_site_sec) ON TABLE public.visitor_session_end_events TO anon;
GRANT INSERT(time_on_site_sec) ON TABLE public.visitor_session_end_events TO authenticated;


--
-- Name: TABLE anon_write_counts; Type: ACL; Schema: request_guard; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE request_guard.anon_write_counts TO anon;


--
-- PostgreSQL database dump complete
--

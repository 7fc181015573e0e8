-- Traffic and revenue reports for /admin/analytics: SQL functions the database computes,
-- SECURITY INVOKER so that RLS decides what the caller reads (admins and analysts read sessions,
-- clicks and postbacks; editors read none of them), and each one answers nothing at all unless the
-- caller is an admin or an analyst. anon may not execute them.
--
-- Definitions (the Analytics page's tooltips say the same):
--   period        p_from .. p_to, whole days in the reporting time zone (site_settings
--                 'reporting.time_zone', UTC when unset); the previous period is the same number of
--                 days just before.
--   sessions      visitor_sessions started in the period; visitors = distinct user_id among them.
--   clicks        brand_clicks_history in the period. 'Humans only' (the default; traffic=all turns
--                 it off) leaves out bot-filtered clicks (is_bot_filtered: quality score < 30).
--                 Sessions carry no score (bots scoring 0 are never stored), so the traffic filter
--                 applies to clicks and their conversions only.
--   conversions   accepted postbacks with event_type registration or first_deposit, counted on the
--                 click they name and dated by that click (as affiliate trackers attribute them), so
--                 a period's conversions, revenue and EPC all belong to the same clicks.
--   revenue       sum(payout_reporting) of all accepted postbacks of those clicks (any event type).
--                 Postbacks sent from the Test Postback console (is_test) count in neither.
--   ctr           clicks / sessions; conversion_rate = conversions / clicks; epc = revenue / clicks;
--                 revenue_per_1000_sessions = 1000 * revenue / sessions; bot_share = bot-filtered
--                 clicks / all clicks (always over all traffic).
-- Filters (p_filters, the URL keys of src/features/admin/traffic/filters.ts): country (a countries
-- slug, matched through its name, or the name as stored), brand and category (slugs), device,
-- browser, os, source/medium/campaign (utm), social (social source), referrer (host), landing
-- (path), position (card position), traffic (humans|all), converted (yes|no: the click has an
-- accepted postback or not). Filters that only clicks carry (brand, category, social, position,
-- converted) do not narrow sessions: CTR under a brand filter reads "clicks on this brand per
-- session". Landing is the session's entry page and the path of the page a click came from.
--
-- The report functions plan each call with its own filter values (plan_cache_mode =
-- force_custom_plan), so that a filter left out folds away instead of being tested on every row.
--
-- Raw rows or rollups: the functions read the raw rows through the click_time / created_at
-- indexes, with the postbacks of the period aggregated once and hash-joined. At 1M clicks and
-- 300k sessions `npm run bench` prints each report's p50/p95 for 30 and 90 days against the
-- budgets (30 days < 500 ms, 90 days < 1 s). Exact rollups keyed by every filter would hold
-- nearly as many rows as the clicks themselves (country x brand x device x browser x os x source x
-- campaign x landing x position x hour), so they are left for the 50M-row scale, where the plan is
-- monthly partitions of brand_clicks_history and visitor_sessions plus daily rollups of the most
-- used dimensions maintained by the insert triggers (same transaction), the raw rows read only for
-- the rarer filter combinations.

-- The figures with no filter (summary, series, heatmap) read only these columns of the clicks of a
-- period: an index-only scan once the table is vacuumed.
create index brand_clicks_history_report_idx on public.brand_clicks_history (click_time)
  include (id, is_bot_filtered);

-- Getter for the private reporting time zone (site_settings private keys are admin-only by RLS).
create or replace function private.reporting_time_zone()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(s.value #>> '{}', '') from public.site_settings as s where s.key = 'reporting.time_zone'),
    'UTC'
  )
$$;
comment on function private.reporting_time_zone() is
  'IANA time zone of the reports (site_settings reporting.time_zone, UTC when unset); readable by signed-in callers because the setting itself is admin-only.';

create or replace function public.reporting_time_zone()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case when (select private.has_role(array['admin', 'analyst'])) then private.reporting_time_zone() end
$$;
comment on function public.reporting_time_zone() is
  'The reporting time zone for admins and analysts (null for anyone else): the Analytics page names its days in it.';

create or replace function private.url_host(p_url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))
$$;
comment on function private.url_host(text) is
  'Host of an absolute URL, lower-cased, without user info or port; null for anything else.';

create or replace function private.url_path(p_url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when p_url ~ '^[A-Za-z][A-Za-z0-9+.-]*://'
    then coalesce(nullif(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)'), ''), '/')
  end
$$;
comment on function private.url_path(text) is 'Path of an absolute URL (/ when empty); null for anything else.';

-- The filtered clicks of a period with what the reports group by (security invoker: RLS applies as
-- the caller). Its fixed search_path (lint 0011) keeps the planner from inlining it: the filters
-- are applied inside, over the indexes, and the callers aggregate what it returns.
create or replace function private.report_clicks(p_from date, p_to date, p_filters jsonb, p_tz text)
returns table (
  id uuid,
  click_time timestamptz,
  local_time timestamp,
  brand_slug text,
  brand_name text,
  country text,
  device_type text,
  browser text,
  os text,
  source text,
  medium text,
  campaign text,
  referrer_host text,
  landing text,
  card_position smallint,
  is_bot_filtered boolean,
  conversions bigint,
  revenue numeric
)
language sql
stable
set search_path = ''
as $$
  select c.id, c.click_time, c.click_time at time zone p_tz, b.brand_slug, coalesce(b.brand_name, c.brand_name),
         c.country, c.device_type, c.browser, c.os, c.source, c.medium, c.campaign,
         private.url_host(c.referrer), private.url_path(c.page_url), c.card_position, c.is_bot_filtered,
         coalesce(p.conversions, 0), coalesce(p.revenue, 0)
    from public.brand_clicks_history as c
    left join public.brands as b on b.id = c.brand_id
    left join (
      select pb.brand_click_id,
             count(*) filter (where pb.event_type in ('registration', 'first_deposit')) as conversions,
             sum(pb.payout_reporting) as revenue,
             count(*) as accepted
        from public.postbacks as pb
       where pb.status = 'accepted' and not pb.is_test
         and pb.brand_click_id is not null
         and pb.received_at >= (p_from::timestamp at time zone p_tz)
       group by pb.brand_click_id
    ) as p on p.brand_click_id = c.id
   where c.click_time >= (p_from::timestamp at time zone p_tz)
     and c.click_time < ((p_to + 1)::timestamp at time zone p_tz)
     and (p_filters ->> 'traffic' = 'all' or not c.is_bot_filtered)
     and (p_filters ->> 'country' is null or c.country = coalesce(
           (select co.name from public.countries as co where co.slug = lower(p_filters ->> 'country')),
           p_filters ->> 'country'))
     and (p_filters ->> 'brand' is null or c.brand_id in (
           select bb.id from public.brands as bb where bb.brand_slug = p_filters ->> 'brand'))
     and (p_filters ->> 'category' is null or c.brand_id in (
           select bc.brand_id from public.brand_categories as bc
             join public.categories as cat on cat.id = bc.category_id
            where cat.slug = p_filters ->> 'category'))
     and (p_filters ->> 'device' is null or c.device_type = p_filters ->> 'device')
     and (p_filters ->> 'browser' is null or c.browser = p_filters ->> 'browser')
     and (p_filters ->> 'os' is null or c.os = p_filters ->> 'os')
     and (p_filters ->> 'source' is null or c.source = p_filters ->> 'source')
     and (p_filters ->> 'medium' is null or c.medium = p_filters ->> 'medium')
     and (p_filters ->> 'campaign' is null or c.campaign = p_filters ->> 'campaign')
     and (p_filters ->> 'social' is null or c.social_source = p_filters ->> 'social')
     and (p_filters ->> 'referrer' is null or private.url_host(c.referrer) = lower(p_filters ->> 'referrer'))
     and (p_filters ->> 'landing' is null or private.url_path(c.page_url) = p_filters ->> 'landing')
     and (p_filters ->> 'position' is null or c.card_position = (p_filters ->> 'position')::smallint)
     and (p_filters ->> 'converted' is null
          or (p_filters ->> 'converted' = 'yes') = (coalesce(p.accepted, 0) > 0))
$$;
comment on function private.report_clicks(date, date, jsonb, text) is
  'Clicks of the period p_from..p_to (days in p_tz) matching the report filters, with their conversions and revenue (accepted postbacks); the building block of the report_* functions.';

create or replace function private.report_sessions(p_from date, p_to date, p_filters jsonb, p_tz text)
returns table (
  user_id text,
  created_at timestamptz,
  local_time timestamp,
  country text,
  device_type text,
  browser text,
  os text,
  source text,
  campaign text,
  referrer_host text,
  landing text
)
language sql
stable
set search_path = ''
as $$
  select s.user_id, s.created_at, s.created_at at time zone p_tz, s.country, s.device_type, s.browser, s.os,
         s.utm_source, s.utm_campaign, private.url_host(s.referrer), s.entry_page
    from public.visitor_sessions as s
   where s.created_at >= (p_from::timestamp at time zone p_tz)
     and s.created_at < ((p_to + 1)::timestamp at time zone p_tz)
     and (p_filters ->> 'country' is null or s.country = coalesce(
           (select co.name from public.countries as co where co.slug = lower(p_filters ->> 'country')),
           p_filters ->> 'country'))
     and (p_filters ->> 'device' is null or s.device_type = p_filters ->> 'device')
     and (p_filters ->> 'browser' is null or s.browser = p_filters ->> 'browser')
     and (p_filters ->> 'os' is null or s.os = p_filters ->> 'os')
     and (p_filters ->> 'source' is null or s.utm_source = p_filters ->> 'source')
     and (p_filters ->> 'medium' is null or s.utm_medium = p_filters ->> 'medium')
     and (p_filters ->> 'campaign' is null or s.utm_campaign = p_filters ->> 'campaign')
     and (p_filters ->> 'referrer' is null or private.url_host(s.referrer) = lower(p_filters ->> 'referrer'))
     and (p_filters ->> 'landing' is null or s.entry_page = p_filters ->> 'landing')
$$;
comment on function private.report_sessions(date, date, jsonb, text) is
  'Visitor sessions of the period p_from..p_to (days in p_tz) matching the report filters that sessions carry.';

-- Summary ------------------------------------------------------------------------------------

create or replace function public.report_summary(p_from date, p_to date, p_filters jsonb default '{}')
returns table (
  period text,
  date_from date,
  date_to date,
  visitors bigint,
  sessions bigint,
  clicks bigint,
  conversions bigint,
  revenue numeric,
  bot_clicks bigint,
  all_clicks bigint,
  ctr numeric,
  conversion_rate numeric,
  epc numeric,
  revenue_per_1000_sessions numeric,
  bot_share numeric
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_days integer := p_to - p_from + 1;
  v_all boolean := coalesce(p_filters ->> 'traffic', '') = 'all';
  v_filters jsonb := coalesce(p_filters, '{}') || '{"traffic": "all"}';
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
    return;
  end if;
  return query
  with periods (period, date_from, date_to) as (
    values ('current', p_from, p_to), ('previous', p_from - v_days, p_from - 1)
  ),
  s as (
    select 'current' as period, count(distinct rs.user_id) as visitors, count(*) as sessions
      from private.report_sessions(p_from, p_to, p_filters, v_tz) as rs
    union all
    select 'previous', count(distinct rs.user_id), count(*)
      from private.report_sessions(p_from - v_days, p_from - 1, p_filters, v_tz) as rs
  ),
  -- One scan of both periods' clicks, split by date.
  c as (
    select case when rc.click_time < (p_from::timestamp at time zone v_tz) then 'previous' else 'current' end as period,
           count(*) filter (where v_all or not rc.is_bot_filtered) as clicks,
           coalesce(sum(rc.conversions) filter (where v_all or not rc.is_bot_filtered), 0)::bigint as conversions,
           coalesce(sum(rc.revenue) filter (where v_all or not rc.is_bot_filtered), 0) as revenue,
           count(*) filter (where rc.is_bot_filtered) as bot_clicks,
           count(*) as all_clicks
      from private.report_clicks(p_from - v_days, p_to, v_filters, v_tz) as rc
     group by 1
  ),
  figures as (
    select pr.period, pr.date_from, pr.date_to, coalesce(s.visitors, 0) as visitors,
           coalesce(s.sessions, 0) as sessions, coalesce(c.clicks, 0) as clicks,
           coalesce(c.conversions, 0) as conversions, coalesce(c.revenue, 0) as revenue,
           coalesce(c.bot_clicks, 0) as bot_clicks, coalesce(c.all_clicks, 0) as all_clicks
      from periods as pr
      left join s on s.period = pr.period
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
   order by f.date_from desc;
end;
$$;
comment on function public.report_summary(date, date, jsonb) is
  'Figures of the period p_from..p_to and of the previous period of the same length (rows current, previous): visitors, sessions, clicks, conversions, revenue, bot and all clicks, CTR, conversion rate, EPC, revenue per 1,000 sessions, bot share (ratios rounded to 4 places, null when dividing by 0). Admins and analysts only; definitions in migration 20261124000900_reports.sql.';

-- Time series --------------------------------------------------------------------------------

create or replace function public.report_timeseries(p_from date, p_to date, p_filters jsonb default '{}')
returns table (
  bucket timestamp,
  sessions bigint,
  clicks bigint,
  conversions bigint,
  revenue numeric
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_unit text := case when p_to - p_from < 2 then 'hour' else 'day' end;
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
    return;
  end if;
  return query
  with buckets as (
    select g as bucket
      from generate_series(p_from::timestamp, p_to::timestamp + interval '1 day' - ('1 ' || v_unit)::interval,
                           ('1 ' || v_unit)::interval) as g
  ),
  s as (
    select date_trunc(v_unit, rs.local_time) as bucket, count(*) as sessions
      from private.report_sessions(p_from, p_to, p_filters, v_tz) as rs
     group by 1
  ),
  c as (
    select date_trunc(v_unit, rc.local_time) as bucket, count(*) as clicks,
           sum(rc.conversions)::bigint as conversions, sum(rc.revenue) as revenue
      from private.report_clicks(p_from, p_to, p_filters, v_tz) as rc
     group by 1
  )
  select b.bucket, coalesce(s.sessions, 0), coalesce(c.clicks, 0), coalesce(c.conversions, 0),
         coalesce(c.revenue, 0)
    from buckets as b
    left join s on s.bucket = b.bucket
    left join c on c.bucket = b.bucket
   order by b.bucket;
end;
$$;
comment on function public.report_timeseries(date, date, jsonb) is
  'Sessions, clicks, conversions and revenue per hour (periods of 2 days or less) or per day, buckets in reporting-time-zone wall-clock time, every bucket present. Admins and analysts only.';

-- Heatmap ------------------------------------------------------------------------------------

create or replace function public.report_heatmap(p_from date, p_to date, p_filters jsonb default '{}')
returns table (
  day_of_week integer,
  hour integer,
  clicks bigint
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  v_tz text := private.reporting_time_zone();
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
    return;
  end if;
  return query
  with c as (
    select extract(dow from rc.local_time)::integer as day_of_week,
           extract(hour from rc.local_time)::integer as hour, count(*) as clicks
      from private.report_clicks(p_from, p_to, p_filters, v_tz) as rc
     group by 1, 2
  )
  select d, h, coalesce(c.clicks, 0)
    from generate_series(0, 6) as d
    cross join generate_series(0, 23) as h
    left join c on c.day_of_week = d and c.hour = h
   order by d, h;
end;
$$;
comment on function public.report_heatmap(date, date, jsonb) is
  'Clicks by day of week (0 = Sunday) and hour of day in the reporting time zone, all 168 cells. Admins and analysts only.';

-- Breakdowns ---------------------------------------------------------------------------------

create or replace function public.report_breakdown(
  p_dimension text,
  p_from date,
  p_to date,
  p_filters jsonb default '{}',
  p_limit integer default 100
)
returns table (
  value text,
  label text,
  filter_key text,
  sessions bigint,
  clicks bigint,
  conversions bigint,
  revenue numeric
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  v_tz text := private.reporting_time_zone();
  -- Dimensions sessions carry too get their sessions; brand and position are the clicks' own.
  v_with_sessions boolean := p_dimension in ('country', 'device', 'browser', 'os', 'source', 'campaign', 'landing');
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
    return;
  end if;
  if p_dimension not in ('brand', 'country', 'device', 'browser', 'os', 'source', 'campaign', 'landing', 'position') then
    raise exception 'Unknown breakdown dimension: %', p_dimension using errcode = '22023';
  end if;
  return query
  with c as (
    select case p_dimension
             when 'brand' then rc.brand_slug
             when 'country' then rc.country
             when 'device' then rc.device_type
             when 'browser' then rc.browser
             when 'os' then rc.os
             when 'source' then coalesce(rc.source, rc.referrer_host)
             when 'campaign' then rc.campaign
             when 'landing' then rc.landing
             when 'position' then rc.card_position::text
           end as value,
           case when p_dimension = 'source' and rc.source is null and rc.referrer_host is not null
             then 'referrer' end as source_key,
           max(rc.brand_name) as brand_name,
           count(*) as clicks, sum(rc.conversions)::bigint as conversions, sum(rc.revenue) as revenue
      from private.report_clicks(p_from, p_to, p_filters, v_tz) as rc
     group by 1, 2
  ),
  s as (
    select case p_dimension
             when 'country' then rs.country
             when 'device' then rs.device_type
             when 'browser' then rs.browser
             when 'os' then rs.os
             when 'source' then coalesce(rs.source, rs.referrer_host)
             when 'campaign' then rs.campaign
             when 'landing' then rs.landing
           end as value,
           case when p_dimension = 'source' and rs.source is null and rs.referrer_host is not null
             then 'referrer' end as source_key,
           count(*) as sessions
      from private.report_sessions(p_from, p_to, p_filters, v_tz) as rs
     where v_with_sessions
     group by 1, 2
  ),
  joined as (
    select coalesce(c.value, s.value) as value, coalesce(c.source_key, s.source_key) as source_key,
           c.brand_name, s.sessions, coalesce(c.clicks, 0) as clicks, coalesce(c.conversions, 0) as conversions,
           coalesce(c.revenue, 0) as revenue
      from c
      full join s on coalesce(s.value, '') = coalesce(c.value, '') and coalesce(s.source_key, '') = coalesce(c.source_key, '')
  )
  select j.value,
         case
           when j.value is null then null
           when p_dimension = 'brand' then coalesce(j.brand_name, j.value)
           else j.value
         end,
         case
           when j.value is null then null
           when p_dimension = 'source' then coalesce(j.source_key, 'source')
           when p_dimension = 'device' then 'device'
           when p_dimension = 'campaign' then 'campaign'
           else p_dimension
         end,
         case when v_with_sessions then coalesce(j.sessions, 0) end,
         j.clicks, j.conversions, j.revenue
    from joined as j
   order by j.clicks desc, j.sessions desc nulls last, j.value nulls last
   limit greatest(coalesce(p_limit, 100), 1);
end;
$$;
comment on function public.report_breakdown(text, date, date, jsonb, integer) is
  'Sessions (for dimensions sessions carry), clicks, conversions and revenue per value of a dimension: brand (slug; label = name), country, device, browser, os, source (utm source, else referrer host: filter_key says which), campaign, landing, position. value null = not recorded. filter_key is the URL filter that selects the rows behind a value. Admins and analysts only.';

-- Rights -------------------------------------------------------------------------------------

revoke execute on function
  private.reporting_time_zone(), private.url_host(text), private.url_path(text),
  private.report_clicks(date, date, jsonb, text), private.report_sessions(date, date, jsonb, text),
  public.reporting_time_zone(), public.report_summary(date, date, jsonb),
  public.report_timeseries(date, date, jsonb), public.report_heatmap(date, date, jsonb),
  public.report_breakdown(text, date, date, jsonb, integer)
  from public, anon, authenticated, service_role;
-- The private helpers run inside the invoker report functions, so their callers need EXECUTE.
grant execute on function
  private.reporting_time_zone(), private.url_host(text), private.url_path(text),
  private.report_clicks(date, date, jsonb, text), private.report_sessions(date, date, jsonb, text),
  public.reporting_time_zone(), public.report_summary(date, date, jsonb),
  public.report_timeseries(date, date, jsonb), public.report_heatmap(date, date, jsonb),
  public.report_breakdown(text, date, date, jsonb, integer)
  to authenticated, service_role;

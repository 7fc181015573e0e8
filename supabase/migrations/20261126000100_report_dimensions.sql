-- Reports at scale, part 2: hourly rollups per dimension, so that a breakdown, and a
-- report filtered on one dimension, reads rollup rows instead of every click of the period.
--
-- After 20261125000100_report_speed.sql the reports met their budgets when unfiltered or filtered by
-- country (hourly rollups), but every breakdown other than by country, and every report filtered by
-- device, brand, OS and so on, still read the period's raw clicks and sessions. At 1M clicks on a
-- 2-core machine a 90-day breakdown by OS took 0.7-1.0 s (budget 1 s) and a 30-day summary filtered by
-- device ~500 ms (budget 500 ms): the time is spent reading ~1M index entries and ~360k sessions.
--
-- The rollups here hold, per UTC hour, country and bot flag, the clicks (with their conversions and
-- revenue) and the sessions of each value of each dimension: brand, device, browser, OS, source,
-- campaign, landing page and card position for clicks; those that sessions carry for sessions. A
-- click counts once in each dimension. At 1M clicks over 90 days (npm run bench) they hold ~1.2M
-- rows of ~80 bytes, clicks' and sessions' together, and a report reads only one dimension's rows
-- of its period: a 90-day breakdown by OS reads ~130k rows instead of 1M clicks and 360k sessions.
--
-- Which reports they answer (private.report_rollup): a report needs, besides country and traffic,
-- the dimension it groups by and those it filters on (a category filter is a condition on the brand).
-- None: the country rollups of the previous migration. Exactly one, kept here: that dimension's rows,
-- where the dimension's value is a column of its own, exposed under the raw column's name, so the
-- reports' filter fragments and groupings apply unchanged. More than one, or a filter a dimension
-- does not hold exactly (referrer, medium, social source, converted): the raw rows, as before. The
-- period must start and end on whole UTC hours, as for the country rollups. Visitors (distinct
-- people) cannot be summed from hours, so the summary still counts them from the raw sessions.
--
-- They stay exact the same way as the country rollups: row triggers add each click's and session's
-- share on insert, take it away on delete, and do both on an update of anything they are keyed or
-- summed by (a brand deleted sets its clicks' brand_id to null: an update), in the same transaction.
-- Each trigger upserts its rows in dimension order, so concurrent inserts lock rollup rows in the
-- same order and cannot deadlock. private.rebuild_traffic_totals() rebuilds them after bulk loads.
--
-- At 50M clicks (on paper): the rollups grow with hours x countries x values, not with clicks
-- (~7M click rows for 90 days at today's catalogue, less with months partitioned like the raw
-- tables); two-dimension combinations analysts use often (country is already one; device x brand
-- would be next) would get rollups of their own, chosen by the same function.

-- 1. What a click and a session count towards ------------------------------------------------

-- The value of each dimension of a click, as the breakdowns group it: a source is the UTM source or,
-- none recorded, the referrer's host (source_key 'referrer').
create or replace function private.click_dimensions(c public.brand_clicks_history)
returns table (dimension text, value text, source_key text)
language sql
immutable
set search_path = ''
as $$
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
comment on function private.click_dimensions(public.brand_clicks_history) is
  'The rollup dimensions of a click with its value in each (source_key ''referrer'' when a source is the referrer''s host), in dimension order.';

create or replace function private.session_dimensions(s public.visitor_sessions)
returns table (dimension text, value text, source_key text)
language sql
immutable
set search_path = ''
as $$
  values
    ('browser', s.browser, null::text),
    ('campaign', s.utm_campaign, null),
    ('device', s.device_type, null),
    ('landing', s.entry_page, null),
    ('os', s.os, null),
    ('source', coalesce(s.utm_source, s.referrer_host),
     case when s.utm_source is null and s.referrer_host is not null then 'referrer' end)
$$;
comment on function private.session_dimensions(public.visitor_sessions) is
  'The rollup dimensions a session carries with its value in each, in dimension order.';

-- 2. The rollups -----------------------------------------------------------------------------

-- Keyed dimension first: a report reads one dimension's rows of a period, a range of this index.
create table public.traffic_hourly_click_dimensions (
  id bigint generated always as identity primary key,
  dimension text not null,
  hour timestamptz not null,
  country text,
  is_bot_filtered boolean not null,
  value text,
  source_key text,
  clicks bigint not null default 0,
  conversions bigint not null default 0,
  revenue numeric(16, 4) not null default 0,
  constraint traffic_hourly_click_dimensions_key
    unique nulls not distinct (dimension, hour, country, is_bot_filtered, value, source_key)
);
comment on table public.traffic_hourly_click_dimensions is
  'Brand clicks per dimension value, UTC hour, country and bot flag with their conversions and revenue (each click once per dimension): exact totals of brand_clicks_history kept by triggers, read by the report functions.';

create table public.traffic_hourly_session_dimensions (
  id bigint generated always as identity primary key,
  dimension text not null,
  hour timestamptz not null,
  country text,
  value text,
  source_key text,
  sessions bigint not null default 0,
  constraint traffic_hourly_session_dimensions_key
    unique nulls not distinct (dimension, hour, country, value, source_key)
);
comment on table public.traffic_hourly_session_dimensions is
  'Visitor sessions per dimension value, UTC hour and country (each session once per dimension): exact totals of visitor_sessions kept by triggers, read by the report functions.';

alter table public.traffic_hourly_click_dimensions enable row level security;
alter table public.traffic_hourly_session_dimensions enable row level security;
create policy "Admins and analysts read hourly click dimensions"
  on public.traffic_hourly_click_dimensions for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins and analysts read hourly session dimensions"
  on public.traffic_hourly_session_dimensions for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
revoke all on table public.traffic_hourly_click_dimensions, public.traffic_hourly_session_dimensions
  from anon, authenticated, service_role;
grant select on table public.traffic_hourly_click_dimensions, public.traffic_hourly_session_dimensions
  to authenticated, service_role;

-- A click's share (p_sign 1) or its removal (-1). PL/pgSQL, not SQL: it keeps the statement's plan
-- for the session, where a SQL function plans it again on every click. Measured at 1M clicks, the
-- dimension rollups add ~0.35 ms of database time to a click's insert.
create or replace function private.count_click_dimensions(c public.brand_clicks_history, p_sign integer)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.traffic_hourly_click_dimensions as r
    (dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue)
  select d.dimension, date_trunc('hour', c.click_time, 'UTC'), c.country, c.is_bot_filtered, d.value,
         d.source_key, p_sign, p_sign * c.conversions, p_sign * c.revenue
    from private.click_dimensions(c) as d
   order by d.dimension
  on conflict on constraint traffic_hourly_click_dimensions_key do update
    set clicks = r.clicks + excluded.clicks, conversions = r.conversions + excluded.conversions,
        revenue = r.revenue + excluded.revenue;
end;
$$;

create or replace function private.count_session_dimensions(s public.visitor_sessions, p_sign integer)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.traffic_hourly_session_dimensions as r (dimension, hour, country, value, source_key, sessions)
  select d.dimension, date_trunc('hour', s.created_at, 'UTC'), s.country, d.value, d.source_key, p_sign
    from private.session_dimensions(s) as d
   order by d.dimension
  on conflict on constraint traffic_hourly_session_dimensions_key do update
    set sessions = r.sessions + excluded.sessions;
end;
$$;

create or replace function private.traffic_hourly_click_dimensions_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_click_dimensions(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.count_click_dimensions(new, 1);
  end if;
  return null;
end;
$$;
comment on function private.traffic_hourly_click_dimensions_count() is
  'Keeps traffic_hourly_click_dimensions equal to the totals of brand_clicks_history.';
-- Generated columns cannot be listed: referrer and page_url stand for referrer_host and landing_path.
create trigger brand_clicks_history_hourly_dimensions
  after insert or delete or update of conversions, revenue, click_time, country, is_bot_filtered, brand_id,
    browser, campaign, device_type, page_url, os, card_position, source, referrer
  on public.brand_clicks_history
  for each row execute function private.traffic_hourly_click_dimensions_count();

create or replace function private.traffic_hourly_session_dimensions_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_session_dimensions(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.count_session_dimensions(new, 1);
  end if;
  return null;
end;
$$;
comment on function private.traffic_hourly_session_dimensions_count() is
  'Keeps traffic_hourly_session_dimensions equal to the counts of visitor_sessions.';
create trigger visitor_sessions_hourly_dimensions
  after insert or delete or update of created_at, country, browser, utm_campaign, device_type, entry_page, os,
    utm_source, referrer
  on public.visitor_sessions
  for each row execute function private.traffic_hourly_session_dimensions_count();

-- Both rollups per dimension from the raw rows: for this migration, and inside
-- rebuild_traffic_totals() after bulk loads.
create or replace function private.rebuild_traffic_dimensions()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.traffic_hourly_click_dimensions;
  insert into public.traffic_hourly_click_dimensions
    (dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue)
  select d.dimension, date_trunc('hour', c.click_time, 'UTC'), c.country, c.is_bot_filtered, d.value, d.source_key,
         count(*), sum(c.conversions), sum(c.revenue)
    from public.brand_clicks_history as c
   cross join lateral private.click_dimensions(c) as d
   group by 1, 2, 3, 4, 5, 6;
  delete from public.traffic_hourly_session_dimensions;
  insert into public.traffic_hourly_session_dimensions (dimension, hour, country, value, source_key, sessions)
  select d.dimension, date_trunc('hour', s.created_at, 'UTC'), s.country, d.value, d.source_key, count(*)
    from public.visitor_sessions as s
   cross join lateral private.session_dimensions(s) as d
   group by 1, 2, 3, 4, 5;
$$;
comment on function private.rebuild_traffic_dimensions() is
  'Recomputes traffic_hourly_click_dimensions and traffic_hourly_session_dimensions from the raw clicks and sessions.';

-- The rebuild after bulk loads covers the new rollups too.
create or replace function private.rebuild_traffic_totals()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
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
  delete from public.traffic_hourly_clicks;
  insert into public.traffic_hourly_clicks (hour, country, is_bot_filtered, clicks, conversions, revenue)
  select date_trunc('hour', c.click_time, 'UTC'), c.country, c.is_bot_filtered, count(*), sum(c.conversions), sum(c.revenue)
    from public.brand_clicks_history as c
   group by 1, 2, 3;
  delete from public.traffic_hourly_sessions;
  insert into public.traffic_hourly_sessions (hour, country, sessions)
  select date_trunc('hour', s.created_at, 'UTC'), s.country, count(*)
    from public.visitor_sessions as s
   group by 1, 2;
  select private.rebuild_traffic_dimensions();
$$;

revoke execute on function private.click_dimensions(public.brand_clicks_history),
  private.session_dimensions(public.visitor_sessions),
  private.count_click_dimensions(public.brand_clicks_history, integer),
  private.count_session_dimensions(public.visitor_sessions, integer),
  private.traffic_hourly_click_dimensions_count(), private.traffic_hourly_session_dimensions_count(),
  private.rebuild_traffic_dimensions()
  from public, anon, authenticated, service_role;
-- The previous migration made the click totals and the country rollups: only the new ones here.
select private.rebuild_traffic_dimensions();

-- 3. Which rollup a report reads ---------------------------------------------------------------

-- 'country' for the country rollups, a dimension for its rollups, null for the raw rows (see the
-- header). p_dimension is the breakdown's dimension, null for the other reports.
create or replace function private.report_rollup(
  p_filters jsonb,
  p_from timestamptz,
  p_to timestamptz,
  p_dimension text default null
)
returns text
language sql
immutable
set search_path = ''
as $$
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
comment on function private.report_rollup(jsonb, timestamptz, timestamptz, text) is
  'The rollup that answers a report exactly: ''country'' (traffic_hourly_clicks/sessions), a dimension of traffic_hourly_click/session_dimensions, or null for the raw rows.';

-- The FROM items: the rollup's value is exposed under the name of the raw column it stands for, so
-- report_click_where / report_session_where and the breakdowns' groupings read it as they read a click.
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
      '(select r.hour as click_time, r.country, r.is_bot_filtered, r.clicks as n, r.conversions, r.revenue from public.traffic_hourly_clicks as r where r.hour >= $1 and r.hour < $2) as c'
    else format(
      '(select r.hour as click_time, r.country, r.is_bot_filtered, r.clicks as n, r.conversions, r.revenue, %s from public.traffic_hourly_click_dimensions as r where r.dimension = %L and r.hour >= $1 and r.hour < $2) as c',
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
      p_rollup)
  end
$$;
comment on function private.report_click_source(text) is
  'FROM item of the reports'' clicks (alias c, n = clicks per row) for private.report_rollup''s answer: the raw rows, the country rollup or a dimension''s rollup of the period $1..$2.';

-- Sessions carry neither a brand nor a card position: reports filtered on those count all sessions.
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
      '(select r.hour as created_at, r.country, r.sessions as n from public.traffic_hourly_sessions as r where r.hour >= $1 and r.hour < $2) as s'
    else format(
      '(select r.hour as created_at, r.country, r.sessions as n, %s from public.traffic_hourly_session_dimensions as r where r.dimension = %L and r.hour >= $1 and r.hour < $2) as s',
      case p_rollup
        when 'browser' then 'r.value as browser'
        when 'campaign' then 'r.value as utm_campaign'
        when 'device' then 'r.value as device_type'
        when 'landing' then 'r.value as entry_page'
        when 'os' then 'r.value as os'
        when 'source' then
          'case when r.source_key is null then r.value end as utm_source, case when r.source_key = ''referrer'' then r.value end as referrer_host'
      end,
      p_rollup)
  end
$$;
comment on function private.report_session_source(text) is
  'FROM item of the reports'' sessions (alias s, n = sessions per row) for private.report_rollup''s answer: the raw rows, the country rollup or a dimension''s rollup of the period $1..$2.';

drop function private.report_click_source(boolean);
drop function private.report_session_source(boolean);
drop function private.report_uses_rollup(jsonb, timestamptz, timestamptz);

-- 4. The reports read the rollup report_rollup chooses (unchanged otherwise) -------------------

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
set work_mem = '64MB'
as $$
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
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
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
$$;

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
set work_mem = '64MB'
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_unit text := case when p_to - p_from < 2 then 'hour' else 'day' end;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
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
$$;

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
set work_mem = '64MB'
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup text := private.report_rollup(v_filters, v_start, v_end);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
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
$$;

-- Breakdowns ---------------------------------------------------------------------------------
-- p_order ranks the values before the limit: the Dashboard's top brands by revenue, and Analytics'
-- tables sorted by a column, are exact however many values there are.

drop function public.report_breakdown(text, date, date, jsonb, integer);
create function public.report_breakdown(
  p_dimension text,
  p_from date,
  p_to date,
  p_filters jsonb default '{}',
  p_limit integer default 100,
  p_order text default 'clicks'
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
set work_mem = '64MB'
as $$
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
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
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
$$;
comment on function public.report_breakdown(text, date, date, jsonb, integer, text) is
  'Sessions (for dimensions sessions carry), clicks, conversions and revenue per value of a dimension: brand (slug; label = name), country, device, browser, os, source (utm source, else referrer host: filter_key says which), campaign, landing, position. value null = not recorded. filter_key is the URL filter that selects the rows behind a value. The first p_limit values by p_order (clicks, sessions, conversions or revenue). Admins and analysts only.';

-- Rights -------------------------------------------------------------------------------------

-- The private builders run inside the invoker report functions, so their callers need EXECUTE.
revoke execute on function private.report_rollup(jsonb, timestamptz, timestamptz, text),
  private.report_click_source(text), private.report_session_source(text),
  public.report_breakdown(text, date, date, jsonb, integer, text)
  from public, anon, authenticated, service_role;
grant execute on function private.report_rollup(jsonb, timestamptz, timestamptz, text),
  private.report_click_source(text), private.report_session_source(text),
  public.report_breakdown(text, date, date, jsonb, integer, text)
  to authenticated, service_role;

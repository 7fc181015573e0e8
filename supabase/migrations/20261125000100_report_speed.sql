-- Reports at scale: what each click and session is grouped and filtered by is stored on
-- the row, and each report runs as one query planned for the filters it was given.
--
-- Measured before this migration at 1M clicks / 360k sessions (npm run bench -- --reports): a 30-day
-- summary took 7-16 s, far over its 500 ms budget. The time went to three things, each removed here:
--   1. private.url_host / url_path, a regular expression per row per call: now stored generated
--      columns (brand_clicks_history.referrer_host and landing_path, visitor_sessions.referrer_host).
--   2. The postbacks of a period aggregated and hash-joined on every call: each click now carries its
--      own accepted_postbacks, conversions and revenue, kept exact by a trigger on postbacks in the
--      same transaction as the postback's insert, link (unmatched -> accepted) or delete.
--   3. private.report_clicks / report_sessions, set-returning functions the planner may not inline
--      (their fixed search_path, lint 0011, forbids it): every row of the period was materialised with
--      all its columns before the report grouped it, and a filter left out was still tested per row.
--      The reports now build one statement from fixed fragments, one per filter present
--      (private.report_click_where / report_session_where: filter keys are matched against a fixed
--      list and their values only ever travel as the bound jsonb parameter, never as SQL text), and run
--      it with EXECUTE ... USING, so each call gets a plan for exactly its filters.
--   4. Every figure was computed from the wide click rows. The most read ones (no filter, or only
--      country and traffic: the Dashboard, Analytics' first view) now come from exact hourly rollups
--      (section 3), about 25k rows per 1M clicks; visitors (distinct people) still count the raw
--      sessions, from a covering index. Other filters read the period's clicks from one covering
--      index holding every column a report uses (index-only scans), in parallel where the planner
--      finds it worth it (has_role, which RLS calls, is now declared parallel safe), with enough
--      work_mem for the distinct counts and groupings to stay in memory.
--
-- At 50M clicks the plan is: brand_clicks_history and visitor_sessions partitioned by month (the
-- reports' period predicates prune partitions as written; the rollups stay small, ~1.2M rows), and
-- more rollup keys where the filters analysts use most demand them (device and brand first), each
-- kept by the same triggers in the same transaction.

-- 1. Stored dimensions -------------------------------------------------------------------------

-- The expressions are those of private.url_host / url_path (dropped below), written out with
-- built-in functions only: a generated column runs with the inserting role's rights, and visitors
-- (anon) may not execute anything in the private schema.
alter table public.brand_clicks_history
  add column referrer_host text generated always as (
    lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))
  ) stored,
  add column landing_path text generated always as (
    case when page_url ~ '^[A-Za-z][A-Za-z0-9+.-]*://'
      then coalesce(nullif(substring(page_url from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)'), ''), '/')
    end
  ) stored,
  add column accepted_postbacks integer not null default 0,
  add column conversions integer not null default 0,
  add column revenue numeric(14, 4) not null default 0;
comment on column public.brand_clicks_history.referrer_host is
  'Host of the referrer URL, lower case, without user info or port; null unless the referrer is an absolute URL (generated).';
comment on column public.brand_clicks_history.landing_path is
  'Path of the page the click happened on (/ when empty; generated from page_url): what reports call the landing page of a click.';
comment on column public.brand_clicks_history.accepted_postbacks is
  'Accepted postbacks naming this click, test postbacks excluded (kept by the postbacks trigger).';
comment on column public.brand_clicks_history.conversions is
  'Accepted registration and first-deposit postbacks of this click, tests excluded (kept by the postbacks trigger).';
comment on column public.brand_clicks_history.revenue is
  'Sum of payout_reporting of this click''s accepted postbacks, tests excluded (kept by the postbacks trigger).';

alter table public.visitor_sessions
  add column referrer_host text generated always as (
    lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))
  ) stored;
comment on column public.visitor_sessions.referrer_host is
  'Host of the referrer URL, lower case, without user info or port; null unless the referrer is an absolute URL (generated).';

-- RLS on clicks and sessions calls has_role() once per query; declared parallel safe (it only reads
-- admin_users and the request's claims), a filtered report over the raw rows may scan in parallel.
alter function private.has_role(text[]) parallel safe;

-- Covering indexes. A click row is ~600 bytes (user agent, URLs, flags); the reports read ~130 of
-- them: every column a report filters or groups clicks by is in this index, so a filtered report
-- over the raw rows of a period is an index-only scan and never reads the wide rows (at 1M
-- clicks, a 30-day breakdown went from ~500 to ~170 ms). Visitors (distinct user_id) read the
-- sessions' own small index.
drop index public.brand_clicks_history_report_idx;
create index brand_clicks_history_report_idx on public.brand_clicks_history (click_time)
  include (is_bot_filtered, conversions, revenue, accepted_postbacks, brand_id, country, device_type,
           browser, os, source, medium, campaign, social_source, referrer_host, landing_path, card_position);
create index visitor_sessions_report_idx on public.visitor_sessions (created_at) include (user_id);

-- 2. Postback totals on the click --------------------------------------------------------------

create or replace function private.postbacks_count_on_click()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.postbacks_count_on_click() is
  'Keeps brand_clicks_history.accepted_postbacks, conversions and revenue equal to its accepted, non-test postbacks.';
create trigger postbacks_count_on_click
  after insert or update of status, brand_click_id, is_test, event_type, payout_reporting or delete on public.postbacks
  for each row execute function private.postbacks_count_on_click();

-- 3. Hourly rollups ----------------------------------------------------------------------------
-- The figures most read (no filter, or only country and traffic) come from hourly totals per
-- country and bot flag: about 25k rows per 1M clicks. They stay exact: triggers add and take away
-- each click's and session's share in the same transaction as its insert, delete or postback
-- change. Hours are UTC hours, so a report reads them only when its reporting time zone is a whole
-- number of hours from UTC at both ends of the period (all zones but a few, such as Asia/Kolkata,
-- whose reports read the raw rows). Bulk loads that switch triggers off (scripts/seed-traffic.ts)
-- call private.rebuild_traffic_totals() afterwards.

create table public.traffic_hourly_clicks (
  id bigint generated always as identity primary key,
  hour timestamptz not null,
  country text,
  is_bot_filtered boolean not null,
  clicks bigint not null default 0,
  conversions bigint not null default 0,
  revenue numeric(16, 4) not null default 0,
  constraint traffic_hourly_clicks_key unique nulls not distinct (hour, country, is_bot_filtered)
);
comment on table public.traffic_hourly_clicks is
  'Brand clicks per UTC hour, country and bot flag with their conversions and revenue: exact totals of brand_clicks_history kept by triggers, read by the report functions.';

create table public.traffic_hourly_sessions (
  id bigint generated always as identity primary key,
  hour timestamptz not null,
  country text,
  sessions bigint not null default 0,
  constraint traffic_hourly_sessions_key unique nulls not distinct (hour, country)
);
comment on table public.traffic_hourly_sessions is
  'Visitor sessions per UTC hour and country: exact totals of visitor_sessions kept by triggers, read by the report functions.';

alter table public.traffic_hourly_clicks enable row level security;
alter table public.traffic_hourly_sessions enable row level security;
create policy "Admins and analysts read hourly clicks"
  on public.traffic_hourly_clicks for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins and analysts read hourly sessions"
  on public.traffic_hourly_sessions for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
revoke all on table public.traffic_hourly_clicks, public.traffic_hourly_sessions from anon, authenticated, service_role;
grant select on table public.traffic_hourly_clicks, public.traffic_hourly_sessions to authenticated, service_role;

create or replace function private.traffic_hourly_clicks_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.traffic_hourly_clicks as r
       set clicks = r.clicks - 1, conversions = r.conversions - old.conversions, revenue = r.revenue - old.revenue
     where r.hour = date_trunc('hour', old.click_time, 'UTC') and r.country is not distinct from old.country
       and r.is_bot_filtered = old.is_bot_filtered;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.traffic_hourly_clicks as r (hour, country, is_bot_filtered, clicks, conversions, revenue)
    values (date_trunc('hour', new.click_time, 'UTC'), new.country, new.is_bot_filtered, 1, new.conversions, new.revenue)
    on conflict on constraint traffic_hourly_clicks_key do update
      set clicks = r.clicks + 1, conversions = r.conversions + excluded.conversions, revenue = r.revenue + excluded.revenue;
  end if;
  return null;
end;
$$;
comment on function private.traffic_hourly_clicks_count() is
  'Keeps traffic_hourly_clicks equal to the totals of brand_clicks_history (insert, delete, and the postback totals changing).';
create trigger brand_clicks_history_hourly
  after insert or delete or update of conversions, revenue, click_time, country, is_bot_filtered
  on public.brand_clicks_history
  for each row execute function private.traffic_hourly_clicks_count();

create or replace function private.traffic_hourly_sessions_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.traffic_hourly_sessions as r
       set sessions = r.sessions - 1
     where r.hour = date_trunc('hour', old.created_at, 'UTC') and r.country is not distinct from old.country;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.traffic_hourly_sessions as r (hour, country, sessions)
    values (date_trunc('hour', new.created_at, 'UTC'), new.country, 1)
    on conflict on constraint traffic_hourly_sessions_key do update set sessions = r.sessions + 1;
  end if;
  return null;
end;
$$;
comment on function private.traffic_hourly_sessions_count() is
  'Keeps traffic_hourly_sessions equal to the counts of visitor_sessions.';
create trigger visitor_sessions_hourly
  after insert or delete or update of created_at, country on public.visitor_sessions
  for each row execute function private.traffic_hourly_sessions_count();

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
$$;
comment on function private.rebuild_traffic_totals() is
  'Recomputes every click''s postback totals and the hourly rollups from the raw rows: for this migration and for bulk loads made with triggers off (session_replication_role = replica).';
revoke execute on function private.postbacks_count_on_click(), private.traffic_hourly_clicks_count(),
  private.traffic_hourly_sessions_count(), private.rebuild_traffic_totals() from public, anon, authenticated, service_role;
-- Triggers are in place: the totals of the rows already there are made once.
select private.rebuild_traffic_totals();

-- Whether the rollups answer a report exactly: only country and traffic filters, and a period that
-- starts and ends on whole UTC hours.
create or replace function private.report_uses_rollup(p_filters jsonb, p_from timestamptz, p_to timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (
           select 1 from jsonb_object_keys(coalesce(p_filters, '{}')) as k (key)
            where k.key not in ('country', 'traffic') and jsonb_typeof(p_filters -> k.key) <> 'null'
         )
     and extract(epoch from p_from)::bigint % 3600 = 0
     and extract(epoch from p_to)::bigint % 3600 = 0
$$;
comment on function private.report_uses_rollup(jsonb, timestamptz, timestamptz) is
  'True when the hourly rollups answer a report exactly: only country and traffic filters, and the period starts and ends on whole UTC hours.';

-- The relation a report reads clicks from, as alias c with the columns the reports use, between the
-- statement's parameters $1 and $2 (the period's instants); n is the number of clicks a row stands for.
create or replace function private.report_click_source(p_rollup boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_rollup
    then '(select r.hour as click_time, r.country, r.is_bot_filtered, r.clicks as n, r.conversions, r.revenue from public.traffic_hourly_clicks as r where r.hour >= $1 and r.hour < $2) as c'
    else '(select c.*, 1 as n from public.brand_clicks_history as c where c.click_time >= $1 and c.click_time < $2) as c'
  end
$$;
comment on function private.report_click_source(boolean) is
  'FROM item of the reports'' clicks (alias c, n = clicks per row): the hourly rollup or the raw rows of the period $1..$2.';

-- The same for sessions (alias s).
create or replace function private.report_session_source(p_rollup boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_rollup
    then '(select r.hour as created_at, r.country, r.sessions as n from public.traffic_hourly_sessions as r where r.hour >= $1 and r.hour < $2) as s'
    else '(select s.*, 1 as n from public.visitor_sessions as s where s.created_at >= $1 and s.created_at < $2) as s'
  end
$$;
comment on function private.report_session_source(boolean) is
  'FROM item of the reports'' sessions (alias s, n = sessions per row): the hourly rollup or the raw rows of the period $1..$2.';

-- 4. One statement per report ------------------------------------------------------------------

drop function public.report_summary(date, date, jsonb);
drop function public.report_timeseries(date, date, jsonb);
drop function public.report_heatmap(date, date, jsonb);
drop function public.report_breakdown(text, date, date, jsonb, integer);
drop function private.report_clicks(date, date, jsonb, text);
drop function private.report_sessions(date, date, jsonb, text);

-- The filter conditions on clicks (alias c) for the filters present in p_filters, each reading its
-- value from the statement's jsonb parameter $<p_param>. Only keys of this fixed list produce text.
create or replace function private.report_click_where(p_filters jsonb, p_param integer)
returns text
language sql
immutable
set search_path = ''
as $$
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
$$;
comment on function private.report_click_where(jsonb, integer) is
  'SQL conditions on brand_clicks_history (alias c) for the report filters present in p_filters, reading their values from the jsonb parameter $p_param; the traffic filter is applied by the callers.';

-- The same for visitor sessions (alias s): the filters sessions carry.
create or replace function private.report_session_where(p_filters jsonb, p_param integer)
returns text
language sql
immutable
set search_path = ''
as $$
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
$$;
comment on function private.report_session_where(jsonb, integer) is
  'SQL conditions on visitor_sessions (alias s) for the report filters sessions carry, reading their values from the jsonb parameter $p_param.';

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
  v_rollup boolean := private.report_uses_rollup(v_filters, v_start, v_end);
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
set work_mem = '64MB'
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_unit text := case when p_to - p_from < 2 then 'hour' else 'day' end;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup boolean := private.report_uses_rollup(v_filters, v_start, v_end);
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
set work_mem = '64MB'
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup boolean := private.report_uses_rollup(v_filters, v_start, v_end);
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
set work_mem = '64MB'
as $$
declare
  v_tz text := private.reporting_time_zone();
  v_filters jsonb := coalesce(p_filters, '{}');
  v_start timestamptz := p_from::timestamp at time zone v_tz;
  v_end timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_rollup boolean := p_dimension = 'country' and private.report_uses_rollup(v_filters, v_start, v_end);
  v_humans text := case when v_filters ->> 'traffic' = 'all' then '' else 'and not c.is_bot_filtered' end;
  -- What a dimension groups clicks and sessions by (sessions only where they carry it), and for
  -- source whether a value is a utm source or, none recorded, the referrer's host.
  v_click_value text;
  v_click_key text;
  v_session_value text;
  v_session_key text;
begin
  if not (select private.has_role(array['admin', 'analyst'])) or p_to < p_from then
    return;
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
     order by j.clicks desc, j.sessions desc nulls last, j.value nulls last
     limit $4
  $sql$,
    v_click_value, v_click_key, private.report_click_source(v_rollup), coalesce(private.report_click_where(v_filters, 3), ''),
    v_humans, coalesce(v_session_value, 'null::text'), coalesce(v_session_key, 'null::text'),
    private.report_session_source(v_rollup), coalesce(private.report_session_where(v_filters, 3), ''),
    case when p_dimension = 'brand' then 'left join public.brands as b on b.id = c.brand_id' else '' end)
  using v_start, v_end, v_filters, greatest(coalesce(p_limit, 100), 1), p_dimension, v_session_value is not null;
end;
$$;
comment on function public.report_breakdown(text, date, date, jsonb, integer) is
  'Sessions (for dimensions sessions carry), clicks, conversions and revenue per value of a dimension: brand (slug; label = name), country, device, browser, os, source (utm source, else referrer host: filter_key says which), campaign, landing, position. value null = not recorded. filter_key is the URL filter that selects the rows behind a value. Admins and analysts only.';

-- The logs read the stored columns (same names and meaning as before) ---------------------------

drop view public.admin_click_log;
create view public.admin_click_log with (security_invoker = true) as
select
  c.*,
  b.brand_slug,
  s.entry_page as landing_page,
  c.landing_path as page_path,
  array(
    select cat.slug from public.brand_categories as bc
      join public.categories as cat on cat.id = bc.category_id
     where bc.brand_id = c.brand_id
  ) as category_slugs,
  c.accepted_postbacks > 0 as converted
from public.brand_clicks_history as c
left join public.brands as b on b.id = c.brand_id
left join public.visitor_sessions as s on s.id = c.click_in_id;

comment on view public.admin_click_log is
  'Outgoing Clicks: brand_clicks_history with the brand''s slug, the visitor session''s landing page and whether an accepted postback converted the click. Security invoker: admins and analysts only (RLS of the tables).';
comment on column public.admin_click_log.brand_slug is 'Slug of the clicked brand (null once the brand is deleted).';
comment on column public.admin_click_log.landing_page is 'entry_page of the visitor session the click belongs to.';
comment on column public.admin_click_log.page_path is
  'Path of the page the click happened on: the landing page Analytics breaks clicks down by (the `landing` filter).';
comment on column public.admin_click_log.category_slugs is
  'Slugs of the clicked brand''s categories (the `category` filter, as Analytics reads it).';
comment on column public.admin_click_log.converted is 'True when an accepted postback (not a test) names this click.';
revoke all on table public.admin_click_log from anon, authenticated, service_role;
grant select on table public.admin_click_log to authenticated, service_role;

drop view public.admin_session_log;
-- One pass over a session's clicks (their click_in_id index) gives every figure: a page of the
-- newest sessions reads only its own sessions' clicks, never the whole table.
create view public.admin_session_log with (security_invoker = true) as
select
  s.*,
  k.click_count,
  k.click_count > 0 as has_clicks,
  k.has_bot_clicks,
  k.has_suspicious_clicks,
  k.converted
from public.visitor_sessions as s
cross join lateral (
  select count(*)::integer as click_count,
         coalesce(bool_or(c.is_bot_filtered), false) as has_bot_clicks,
         coalesce(bool_or(c.is_suspicious), false) as has_suspicious_clicks,
         coalesce(bool_or(c.accepted_postbacks > 0), false) as converted
    from public.brand_clicks_history as c
   where c.click_in_id = s.id
) as k;

comment on view public.admin_session_log is
  'Incoming Clicks: visitor_sessions with the number of brand clicks linked to each session, and whether any was bot-filtered, suspicious or converted. Security invoker: admins and analysts only.';
comment on column public.admin_session_log.click_count is 'Brand clicks linked to the session (click_in_id).';
comment on column public.admin_session_log.has_bot_clicks is 'A click of the session scored below 30 (is_bot_filtered).';
comment on column public.admin_session_log.has_suspicious_clicks is 'A click of the session scored below 60 (is_suspicious).';
comment on column public.admin_session_log.converted is 'A click of the session has an accepted postback (not a test).';
revoke all on table public.admin_session_log from anon, authenticated, service_role;
grant select on table public.admin_session_log to authenticated, service_role;

-- Nothing reads the URL helpers any more: the columns above hold what they computed.
drop function private.url_host(text);
drop function private.url_path(text);

-- Rights -------------------------------------------------------------------------------------

revoke execute on function
  private.report_click_where(jsonb, integer), private.report_session_where(jsonb, integer),
  private.report_uses_rollup(jsonb, timestamptz, timestamptz), private.report_click_source(boolean),
  private.report_session_source(boolean),
  public.report_summary(date, date, jsonb), public.report_timeseries(date, date, jsonb),
  public.report_heatmap(date, date, jsonb), public.report_breakdown(text, date, date, jsonb, integer)
  from public, anon, authenticated, service_role;
-- The private builders run inside the invoker report functions, so their callers need EXECUTE.
grant execute on function
  private.report_click_where(jsonb, integer), private.report_session_where(jsonb, integer),
  private.report_uses_rollup(jsonb, timestamptz, timestamptz), private.report_click_source(boolean),
  private.report_session_source(boolean),
  public.report_summary(date, date, jsonb), public.report_timeseries(date, date, jsonb),
  public.report_heatmap(date, date, jsonb), public.report_breakdown(text, date, date, jsonb, integer)
  to authenticated, service_role;

-- The traffic logs: Outgoing Clicks (/admin/click-log) and Incoming Clicks (/admin/incoming).
--
-- Two views (security invoker: the reader's own RLS on brand_clicks_history, visitor_sessions,
-- brands and postbacks applies, so only admins and analysts see rows) add to each row what the
-- lists filter on and the base tables do not store: the brand's slug, the referrer's host, the
-- session's landing page, whether a click converted (an accepted postback), whether a session
-- clicked, converted or was flagged as a bot. PostgREST pages them with range + order over
-- click_time / created_at, whose indexes the plans walk; the count the lists show is PostgREST's
-- planner estimate above 1000 rows (count=estimated), never an exact count over a million rows.
--
-- log_period_bounds() turns the URL's period (today, 7d, ... or from/to dates) into the UTC
-- instants of its first and last day in the reporting time zone (site_settings
-- 'reporting.time_zone', UTC by default), which analysts may not read directly.
--
-- Realtime: brand_clicks_history joins the supabase_realtime publication (a hosted project has it,
-- empty; the local stack may not), so 'Live' on Outgoing Clicks receives inserts as they happen.

-- Indexes for the filters most lists are narrowed by, each ordered like the list (newest first).
create index brand_clicks_history_country_time_idx on public.brand_clicks_history (country, click_time desc);
create index brand_clicks_history_source_time_idx on public.brand_clicks_history (source, click_time desc);
create index visitor_sessions_country_created_idx on public.visitor_sessions (country, created_at desc);

-- private.url_host (the referrer's host) and private.reporting_time_zone() come from
-- 20261124000900_reports.sql; the views and log_period_bounds share them with the reports.

-- Outgoing clicks ---------------------------------------------------------------------------

create view public.admin_click_log with (security_invoker = true) as
select
  c.*,
  b.brand_slug,
  private.url_host(c.referrer) as referrer_host,
  s.entry_page as landing_page,
  private.url_path(c.page_url) as page_path,
  array(
    select cat.slug from public.brand_categories as bc
      join public.categories as cat on cat.id = bc.category_id
     where bc.brand_id = c.brand_id
  ) as category_slugs,
  exists (
    select 1 from public.postbacks as p where p.brand_click_id = c.id and p.status = 'accepted' and not p.is_test
  ) as converted
from public.brand_clicks_history as c
left join public.brands as b on b.id = c.brand_id
left join public.visitor_sessions as s on s.id = c.click_in_id;

comment on view public.admin_click_log is
  'Outgoing Clicks: brand_clicks_history with the brand''s slug, the referrer''s host, the visitor session''s landing page and whether an accepted postback converted the click. Security invoker: admins and analysts only (RLS of the tables).';
comment on column public.admin_click_log.brand_slug is 'Slug of the clicked brand (null once the brand is deleted).';
comment on column public.admin_click_log.referrer_host is 'Host of the referrer URL, lower case.';
comment on column public.admin_click_log.landing_page is 'entry_page of the visitor session the click belongs to.';
comment on column public.admin_click_log.page_path is
  'Path of the page the click happened on: the landing page Analytics breaks clicks down by (the `landing` filter).';
comment on column public.admin_click_log.category_slugs is
  'Slugs of the clicked brand''s categories (the `category` filter, as Analytics reads it).';
comment on column public.admin_click_log.converted is 'True when an accepted postback (not a test) names this click.';

revoke all on table public.admin_click_log from anon, authenticated, service_role;
grant select on table public.admin_click_log to authenticated, service_role;

-- Incoming sessions -------------------------------------------------------------------------

create view public.admin_session_log with (security_invoker = true) as
select
  s.*,
  private.url_host(s.referrer) as referrer_host,
  (select count(*) from public.brand_clicks_history as c where c.click_in_id = s.id)::integer as click_count,
  exists (select 1 from public.brand_clicks_history as c where c.click_in_id = s.id) as has_clicks,
  exists (
    select 1 from public.brand_clicks_history as c where c.click_in_id = s.id and c.is_bot_filtered
  ) as has_bot_clicks,
  exists (
    select 1 from public.brand_clicks_history as c where c.click_in_id = s.id and c.is_suspicious
  ) as has_suspicious_clicks,
  exists (
    select 1
      from public.brand_clicks_history as c
      join public.postbacks as p on p.brand_click_id = c.id and p.status = 'accepted' and not p.is_test
     where c.click_in_id = s.id
  ) as converted
from public.visitor_sessions as s;

comment on view public.admin_session_log is
  'Incoming Clicks: visitor_sessions with the referrer''s host, the number of brand clicks linked to each session, and whether any was bot-filtered, suspicious or converted. Security invoker: admins and analysts only.';
comment on column public.admin_session_log.click_count is 'Brand clicks linked to the session (click_in_id).';
comment on column public.admin_session_log.has_bot_clicks is 'A click of the session scored below 30 (is_bot_filtered).';
comment on column public.admin_session_log.has_suspicious_clicks is 'A click of the session scored below 60 (is_suspicious).';
comment on column public.admin_session_log.converted is 'A click of the session has an accepted postback (not a test).';

revoke all on table public.admin_session_log from anon, authenticated, service_role;
grant select on table public.admin_session_log to authenticated, service_role;

-- Periods -----------------------------------------------------------------------------------

create or replace function public.log_period_bounds(
  p_period text default null,
  p_from date default null,
  p_to date default null
)
returns table (starts_at timestamptz, ends_at timestamptz, time_zone text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
comment on function public.log_period_bounds(text, date, date) is
$$A period of the traffic logs as UTC instants [starts_at, ends_at): p_period today | yesterday | 7d | 30d | 90d
(ending today), or the days p_from to p_to inclusive; days are cut in the reporting time zone (site_settings
'reporting.time_zone', UTC when unset or unknown). A null bound stays open.$$;
revoke execute on function public.log_period_bounds(text, date, date) from public, anon;
grant execute on function public.log_period_bounds(text, date, date) to authenticated, service_role;

-- Realtime ----------------------------------------------------------------------------------

do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime add table public.brand_clicks_history;

-- Saved views and scheduled reports (#28): staff save an admin view by name (Analytics' period,
-- filters and breakdown; a list's search, filters and sort), keep it to themselves or share it,
-- and have a saved Analytics view emailed on a schedule to chosen staff.
--
-- | object                      | who reads                                   | who writes                         |
-- |-----------------------------|---------------------------------------------|------------------------------------|
-- | saved_views                 | the owner, and staff reading a shared one, both only for sections their role reads | the owner; admins also delete shared ones |
-- | report_schedules            | the view's owner, admins (of views they see) | the same                          |
-- | staff_directory()           | staff: every active colleague's name and email (recipients, owners) |          |
-- | claim_due_reports(), finish_report() | the reports function (service role)  |                                    |
-- | private.request_reports()   | pg_cron every 15 minutes: calls the reports function by pg_net when one is due |     |
--
-- A schedule sends at 06:00 in the reporting time zone: daily (yesterday), weekly on Mondays
-- (the 7 days before) and monthly on the 1st (the month before), each compared with the same
-- number of days before it, by the same report functions the Analytics page calls. They answer
-- the trusted server too (below): the service role reads every row of the tables behind them
-- already.

-- Which roles read which admin section: the registry's `read` (src/features/admin/sections.ts),
-- held to it by tests/integration/db/saved-views.test.ts. A section this list does not know
-- is admin-only.
create or replace function private.section_read_roles(p_section text)
returns text[]
language sql
immutable
set search_path = ''
as $$
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
comment on function private.section_read_roles(text) is
  'The staff roles that read an admin section (its key in src/features/admin/sections.ts); admin only for a key not listed.';

create or replace function private.may_read_section(p_section text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.has_role(private.section_read_roles(p_section))
$$;
comment on function private.may_read_section(text) is
  'True when the caller is staff whose role reads the admin section p_section.';
revoke all on function private.section_read_roles(text), private.may_read_section(text) from public;
grant execute on function private.section_read_roles(text), private.may_read_section(text)
  to authenticated, service_role;

-- saved_views --------------------------------------------------------------------------------

create table public.saved_views (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  section text not null,
  name text not null,
  state jsonb not null,
  shared boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint saved_views_section_format check (section ~ '^[a-z][A-Za-z0-9]{0,39}$'),
  constraint saved_views_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint saved_views_state_shape check (
    jsonb_typeof(state) = 'object'
    and jsonb_typeof(state -> 'params') = 'object'
    and pg_column_size(state) <= 8192)
);
comment on table public.saved_views is
  'A saved admin view: a section''s URL state under a name, private to its owner or shared with the staff who read the section.';
comment on column public.saved_views.owner_id is 'The staff member who saved it (the caller, always).';
comment on column public.saved_views.section is
  'The admin section''s key (src/features/admin/sections.ts): analytics, brands, clickLog, ...';
comment on column public.saved_views.name is 'The name staff chose, unique per owner and section (any case).';
comment on column public.saved_views.state is
  'What the view restores: {"params": {URL key: value}} (Analytics: period or from/to, the filters, breakdown and rank; a list: q, its filters, sort and order), and for a list {"list": its name} too.';
comment on column public.saved_views.shared is 'Shown to every staff member who reads the section, not only the owner.';

create unique index saved_views_name_key on public.saved_views (owner_id, section, lower(btrim(name)));
create index saved_views_section_idx on public.saved_views (section, shared);

create trigger saved_views_timestamps
  before insert or update on public.saved_views
  for each row execute function private.set_timestamps();

alter table public.saved_views enable row level security;

create policy "Staff read their own views and shared ones of sections they read"
  on public.saved_views for select to authenticated
  using ((owner_id = (select auth.uid()) or shared) and (select private.may_read_section(section)));
create policy "Staff save views of sections they read"
  on public.saved_views for insert to authenticated
  with check (owner_id = (select auth.uid()) and (select private.may_read_section(section)));
create policy "Owners change their own views"
  on public.saved_views for update to authenticated
  using (owner_id = (select auth.uid()) and (select private.is_staff()))
  with check (owner_id = (select auth.uid()) and (select private.may_read_section(section)));
create policy "Owners delete their own views and admins shared ones"
  on public.saved_views for delete to authenticated
  using ((owner_id = (select auth.uid()) and (select private.is_staff()))
         or (shared and (select private.is_admin())));

revoke all on table public.saved_views from anon, authenticated, service_role;
grant select, delete on table public.saved_views to authenticated;
grant insert (section, name, state, shared) on table public.saved_views to authenticated;
grant update (name, state, shared) on table public.saved_views to authenticated;
grant select, insert, update, delete on table public.saved_views to service_role;

-- Staff directory ------------------------------------------------------------------------------

-- admin_users shows non-admins only their own row: colleagues' names (a shared view's owner, a
-- report's recipients) come from here.
create or replace function private.staff_directory()
returns table (id uuid, name text, email text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, coalesce(nullif(btrim(a.full_name), ''), a.email), a.email, a.role
    from public.admin_users as a
   where a.disabled_at is null and (select private.is_staff())
   order by 2, a.id
$$;
comment on function private.staff_directory() is
  'Every active staff member''s id, name (or email), email and role, for staff callers only.';
revoke all on function private.staff_directory() from public, anon, authenticated, service_role;
grant execute on function private.staff_directory() to authenticated;

create or replace function public.staff_directory()
returns table (id uuid, name text, email text, role text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.staff_directory()
$$;
comment on function public.staff_directory() is
  'See private.staff_directory: colleagues'' names for shared views'' owners and report recipients.';
revoke all on function public.staff_directory() from public, anon, authenticated, service_role;
grant execute on function public.staff_directory() to authenticated;

-- The reports answer the trusted server -------------------------------------------------------

-- The report functions answer admins and analysts; the reports function (service role) computes
-- a scheduled report with the same functions, so they answer trusted callers too. SECURITY
-- DEFINER: request_is_trusted is no API role's to call, and reads the request's role, not ours.
create or replace function private.may_read_reports()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role(array['admin', 'analyst']) or private.request_is_trusted()
$$;
comment on function private.may_read_reports() is
  'True for admins and analysts (private.has_role) and for trusted callers (the service role: the reports function): who the report functions answer.';
revoke all on function private.may_read_reports() from public, anon, authenticated, service_role;
grant execute on function private.may_read_reports() to authenticated, service_role;

-- Each report function keeps its body: only its role check is swapped, in place.
do $$
declare
  v_function regprocedure;
  v_definition text;
  v_check constant text := 'private.has_role(array[''admin'', ''analyst''])';
begin
  for v_function in
    select p.oid::regprocedure from pg_catalog.pg_proc as p
     where p.pronamespace = 'public'::regnamespace
       and p.proname in ('report_summary', 'report_breakdown', 'report_timeseries', 'report_heatmap',
                         'reporting_time_zone', 'reporting_currency')
  loop
    v_definition := pg_catalog.pg_get_functiondef(v_function);
    if position(v_check in v_definition) = 0 then
      raise exception '% no longer checks %', v_function, v_check;
    end if;
    execute replace(v_definition, v_check, 'private.may_read_reports()');
  end loop;
end;
$$;

-- report_schedules ---------------------------------------------------------------------------

-- When a schedule sends next after p_after: 06:00 in the reporting time zone, every day, every
-- Monday or every 1st of the month.
create or replace function private.report_next_run(p_frequency text, p_after timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
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
comment on function private.report_next_run(text, timestamptz) is
  'The first send time of a report schedule after p_after: 06:00 in the reporting time zone, daily, on Mondays (weekly) or on the 1st (monthly).';

create table public.report_schedules (
  id uuid primary key default gen_random_uuid(),
  view_id uuid not null references public.saved_views (id) on delete cascade,
  frequency text not null,
  recipients uuid[] not null,
  next_run_at timestamptz not null default now(),
  sending_since timestamptz,
  last_sent_at timestamptz,
  last_error text,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint report_schedules_frequency_known check (frequency in ('daily', 'weekly', 'monthly')),
  constraint report_schedules_recipients_count check (cardinality(recipients) between 1 and 50),
  constraint report_schedules_last_error_length check (char_length(last_error) <= 1000)
);
comment on table public.report_schedules is
  'A saved Analytics view emailed on a schedule to chosen staff: its figures for the period just ended against the one before, the top rows of its breakdown and a link to it. One schedule per view.';
comment on column public.report_schedules.recipients is
  'The staff (admin_users ids) it is emailed to, each allowed to read the view''s section.';
comment on column public.report_schedules.next_run_at is
  'When it sends next (private.report_next_run); it reports the period that ends the day before. Moves on once per send.';
comment on column public.report_schedules.sending_since is
  'Set while the reports function sends it (claim_due_reports), so a second call does not send it again.';
comment on column public.report_schedules.last_error is 'Why the last attempt failed (null after a send).';
create unique index report_schedules_view_key on public.report_schedules (view_id);
create index report_schedules_created_by_idx on public.report_schedules (created_by);
create index report_schedules_next_run_idx on public.report_schedules (next_run_at);

-- Checks what RLS cannot see (admin_users of other staff): the view is an Analytics view and every
-- recipient is active staff whose role reads it. Sets next_run_at from the frequency.
create or replace function private.report_schedules_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.report_schedules_check() is
  'Trigger on report_schedules: only Analytics views, recipients are active staff reading Analytics, next_run_at follows the frequency.';
revoke all on function private.report_schedules_check() from public, anon, authenticated, service_role;

create trigger report_schedules_check
  before insert or update of view_id, frequency, recipients on public.report_schedules
  for each row execute function private.report_schedules_check();
create trigger report_schedules_timestamps
  before insert or update on public.report_schedules
  for each row execute function private.set_timestamps();

alter table public.report_schedules enable row level security;

-- May the caller schedule the view: one they see (saved_views' RLS) that they own, or any they
-- see when they are an admin (a view shared with them). SECURITY INVOKER: RLS decides the view.
create or replace function private.may_schedule_view(p_view_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.saved_views as v
                  where v.id = p_view_id
                    and (v.owner_id = (select auth.uid()) or (select private.is_admin())))
$$;
comment on function private.may_schedule_view(uuid) is
  'True when the caller sees the saved view and owns it, or is an admin: who reads and sets its report schedule.';
revoke all on function private.may_schedule_view(uuid) from public;
grant execute on function private.may_schedule_view(uuid) to authenticated, service_role;

create policy "Owners and admins read the schedules of their views"
  on public.report_schedules for select to authenticated
  using ((select private.may_schedule_view(view_id)));
create policy "Owners and admins schedule their views"
  on public.report_schedules for insert to authenticated
  with check (created_by = (select auth.uid()) and (select private.may_schedule_view(view_id)));
create policy "Owners and admins change the schedules of their views"
  on public.report_schedules for update to authenticated
  using ((select private.may_schedule_view(view_id)))
  with check ((select private.may_schedule_view(view_id)));
create policy "Owners and admins remove the schedules of their views"
  on public.report_schedules for delete to authenticated
  using ((select private.may_schedule_view(view_id)));

revoke all on table public.report_schedules from anon, authenticated, service_role;
grant select, delete on table public.report_schedules to authenticated;
grant insert (view_id, frequency, recipients) on table public.report_schedules to authenticated;
grant update (frequency, recipients) on table public.report_schedules to authenticated;
grant select, update on table public.report_schedules to service_role;

-- Sending ---------------------------------------------------------------------------------------

-- The due schedules, claimed for this call (another call skips them for 15 minutes): each with
-- its view's state, the period it reports (the day, 7 days or month before its send time, in
-- the reporting time zone) and its recipients who may still read Analytics.
create or replace function public.claim_due_reports(p_limit integer default 10)
returns table (schedule_id uuid, claimed_at timestamptz, view_id uuid, view_name text, state jsonb,
               frequency text, period_from date, period_to date, recipients jsonb)
language plpgsql
security invoker
set search_path = ''
as $$
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
comment on function public.claim_due_reports(integer) is
  'The report schedules due now, claimed for the caller (the reports function) so that no other call sends them: each with its view, the period it reports and its recipients'' addresses.';
revoke all on function public.claim_due_reports(integer) from public, anon, authenticated;
grant execute on function public.claim_due_reports(integer) to service_role;

-- Ends a claim: sent (p_error null), the schedule moves to its next send time once; failed, the
-- error is kept and the next call tries again.
create or replace function public.finish_report(p_schedule_id uuid, p_claimed_at timestamptz, p_error text default null)
returns timestamptz
language sql
security invoker
set search_path = ''
as $$
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
comment on function public.finish_report(uuid, timestamptz, text) is
  'Ends the reports function''s claim on a schedule: after a send, next_run_at moves on once and last_sent_at is set; after a failure, last_error is kept for the next attempt. Null when the claim is no longer held.';
revoke all on function public.finish_report(uuid, timestamptz, text) from public, anon, authenticated;
grant execute on function public.finish_report(uuid, timestamptz, text) to service_role;

-- The schedule ------------------------------------------------------------------------------------

-- Asks an edge function to run, by pg_net (the request goes out after this transaction, in
-- pg_net's worker), with the service key: the Vault secrets 'project_url' and
-- 'service_role_key', as for link checks (README). Null, with a warning, while they are unset.
create or replace function private.request_function(p_name text, p_body jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
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
comment on function private.request_function(text, jsonb) is
  'Calls the edge function p_name with p_body and the service key, by pg_net (Vault secrets project_url and service_role_key); the request id, or null while the secrets are unset. For pg_cron''s jobs.';
revoke all on function private.request_function(text, jsonb) from public;

-- Asks the reports function to send what is due; nothing is sent while nothing is due.
create or replace function private.request_reports()
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.request_function('reports', '{"due": true}')
   where exists (select 1 from public.report_schedules as s
                  where s.next_run_at <= now()
                    and (s.sending_since is null or s.sending_since < now() - interval '15 minutes'))
$$;
comment on function private.request_reports() is
  'pg_cron job (every 15 minutes): asks the reports function by pg_net to send the report schedules that are due.';
revoke all on function private.request_reports() from public;
revoke all on function private.report_next_run(text, timestamptz) from public;
grant execute on function private.report_next_run(text, timestamptz) to service_role;

-- The link checks' request, through the same helper.
create or replace function private.request_link_checks()
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.request_function('link-check', '{"due": true}')
   where exists (select 1 from public.due_link_checks(1))
$$;

select cron.schedule('request-reports', '*/15 * * * *', 'select private.request_reports()');

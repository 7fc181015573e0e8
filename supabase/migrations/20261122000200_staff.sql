-- Staff: who may use the admin area and in which role, the helpers every
-- policy uses to ask that, the two admin RPCs of the login flow, the log of
-- sign-in attempts and the audit log of back-office changes.
--
-- Roles (DESIGN.md section 2):
--   admin    everything
--   editor   content: countries, brands, categories, pages, media, uploads
--   analyst  reads the dashboard, analytics, incoming (visitor_sessions),
--            outgoing (brand_clicks_history) and postbacks

-- admin_users --------------------------------------------------------------------

create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null
    constraint admin_users_email_format check (
      email = lower(email) and char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'
    ),
  full_name text constraint admin_users_full_name_length check (char_length(full_name) <= 120),
  role text not null default 'analyst'
    constraint admin_users_role_known check (role in ('admin', 'editor', 'analyst')),
  admin_token text constraint admin_users_admin_token_format check (admin_token ~ '^[0-9a-f]{64}$'),
  admin_token_issued_at timestamptz,
  password_setup_completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index admin_users_email_key on public.admin_users (email);

comment on table public.admin_users is
  'Staff allowed into /admin: one row per auth user, with their role. A signed-in user without a row is not staff (Access Denied).';
comment on column public.admin_users.id is 'The auth.users id of the staff member.';
comment on column public.admin_users.email is
  'Lower-case email, always copied from auth.users by trigger (a client-sent value is ignored).';
comment on column public.admin_users.role is
  'admin: everything; editor: content (countries, brands, categories, pages, media, uploads); analyst: read-only analytics, traffic and postbacks.';
comment on column public.admin_users.admin_token is
  'Per-admin token issued by set_admin_token_for_user(): 64 hex characters from a CSPRNG; null until issued.';
comment on column public.admin_users.admin_token_issued_at is 'When admin_token last changed (kept by trigger).';
comment on column public.admin_users.password_setup_completed is
  'Set true by the app right after the staff member first signs in with a password.';

-- Role helpers (private, SECURITY DEFINER so that policies on admin_users do not recurse)

create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users as a where a.id = (select auth.uid())
$$;
comment on function private.staff_role() is
  'Role (admin, editor, analyst) of the calling user, or null when the caller is not staff.';

create or replace function private.has_role(p_roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select a.role = any (p_roles) from public.admin_users as a where a.id = (select auth.uid())),
    false
  )
$$;
comment on function private.has_role(text[]) is
  'True when the calling user is staff with one of the given roles. Used by RLS policies as (select private.has_role(...)).';

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users as a where a.id = (select auth.uid()) and a.role = 'admin')
$$;
comment on function private.is_admin() is 'True when the calling user is staff with the admin role.';

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users as a where a.id = (select auth.uid()))
$$;
comment on function private.is_staff() is 'True when the calling user has any staff role (admin, editor or analyst).';

revoke execute on function private.staff_role(), private.has_role(text[]), private.is_admin(), private.is_staff()
  from public, anon;
grant execute on function private.staff_role(), private.has_role(text[]), private.is_admin(), private.is_staff()
  to authenticated, service_role;

-- Guard: who may change what on admin_users --------------------------------------

create or replace function private.admin_users_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_trusted boolean := private.request_is_trusted();
  v_is_admin boolean := private.is_admin();
begin
  if tg_op = 'DELETE' then
    if old.role = 'admin'
       and not exists (select 1 from public.admin_users a where a.role = 'admin' and a.id <> old.id) then
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
    if old.role = 'admin' and new.role <> 'admin'
       and not exists (select 1 from public.admin_users a where a.role = 'admin' and a.id <> old.id) then
      raise exception 'The last admin cannot lose the admin role' using errcode = '42501';
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
comment on function private.admin_users_guard() is
  'Trigger on admin_users: copies the email from auth.users, lets only admins change roles, keeps at least one admin, stamps admin_token_issued_at.';

create trigger admin_users_guard
  before insert or update or delete on public.admin_users
  for each row execute function private.admin_users_guard();
create trigger admin_users_timestamps
  before insert or update on public.admin_users
  for each row execute function private.set_timestamps();

alter table public.admin_users enable row level security;

create policy "Staff read their own record and admins read all"
  on public.admin_users for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins add staff"
  on public.admin_users for insert to authenticated
  with check ((select private.is_admin()));
create policy "Staff update their own record and admins update any"
  on public.admin_users for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins remove other staff"
  on public.admin_users for delete to authenticated
  using ((select private.is_admin()) and id <> (select auth.uid()));

revoke all on table public.admin_users from anon, authenticated, service_role;
grant select, insert, update, delete on table public.admin_users to service_role;
grant select, delete on table public.admin_users to authenticated;
grant insert (id, email, full_name, role) on table public.admin_users to authenticated;
grant update (full_name, role, admin_token, password_setup_completed, updated_at) on table public.admin_users
  to authenticated;

-- Admin RPCs of the login flow (SECURITY INVOKER: admin_users' RLS decides) ------

create or replace function public.check_user_admin_status(user_email text)
returns table (
  id uuid,
  email text,
  role text,
  admin_token text,
  password_setup_completed boolean,
  updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.email, a.role, a.admin_token, a.password_setup_completed, a.updated_at
  from public.admin_users as a
  where a.id = (select auth.uid())
    and a.email = lower(btrim(user_email))
$$;
comment on function public.check_user_admin_status(text) is
  'The admin check of the login flow: one row (the caller''s staff record) when user_email is the signed-in caller''s own email and the caller is staff; no row for any other email, a non-staff user or anon.';

create or replace function public.set_admin_token_for_user(user_email text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
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
comment on function public.set_admin_token_for_user(text) is
  'Issues a fresh admin token (64 hex characters) for the signed-in caller and returns it; null when user_email is not the caller''s own staff email.';

revoke execute on function public.check_user_admin_status(text), public.set_admin_token_for_user(text)
  from public, anon, authenticated;
grant execute on function public.check_user_admin_status(text), public.set_admin_token_for_user(text)
  to authenticated, service_role;

-- login_attempts -------------------------------------------------------------------

create table public.login_attempts (
  id bigint generated always as identity primary key,
  email text not null constraint login_attempts_email_length check (char_length(email) between 3 and 320),
  success boolean not null,
  failure_reason text constraint login_attempts_failure_reason_length check (char_length(failure_reason) <= 200),
  ip text,
  user_agent text,
  attempted_at timestamptz not null default now()
);
create index login_attempts_email_attempted_at_idx on public.login_attempts (email, attempted_at desc);
create index login_attempts_attempted_at_idx on public.login_attempts (attempted_at desc);
create index login_attempts_ip_attempted_at_idx on public.login_attempts (ip, attempted_at desc);

comment on table public.login_attempts is
  'Every admin sign-in attempt: email, outcome, client IP and user agent, UTC time. Never a password or token.';
comment on column public.login_attempts.email is 'Email typed on the login form (lower-cased by trigger).';
comment on column public.login_attempts.success is
  'True only when the attempt signed in; a success can only be recorded by that same signed-in user.';
comment on column public.login_attempts.failure_reason is 'The error shown to the user (e.g. "Invalid login credentials"); never the password.';
comment on column public.login_attempts.ip is 'Client IP from the request headers (set server-side).';
comment on column public.login_attempts.user_agent is 'User-Agent header of the request (set server-side).';
comment on column public.login_attempts.attempted_at is 'Server time of the attempt (UTC timestamptz).';

create or replace function private.login_attempts_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.login_attempts_before_insert() is
  'Trigger on login_attempts: the IP, user agent and time come from the request, not the client; more than 120 attempts a minute from one IP are refused.';

create trigger login_attempts_before_insert
  before insert on public.login_attempts
  for each row execute function private.login_attempts_before_insert();

alter table public.login_attempts enable row level security;

create policy "Visitors record failed sign-in attempts"
  on public.login_attempts for insert to anon
  with check (success = false and char_length(email) between 3 and 320 and failure_reason is distinct from '');
create policy "Signed-in users record their own sign-in attempts"
  on public.login_attempts for insert to authenticated
  with check (
    char_length(email) between 3 and 320
    and (success = false or email = lower((select auth.email())))
  );
create policy "Admins read sign-in attempts"
  on public.login_attempts for select to authenticated
  using ((select private.is_admin()));
create policy "Admins delete sign-in attempts"
  on public.login_attempts for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.login_attempts from anon, authenticated, service_role;
-- service_role: a log is appended to and pruned, never rewritten.
grant select, insert, delete on table public.login_attempts to service_role;
grant insert (email, success, failure_reason) on table public.login_attempts to anon, authenticated;
grant select, delete on table public.login_attempts to authenticated;

-- audit_log ------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_staff_role text,
  actor_db_role text not null,
  action text not null constraint audit_log_action_known check (action in ('insert', 'update', 'delete')),
  table_name text not null,
  record_id text,
  changed_fields text[],
  old_data jsonb,
  new_data jsonb
);
create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc);
create index audit_log_table_record_idx on public.audit_log (table_name, record_id, occurred_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);

comment on table public.audit_log is
  'Who changed which back-office row and how (content, settings, code snippets, staff, postback sources). Written only by triggers; admins read it.';
comment on column public.audit_log.actor_id is 'auth.users id of the signed-in user who made the change; null for service_role or database jobs (no FK so the trail outlives the user).';
comment on column public.audit_log.actor_email is 'Email from the caller''s JWT at the time of the change.';
comment on column public.audit_log.actor_staff_role is 'The actor''s admin_users.role at the time of the change.';
comment on column public.audit_log.actor_db_role is 'Database role of the request: authenticated, service_role, or postgres for migrations and seed.';
comment on column public.audit_log.record_id is 'Primary key of the changed row as text (id, key, or brand_id/category_id for tag rows).';
comment on column public.audit_log.changed_fields is 'Columns whose value changed (updates only).';
comment on column public.audit_log.old_data is 'Row before the change (secrets and tokens redacted).';
comment on column public.audit_log.new_data is 'Row after the change (secrets and tokens redacted).';

create or replace function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_ignored text[] := array['updated_at']::text[] || coalesce(tg_argv::text[], '{}');
  v_secret text[] := array['admin_token', 'secret_token'];
  v_changed text[];
  v_key text;
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

  foreach v_key in array v_secret loop
    if v_old ? v_key and jsonb_typeof(v_old -> v_key) <> 'null' then
      v_old := jsonb_set(v_old, array[v_key], '"[redacted]"');
    end if;
    if v_new ? v_key and jsonb_typeof(v_new -> v_key) <> 'null' then
      v_new := jsonb_set(v_new, array[v_key], '"[redacted]"');
    end if;
  end loop;

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
    v_old,
    v_new
  );
  return null;
end;
$$;
comment on function private.audit_row_change() is
  'AFTER trigger writing audit_log. Trigger arguments name extra columns to ignore (e.g. server-maintained counters); updates that change nothing else are not logged.';

create trigger admin_users_audit
  after insert or update or delete on public.admin_users
  for each row execute function private.audit_row_change();

alter table public.audit_log enable row level security;

create policy "Admins read the audit log"
  on public.audit_log for select to authenticated
  using ((select private.is_admin()));

revoke all on table public.audit_log from anon, authenticated, service_role;
-- The service key reads the trail but cannot rewrite it: only the triggers write here.
grant select on table public.audit_log to service_role;
grant select on table public.audit_log to authenticated;

revoke execute on function private.admin_users_guard(), private.login_attempts_before_insert(),
  private.audit_row_change() from public, anon, authenticated;

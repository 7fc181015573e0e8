-- Staff management (/admin/users, the admin-users edge function):
--
-- admin_users.disabled_at           a disabled staff member is no staff at all: the role
--                                   helpers and the admin check ignore their row, so every
--                                   policy refuses them at once (Auth also bans them).
-- admin_users.sessions_ended_at     when an admin last ended all of their sessions.
-- admin_users.reset_link_issued_at  when an admin last made them a password reset link.
--   These three are set by admins through the function, as the admin, so audit_log names
--   who did it and shows the old and new values.
-- admin_users_guard()               nobody removes, disables or demotes themselves, and the
--                                   last active admin can be neither removed, disabled nor
--                                   demoted, whoever asks (service key included).
-- end_user_sessions()               the function's "sign out everywhere" (service key only).

alter table public.admin_users
  add column disabled_at timestamptz,
  add column sessions_ended_at timestamptz,
  add column reset_link_issued_at timestamptz;

comment on column public.admin_users.disabled_at is
  'Set when an admin disabled the staff member (null: enabled). A disabled member has no role: every policy refuses them.';
comment on column public.admin_users.sessions_ended_at is
  'When an admin last signed the staff member out everywhere (all sessions and refresh tokens ended).';
comment on column public.admin_users.reset_link_issued_at is
  'When an admin last issued the staff member a one-time password reset link.';

grant update (disabled_at, sessions_ended_at, reset_link_issued_at) on table public.admin_users
  to authenticated;

-- Role helpers: a disabled member's row no longer counts ------------------------------

create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users as a where a.id = (select auth.uid()) and a.disabled_at is null
$$;

create or replace function private.has_role(p_roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select a.role = any (p_roles) from public.admin_users as a
      where a.id = (select auth.uid()) and a.disabled_at is null),
    false
  )
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users as a
     where a.id = (select auth.uid()) and a.role = 'admin' and a.disabled_at is null
  )
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users as a where a.id = (select auth.uid()) and a.disabled_at is null
  )
$$;

comment on function private.staff_role() is
  'Role (admin, editor, analyst) of the calling user, or null when the caller is not staff or is disabled.';
comment on function private.is_staff() is
  'True when the calling user has any staff role (admin, editor or analyst) and is not disabled.';

-- The login flow's admin check: a disabled member is not admitted.
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
    and a.disabled_at is null
$$;

-- Guard -------------------------------------------------------------------------------

create or replace function private.other_active_admin_exists(p_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users as a
     where a.role = 'admin' and a.disabled_at is null and a.id <> p_id
  )
$$;
comment on function private.other_active_admin_exists(uuid) is
  'True when an enabled admin other than p_id exists (the last-admin rule of admin_users_guard).';
revoke execute on function private.other_active_admin_exists(uuid) from public, anon, authenticated;

create or replace function private.admin_users_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
    ) then
      raise exception 'Only an admin can disable staff or end their sessions' using errcode = '42501';
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
comment on function private.admin_users_guard() is
  'Trigger on admin_users: copies the email from auth.users; only admins change roles, disable staff or end their sessions; nobody removes, disables or demotes themselves; at least one enabled admin always remains; stamps admin_token_issued_at.';

-- Sign out everywhere -------------------------------------------------------------------

-- SECURITY DEFINER: the auth schema is Auth's; only the service key (the admin-users
-- function, after its own admin check) may call this.
create or replace function private.end_user_sessions(p_user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
comment on function private.end_user_sessions(uuid) is
  'Ends every session of a user (their refresh tokens stop working; Auth then refuses their access tokens). Returns how many sessions ended. Service key only.';

revoke execute on function private.end_user_sessions(uuid) from public, anon, authenticated;
grant execute on function private.end_user_sessions(uuid) to service_role;

-- The Data API's entry point: SECURITY INVOKER (no definer function in an exposed schema, lint
-- 0028/0029); the definer work and its checks are private.end_user_sessions's.
create or replace function public.end_user_sessions(p_user_id uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.end_user_sessions(p_user_id)
$$;
comment on function public.end_user_sessions(uuid) is 'See private.end_user_sessions.';
revoke execute on function public.end_user_sessions(uuid) from public, anon, authenticated, service_role;
grant execute on function public.end_user_sessions(uuid) to service_role;

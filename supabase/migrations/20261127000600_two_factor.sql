-- Two-factor sign-in for staff (TOTP through Supabase Auth's /factors API).
--
-- Auth puts the session's assurance level in the access token: aal1 after the password, aal2
-- once a code from the staff member's authenticator app has been verified. The database, not
-- the admin app, decides what that level is worth:
--
-- | the staff member                                   | aal1 token        | aal2 token |
-- |----------------------------------------------------|-------------------|------------|
-- | has a verified factor                              | no staff rights   | as the role|
-- | is an admin without one, admin.require_two_factor  | no staff rights   | (n/a)      |
-- | anyone else without one                            | as the role       | (n/a)      |
--
-- private.two_factor_state() names the row of that table for the caller; the role helpers
-- (has_role, is_admin, is_staff, staff_role), and so every policy, Storage's and Realtime's
-- included, grant staff rights only in the 'verified' and 'optional' states. The staff
-- member's own record stays readable unless a code is pending, so the sign-in can tell an
-- admin who must still enrol from someone who is not staff. public.my_two_factor_state()
-- tells the admin app which step comes next.
--
-- admin.require_two_factor is on in every new database (production); the local demo seed
-- turns it off. An admin resets another staff member's factors through the admin-users
-- function, which stamps admin_users.two_factor_reset_at as the admin (so audit_log names
-- who did it) before it deletes the factors with Auth's admin API.

insert into public.site_settings (key, value, is_public, description) values
  ('admin.require_two_factor', 'true', false,
   'Admins must sign in with a code from an authenticator app (two-factor authentication).')
on conflict (key) do nothing;

alter table public.site_settings
  add constraint site_settings_require_two_factor_boolean
  check (key <> 'admin.require_two_factor' or jsonb_typeof(value) = 'boolean');

create or replace function private.two_factor_state()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
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
comment on function private.two_factor_state() is
  'The caller''s two-factor state: verified (an aal2 token), pending (a verified factor but an aal1 token: a code is due), required (an admin without a factor while admin.require_two_factor is on: must enrol), optional (no factor and none required).';
revoke all on function private.two_factor_state() from public;
grant execute on function private.two_factor_state() to authenticated, service_role;

create or replace function private.session_grants_staff_rights()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.session_is_live() and private.two_factor_state() in ('verified', 'optional');
end;
$$;
comment on function private.session_grants_staff_rights() is
  'True when the request''s session is live (private.session_is_live) and its assurance level is enough for the caller (private.two_factor_state: verified or optional). Required by every role helper.';
revoke all on function private.session_grants_staff_rights() from public;
grant execute on function private.session_grants_staff_rights() to authenticated, service_role;

create or replace function public.my_two_factor_state()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.two_factor_state()
$$;
comment on function public.my_two_factor_state() is
  'The caller''s two-factor state (see private.two_factor_state), for the admin sign-in: pending asks for a verification code, required for enrolment.';
revoke all on function public.my_two_factor_state() from public;
grant execute on function public.my_two_factor_state() to authenticated, service_role;

create or replace function private.has_role(p_roles text[])
returns boolean
language sql
stable
security definer
parallel safe
set search_path = ''
as $$
  select coalesce(
    (select a.role = any (p_roles) from public.admin_users as a
      where a.id = (select auth.uid()) and a.disabled_at is null),
    false
  ) and (select private.session_grants_staff_rights())
$$;
comment on function private.has_role(text[]) is
  'True when the calling user is staff with one of the given roles, not disabled, signed in with a live session at the assurance level their two-factor state asks for (private.session_grants_staff_rights). Used by RLS policies as (select private.has_role(...)).';

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
  ) and (select private.session_grants_staff_rights())
$$;
comment on function private.is_admin() is
  'True when the calling user is staff with the admin role, signed in with a live session at the assurance level their two-factor state asks for.';

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users as a where a.id = (select auth.uid()) and a.disabled_at is null
  ) and (select private.session_grants_staff_rights())
$$;
comment on function private.is_staff() is
  'True when the calling user has any staff role (admin, editor or analyst), is not disabled and is signed in with a live session at the assurance level their two-factor state asks for.';

create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users as a
   where a.id = (select auth.uid()) and a.disabled_at is null
     and (select private.session_grants_staff_rights())
$$;
comment on function private.staff_role() is
  'Role (admin, editor or analyst) of the calling user, or null when the caller is not staff, is disabled, has no live session or owes a verification code.';

-- A staff member's own record: readable once signed in, unless a verification code is due.
alter policy "Staff read their own record and admins read all" on public.admin_users
  using ((id = (select auth.uid()) and (select private.session_is_live())
          and (select private.two_factor_state()) <> 'pending')
         or (select private.is_admin()));
alter policy "Staff update their own record and admins update any" on public.admin_users
  using ((id = (select auth.uid()) and (select private.session_grants_staff_rights()))
         or (select private.is_admin()))
  with check ((id = (select auth.uid()) and (select private.session_grants_staff_rights()))
              or (select private.is_admin()));

-- The admin's reset of another staff member's factors, stamped as the admin for the audit log.
alter table public.admin_users add column two_factor_reset_at timestamptz;
comment on column public.admin_users.two_factor_reset_at is
  'When an admin last removed the staff member''s two-factor authentication (a lost phone): they sign in with the password alone and enrol again.';
grant update (two_factor_reset_at) on table public.admin_users to authenticated;

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
comment on function private.admin_users_guard() is
  'Trigger on admin_users: copies the email from auth.users; only admins change roles, disable staff, end their sessions or reset their two-factor authentication (never their own); nobody removes, disables or demotes themselves; at least one enabled admin always remains; stamps admin_token_issued_at.';

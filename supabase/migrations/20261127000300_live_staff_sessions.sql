-- A session that ends, ends everywhere at once.
--
-- An access token is a signed claim that lives until it expires (jwt_expiry, an hour). Ending a
-- session (sign-out, sign-out everywhere, the admin's inactivity sign-out, a password change that
-- ends the other sessions) deletes its row from auth.sessions, and Auth's own endpoints refuse the
-- token from then on; the database did not look, so REST, Storage, Realtime and the functions kept
-- answering the token with staff data until it expired.
--
-- Staff rights now need the token's session to be live: its session_id claim names a row of
-- auth.sessions of the same user that has not passed its not_after (Auth's time box). Every policy
-- on staff data, Storage's included, goes through the four role helpers below, and so do the
-- functions that ask the database as the caller; Realtime checks the same policies with the
-- subscriber's claims.
--
-- | when                                      | the old token's staff rights                   |
-- |-------------------------------------------|------------------------------------------------|
-- | signed in                                 | as the staff row says                          |
-- | signed out (this session, or everywhere)  | none, at once                                  |
-- | disabled                                  | none, at once (admin_users.disabled_at)        |
-- | password changed                          | none for the other sessions, at once           |
-- | past the session's time box (not_after)   | none                                           |
-- | a token without a session (minted by hand)| none                                           |

create or replace function private.session_is_live()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
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
comment on function private.session_is_live() is
  'True when the request''s JWT names a live Auth session of its user: the session_id claim is a row of auth.sessions with the same user_id, not past its not_after. Sign-out, sign-out everywhere and a password change delete the row, so staff rights end with it.';
revoke all on function private.session_is_live() from public;
grant execute on function private.session_is_live() to authenticated, service_role;

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
  ) and (select private.session_is_live())
$$;
comment on function private.has_role(text[]) is
  'True when the calling user is staff with one of the given roles, not disabled, and signed in with a live session (private.session_is_live). Used by RLS policies as (select private.has_role(...)).';

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
  ) and (select private.session_is_live())
$$;
comment on function private.is_admin() is
  'True when the calling user is staff with the admin role, signed in with a live session.';

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users as a where a.id = (select auth.uid()) and a.disabled_at is null
  ) and (select private.session_is_live())
$$;
comment on function private.is_staff() is
  'True when the calling user has any staff role (admin, editor or analyst), is not disabled and is signed in with a live session.';

create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.role from public.admin_users as a
   where a.id = (select auth.uid()) and a.disabled_at is null and (select private.session_is_live())
$$;
comment on function private.staff_role() is
  'Role (admin, editor, analyst) of the calling user, or null when the caller is not staff, is disabled or has no live session.';

-- A staff member's own record (the login flow's check, the profile page) answers the same way.
alter policy "Staff read their own record and admins read all" on public.admin_users
  using ((id = (select auth.uid()) and (select private.session_is_live())) or (select private.is_admin()));
alter policy "Staff update their own record and admins update any" on public.admin_users
  using ((id = (select auth.uid()) and (select private.session_is_live())) or (select private.is_admin()))
  with check ((id = (select auth.uid()) and (select private.session_is_live())) or (select private.is_admin()));

-- Sign-in throttling by the server: Auth's password verification hook.
--
-- The login throttle used to live in the app. The login page asked login_throttle_status() before
-- signing in and wrote each failure to login_attempts, whose trigger counted failures per email
-- and per address in login_throttle. So:
--   - anyone could lock a staff member out by inserting five failed attempts for their email;
--   - /auth/v1/token, called directly with the right password, still answered 200;
--   - anonymous visitors could read every throttle row, each an unsalted SHA-256 of an email.
--
-- Now Auth itself asks the database on every password sign-in of an existing account.
-- private.hook_password_verification_attempt is Supabase Auth's password verification hook:
-- config.toml [auth.hook.password_verification_attempt]; the local Auth calls it the same way.
--
-- | when                               | what the hook does                                    |
-- |------------------------------------|-------------------------------------------------------|
-- | the account is locked              | reject, with Auth's own 'Invalid login credentials',  |
-- |                                    |   right password or not                               |
-- | a wrong password                   | count it (15-minute window); the 5th locks the        |
-- |                                    |   account for 15 minutes                              |
-- | the right password, not locked     | clear the count, continue                             |
--
-- A locked account answers exactly as a wrong password does, and Auth never calls the hook for an
-- unknown email. So neither the answer nor anything a visitor can read tells which emails exist.
-- The login form says once, for everyone, that five failures lock an account for 15 minutes.
-- Per address, Auth's own limit on /token applies (config.toml [auth.rate_limit]
-- sign_in_sign_ups, per IP). The counts live in private.password_failures: no API role has any
-- right on it, and only Auth's role (supabase_auth_admin) may call the hook.
-- login_attempts stays the sign-in log the login page writes; it no longer counts towards a lock.

drop trigger login_attempts_throttle on public.login_attempts;
drop function private.login_attempts_throttle();
drop function public.login_throttle_status(text);
drop table public.login_throttle;

create table private.password_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failures integer not null default 0 check (failures >= 0),
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);
comment on table private.password_failures is
  'Failed password sign-ins per account in the current 15-minute window, and the lock they set (written by the password verification hook only).';
alter table private.password_failures enable row level security;
revoke all on table private.password_failures from public, anon, authenticated, service_role;

create or replace function private.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.hook_password_verification_attempt(jsonb) is
  'Supabase Auth''s password verification hook: 5 wrong passwords for an account within 15 minutes lock it for 15 minutes; while locked every attempt is rejected with Auth''s own ''Invalid login credentials''. Called by Auth (supabase_auth_admin) only.';
revoke all on function private.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant usage on schema private to supabase_auth_admin;
grant execute on function private.hook_password_verification_attempt(jsonb) to supabase_auth_admin;

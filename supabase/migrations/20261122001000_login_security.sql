-- Login security: repeated failed admin sign-ins are refused for a while, per
-- email and per client address, decided in the database from login_attempts.
--
--   5 failed attempts for one email within 15 minutes  -> that email is locked for 15 minutes
--   20 failed attempts from one address within 15 minutes -> that address is locked for 15 minutes
--   a successful sign-in clears the email's counter
--
-- The app asks login_throttle_status(email) before every sign-in and refuses with
-- a clear message while locked (the refused attempt is still logged, and does not
-- extend the lock). The counters are kept by a trigger on login_attempts, whose ip
-- and time the server sets, so a client cannot reset or forge them. Supabase
-- Auth's own per-IP limit on /token (429 over_request_rate_limit) stays in front
-- of callers that skip the app.

create table public.login_throttle (
  subject text primary key
    constraint login_throttle_subject_format check (subject ~ '^(email:[0-9a-f]{64}|ip:[^[:space:]]{1,64})$'),
  failures integer not null default 0 constraint login_throttle_failures_positive check (failures >= 0),
  window_started_at timestamptz not null default now(),
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
create index login_throttle_locked_until_idx on public.login_throttle (locked_until);

comment on table public.login_throttle is
  'Failed sign-in counters per email (as a SHA-256 hash, never the address itself) and per client IP; maintained by a trigger on login_attempts.';
comment on column public.login_throttle.subject is
  'email:<sha256 of the lower-cased email> or ip:<first X-Forwarded-For entry of the request>.';
comment on column public.login_throttle.failures is 'Failed attempts in the current 15-minute window.';
comment on column public.login_throttle.window_started_at is 'Start of the current counting window.';
comment on column public.login_throttle.locked_until is 'Sign-ins for this subject are refused until this time.';

alter table public.login_throttle enable row level security;

-- A caller sees the state of an email it names (hashed, so the table lists no
-- addresses) and of its own client address only.
create policy "Callers read the throttle state of an email or of their own address"
  on public.login_throttle for select to anon, authenticated
  using (
    subject like 'email:%'
    or subject = 'ip:' || btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1))
  );

revoke all on table public.login_throttle from anon, authenticated, service_role;
-- service_role may lift a lock (delete); the counters are the trigger's alone.
grant select, delete on table public.login_throttle to service_role;
grant select on table public.login_throttle to anon, authenticated;

create or replace function private.login_attempts_throttle()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window constant interval := interval '15 minutes';
  v_headers jsonb := private.request_headers();
  v_ip text := nullif(btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', new.ip, ''), ',', 1)), '');
  v_email_subject text := 'email:' || encode(sha256(convert_to(lower(btrim(new.email)), 'UTF8')), 'hex');
  v_subject text;
  v_limit integer;
  v_failures integer;
begin
  if new.success then
    delete from public.login_throttle where subject = v_email_subject;
    return null;
  end if;
  -- An attempt refused by the throttle itself never reached the password check.
  if new.failure_reason like 'Too many failed sign-in attempts%' then
    return null;
  end if;

  foreach v_subject in array array[v_email_subject, case when v_ip is not null and char_length(v_ip) <= 64 then 'ip:' || v_ip end] loop
    continue when v_subject is null;
    v_limit := case when v_subject like 'email:%' then 5 else 20 end;
    insert into public.login_throttle as t (subject, failures, window_started_at)
    values (v_subject, 1, now())
    on conflict (subject) do update
      set failures = case when t.window_started_at <= now() - v_window then 1 else t.failures + 1 end,
          window_started_at = case when t.window_started_at <= now() - v_window then now() else t.window_started_at end,
          updated_at = now()
    returning t.failures into v_failures;
    if v_failures >= v_limit then
      update public.login_throttle
         set locked_until = now() + v_window, failures = 0, window_started_at = now(), updated_at = now()
       where subject = v_subject;
    end if;
  end loop;
  return null;
end;
$$;
comment on function private.login_attempts_throttle() is
  'AFTER INSERT trigger on login_attempts: counts failed attempts per email and per address and sets locked_until when a limit is reached; a success clears the email''s counter.';
revoke execute on function private.login_attempts_throttle() from public, anon, authenticated;

create trigger login_attempts_throttle
  after insert on public.login_attempts
  for each row execute function private.login_attempts_throttle();

create or replace function public.login_throttle_status(p_email text)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(ceil(extract(epoch from max(t.locked_until) - now()))::integer, 0)
  from public.login_throttle as t
  where t.locked_until > now()
    and t.subject in (
      'email:' || encode(sha256(convert_to(lower(btrim(coalesce(p_email, ''))), 'UTF8')), 'hex'),
      'ip:' || btrim(split_part(
        coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1))
    )
$$;
comment on function public.login_throttle_status(text) is
  'Seconds until a sign-in for this email from the calling address is allowed again; 0 when it is allowed now. Asked by the admin login before every attempt.';

revoke execute on function public.login_throttle_status(text) from public;
grant execute on function public.login_throttle_status(text) to anon, authenticated, service_role;

-- The sign-in throttle's address, as every other limit reads it.
--
-- The per-address sign-in lock (20 failures from an address lock it for 15 minutes) took the first
-- X-Forwarded-For entry: the one a caller writes themselves wherever a proxy appends. Twenty
-- failures, each with another made-up first entry, locked twenty made-up addresses and never the
-- caller's; a made-up first entry naming someone else's address locked them out. The lock, the
-- status the login form asks for and the policy on the throttle table now take the client address
-- from request_guard.client_ip() (the trusted-proxy chain counted from the right), as the click and
-- write limits do; the attempt row's ip, which the insert trigger sets from the same helper, is what
-- the lock counts.

create or replace function private.login_attempts_throttle()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window constant interval := interval '15 minutes';
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

  foreach v_subject in array array[v_email_subject, case when new.ip is not null then 'ip:' || new.ip end] loop
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
      'ip:' || request_guard.client_ip()
    )
$$;

alter policy "Callers read the throttle state of an email or of their own address" on public.login_throttle
  using (subject like 'email:%' or subject = 'ip:' || (select request_guard.client_ip()));

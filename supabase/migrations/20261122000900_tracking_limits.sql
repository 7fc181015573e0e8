-- Tracking limits: a per-IP limit on anonymous writes, run by PostgREST before every
-- request (db-pre-request, configured from the database as on hosted Supabase):
-- past 100 writes (POST, PATCH, PUT, DELETE as anon) from one address in
-- 5 minutes the request is answered 429 and changes nothing. Requests under
-- the limit are untouched: the counter is one upsert in the request's own
-- transaction, and a refused request does not count (its transaction rolls
-- back), so an address that slows down is served again as the window moves.
-- Requests without a client address or from the loopback address (the
-- server itself, local development and test runners) are not limited.

-- Per-IP limit on anonymous writes ---------------------------------------------------------
-- PostgREST runs the check as the request's role. Supabase's lints want no SECURITY DEFINER
-- function executable by anon and no anon access to the private helpers, so the check is a
-- SECURITY INVOKER function in its own schema (not exposed by the Data API), and anon may
-- touch only its own address's counters (RLS).

create schema if not exists request_guard;
comment on schema request_guard is
  'What PostgREST runs before each request (db-pre-request): the per-IP limit on anonymous writes. Not exposed by the Data API.';
revoke all on schema request_guard from public;
grant usage on schema request_guard to anon, authenticated, service_role;

create or replace function request_guard.client_ip()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_raw text := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''), ',', 1));
begin
  if v_raw = '' then
    return null;
  end if;
  return host(v_raw::inet);
exception
  when invalid_text_representation then
    return null;
end;
$$;
comment on function request_guard.client_ip() is
  'Client IP of the current API request (first X-Forwarded-For entry, set by the gateway), as private.request_ip() reads it; null when absent or malformed.';

create table request_guard.anon_write_counts (
  ip text not null,
  window_start timestamptz not null,
  writes integer not null default 0 constraint anon_write_counts_writes_positive check (writes >= 0),
  primary key (ip, window_start)
);
comment on table request_guard.anon_write_counts is
  'Anonymous API writes per client IP and minute, counted by request_guard.check_request(). An address''s rows older than the window are pruned by its next request; a periodic job may delete rows older than 10 minutes.';

alter table request_guard.anon_write_counts enable row level security;
create policy "Anonymous requests count their own address"
  on request_guard.anon_write_counts for all to anon
  using (ip = (select request_guard.client_ip()))
  with check (ip = (select request_guard.client_ip()));

revoke all on table request_guard.anon_write_counts from public, anon, authenticated, service_role;
grant select, insert, update, delete on table request_guard.anon_write_counts to anon;

create or replace function request_guard.check_request()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  c_limit constant integer := 100;
  c_window constant interval := interval '5 minutes';
  v_method text := coalesce(current_setting('request.method', true), '');
  v_ip text;
  v_minute timestamptz;
  v_first_of_minute boolean;
  v_writes integer;
begin
  -- Reads are never limited, and neither are signed-in users or the service role.
  if v_method not in ('POST', 'PATCH', 'PUT', 'DELETE') then
    return;
  end if;
  if coalesce(current_setting('role', true), '') <> 'anon' then
    return;
  end if;
  -- A read-only transaction (a POST to a stable function such as the score) writes nothing.
  if current_setting('transaction_read_only', true) = 'on' then
    return;
  end if;
  v_ip := request_guard.client_ip();
  if v_ip is null or v_ip::inet <<= '127.0.0.0/8'::inet or v_ip::inet = '::1'::inet then
    return;
  end if;

  v_minute := date_trunc('minute', now());
  insert into request_guard.anon_write_counts as w (ip, window_start, writes)
  values (v_ip, v_minute, 1)
  on conflict (ip, window_start) do update set writes = w.writes + 1
  returning (xmax = 0) into v_first_of_minute;

  if v_first_of_minute then
    delete from request_guard.anon_write_counts as w
     where w.ip = v_ip and w.window_start <= v_minute - c_window;
  end if;

  select sum(w.writes) into v_writes
    from request_guard.anon_write_counts as w
   where w.ip = v_ip and w.window_start > v_minute - c_window;
  if v_writes > c_limit then
    raise exception 'Too many requests from this address: at most % writes in % minutes.',
      c_limit, extract(epoch from c_window)::integer / 60
      using errcode = 'PT429',
            hint = 'Try again in a few minutes.';
  end if;
end;
$$;
comment on function request_guard.check_request() is
  'PostgREST db-pre-request: at most 100 anonymous writes (POST, PATCH, PUT, DELETE) per client IP in 5 minutes, else 429 (SQLSTATE PT429). Reads, read-only calls, signed-in users, the service role and loopback or unknown addresses are not limited; a refused request rolls back and does not count.';

revoke execute on function request_guard.client_ip(), request_guard.check_request() from public;
grant execute on function request_guard.client_ip(), request_guard.check_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'request_guard.check_request';
notify pgrst, 'reload config';

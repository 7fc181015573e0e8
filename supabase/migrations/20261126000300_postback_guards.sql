-- Postback guards: replays, refusals and floods cost one row, not one row each.
--
-- | guard                              | how                                                              |
-- |------------------------------------|------------------------------------------------------------------|
-- | a conversion without a transaction | one accepted or unmatched row per source, click id and event     |
-- |   id is counted once               |   (postbacks_event_once_idx); a replay meets the index and the   |
-- |                                    |   postback function stores it as 'duplicate'                     |
-- | a refusal stores at most 1 KB of   | the function clips query and body to 1024 bytes together (as     |
-- |   the request                      |   jsonb prints the query) and keeps no body for an unknown       |
-- |                                    |   source; postbacks_refusal_request_size holds new rows to it    |
-- | identical refusals are counted,    | postbacks_count_refusals: a rejected row equal to one of the     |
-- |   not stored again                 |   last hour (source, address, reason, method, clipped request)   |
-- |                                    |   adds 1 to that row's repeat_count and sets last_received_at    |
-- | a per-address limit                | count_postback_request(ip): hits per address and minute in       |
-- |                                    |   private.postback_address_counts; past the site setting         |
-- |                                    |   postbacks.rate_limit_per_minute (default 300) the function     |
-- |                                    |   answers 429 and stores nothing but that counter                |
--
-- Rows from before this migration keep what they stored (the size check is NOT VALID: it holds
-- for new and changed rows only). Replays already stored as accepted or unmatched without a
-- transaction id are turned into 'duplicate' (the first of each source, click id and event
-- stays, an accepted one before an unmatched one), so the index can be built and reports stop
-- counting them.

-- 1. Conversions without a transaction id, once -------------------------------------------------

with ranked as (
  select p.id,
         row_number() over (
           partition by p.source_id, p.click_id, coalesce(p.event, '')
           order by (p.status = 'accepted') desc, p.received_at, p.id
         ) as place
    from public.postbacks as p
   where p.transaction_id is null and p.status in ('accepted', 'unmatched')
)
update public.postbacks as p
   set status = 'duplicate', status_reason = 'conversion already recorded for this click and event'
  from ranked
 where ranked.id = p.id and ranked.place > 1;

create unique index postbacks_event_once_idx on public.postbacks (source_id, click_id, coalesce(event, ''))
  where status in ('accepted', 'unmatched') and transaction_id is null;
comment on index public.postbacks_event_once_idx is
  'Idempotency without a transaction id: one conversion per source, click id and event; repeats are logged as ''duplicate''.';

-- 2. Refusals: at most 1 KB of the request, identical ones counted on one row ------------------

alter table public.postbacks
  add column repeat_count integer not null default 1
    constraint postbacks_repeat_count_positive check (repeat_count >= 1),
  add column last_received_at timestamptz,
  add column refusal_key text,
  add constraint postbacks_refusal_request_size check (
    status <> 'rejected'
    or coalesce(octet_length(request_query::text), 0) + coalesce(octet_length(request_body), 0) <= 1024
  ) not valid;

comment on column public.postbacks.repeat_count is
  'How many identical refusals this row stands for (same source or unknown slug, address, reason and clipped request within an hour of the first); 1 for every other postback.';
comment on column public.postbacks.last_received_at is
  'When the last repeat counted in repeat_count arrived; null when the postback came once.';
comment on column public.postbacks.refusal_key is
  'For a rejected row: MD5 of what makes two refusals identical (source, address, reason, method, stored request), which postbacks_count_refusals looks up.';
comment on column public.postbacks.request_query is
  'Query parameters as received (the token parameter redacted); for a rejected postback clipped with the body to 1 KB together.';
comment on column public.postbacks.request_body is
  'Body as received, for POST (the token redacted); for a rejected postback clipped with the query to 1 KB together, and none for an unknown source.';

create index postbacks_refusal_key_idx on public.postbacks (refusal_key, received_at desc)
  where refusal_key is not null;

create or replace function private.postbacks_count_refusals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_repeat uuid;
begin
  if new.status <> 'rejected' then
    return new;
  end if;
  new.refusal_key := md5(concat_ws(',',
    quote_nullable(new.source_id), quote_nullable(new.ip), quote_nullable(new.status_reason),
    quote_nullable(new.request_method), quote_nullable(new.request_query), quote_nullable(new.request_body)));
  -- Two identical refusals at once: the second waits, then counts on the first's row.
  perform pg_advisory_xact_lock(hashtextextended('postback-refusal:' || new.refusal_key, 0));
  select p.id into v_repeat
    from public.postbacks as p
   where p.refusal_key = new.refusal_key and p.status = 'rejected' and p.received_at > now() - interval '1 hour'
   order by p.received_at desc
   limit 1;
  if v_repeat is null then
    return new;
  end if;
  update public.postbacks as p
     set repeat_count = p.repeat_count + 1, last_received_at = now()
   where p.id = v_repeat;
  return null;
end;
$$;
comment on function private.postbacks_count_refusals() is
  'BEFORE INSERT on postbacks: a rejected postback identical to one stored in the last hour (source, address, reason, method, clipped request) is counted on that row (repeat_count, last_received_at) instead of stored again.';
create trigger postbacks_count_refusals
  before insert on public.postbacks
  for each row execute function private.postbacks_count_refusals();
revoke execute on function private.postbacks_count_refusals() from public, anon, authenticated, service_role;

-- 3. The per-address limit ----------------------------------------------------------------------

create table private.postback_address_counts (
  ip text not null,
  window_start timestamptz not null,
  hits integer not null constraint postback_address_counts_hits_positive check (hits > 0),
  primary key (ip, window_start)
);
create index postback_address_counts_window_idx on private.postback_address_counts (window_start);
comment on table private.postback_address_counts is
  'Postbacks received per client address and minute, counted by public.count_postback_request; rows older than a minute are pruned as new minutes start.';
alter table private.postback_address_counts enable row level security;
revoke all on table private.postback_address_counts from public, anon, authenticated, service_role;
grant select, insert, update, delete on table private.postback_address_counts to service_role;

create or replace function public.count_postback_request(p_ip text)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_limit integer := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'postbacks.rate_limit_per_minute' and jsonb_typeof(s.value) = 'number'
        and (s.value #>> '{}')::numeric between 1 and 1000000
        and (s.value #>> '{}')::numeric = trunc((s.value #>> '{}')::numeric)),
    300);
  v_minute timestamptz := date_trunc('minute', now());
  v_address inet;
  v_key text := 'unknown';
  v_hits integer;
  v_first boolean;
begin
  begin
    v_address := nullif(btrim(p_ip), '')::inet;
  exception when invalid_text_representation then
    v_address := null;
  end;
  if v_address is not null then
    -- The server itself, local development and test runners are not limited.
    if v_address <<= '127.0.0.0/8'::inet or v_address = '::1'::inet then
      return jsonb_build_object('allowed', true, 'limit', v_limit, 'retry_after', 0);
    end if;
    v_key := host(v_address);
  end if;

  insert into private.postback_address_counts as c (ip, window_start, hits)
  values (v_key, v_minute, 1)
  on conflict (ip, window_start) do update set hits = c.hits + 1
  returning c.hits, (c.xmax = 0) into v_hits, v_first;
  if v_first then
    delete from private.postback_address_counts as c where c.window_start < v_minute;
  end if;

  return jsonb_build_object(
    'allowed', v_hits <= v_limit,
    'limit', v_limit,
    'retry_after', ceil(extract(epoch from v_minute + interval '1 minute' - clock_timestamp()))::integer);
end;
$$;
comment on function public.count_postback_request(text) is
  'The postback function''s per-address limit: counts one postback from p_ip in the current minute and answers {allowed, limit, retry_after}; allowed is false past the site setting postbacks.rate_limit_per_minute (default 300). Loopback addresses are not limited; an unknown address counts as "unknown". Service role only.';
revoke execute on function public.count_postback_request(text) from public, anon, authenticated, service_role;
grant execute on function public.count_postback_request(text) to service_role;

insert into public.site_settings (key, value, is_public, description) values
  ('postbacks.rate_limit_per_minute', '300', false,
   'Postbacks one address may send per minute; past it the postback function answers 429 and stores only the count (loopback addresses are not limited).')
on conflict (key) do nothing;

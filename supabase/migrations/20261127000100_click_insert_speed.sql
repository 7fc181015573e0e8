-- The click insert's own cost: what a click's transaction does beyond storing the row.
--
-- Measured per click (record_click as anon, with db-pre-request, pg_stat_user_functions): the
-- client address was computed five times per request (once by db-pre-request, three times by the
-- anon_write_counts policy it writes under, once by the click trigger), each time parsing the
-- request's headers, reading the trusted-proxy setting and entering an exception block (a
-- subtransaction) for the inet cast: about a third of the click's database time. The rest of
-- the row's path (limits, score, session link) is unchanged.
--
-- | what                         | before                                  | now                                            |
-- |------------------------------|-----------------------------------------|------------------------------------------------|
-- | request_guard.client_ip()    | computed on every call                  | computed once per request: kept in two         |
-- |                              |                                         |   transaction-local settings, keyed by the     |
-- |                              |                                         |   request's headers (a new request, or new     |
-- |                              |                                         |   headers in the same transaction, recompute)  |
-- | a malformed address          | exception block around the inet cast    | pg_input_is_valid (no subtransaction)          |
-- | a visitor's click, after     | advisory lock on its click id and an    | nothing: its id was issued by this insert's    |
-- |   insert                     |   update of waiting postbacks           |   trigger, so no postback can name it yet      |
-- |                              |                                         |   (server writes, /go and imports, still link) |
-- | indexes on brand_clicks_     | 13                                      | 10: click_time (the report index leads with    |
-- |   history                    |                                         |   click_time and serves both orders),          |
-- |                              |                                         |   (click_path, click_time) and (user_id,       |
-- |                              |                                         |   click_time) read by no report, list or lookup|
--
-- The settings are transaction-local, as request.headers itself is: PostgREST runs each request in
-- its own transaction, and only SQL (never the API) can set them.

-- The client address, once per request ------------------------------------------------------------

create or replace function request_guard.client_ip()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_headers text := nullif(current_setting('request.headers', true), '');
  v_chain text[];
  v_hops integer;
  v_raw text;
  v_ip text;
begin
  if v_headers is null then
    return null;
  end if;
  if current_setting('request_guard.client_ip_of', true) = v_headers then
    return nullif(current_setting('request_guard.client_ip', true), '');
  end if;
  v_chain := string_to_array(coalesce(v_headers::jsonb ->> 'x-forwarded-for', ''), ',');
  v_hops := coalesce(
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'tracking.trusted_proxy_hops' and jsonb_typeof(s.value) = 'number'
        and (s.value #>> '{}')::numeric between 0 and 5),
    0);
  v_raw := btrim(coalesce(v_chain[cardinality(v_chain) - v_hops], ''));
  if v_raw <> '' and pg_input_is_valid(v_raw, 'inet') then
    v_ip := host(v_raw::inet);
  end if;
  perform set_config('request_guard.client_ip', coalesce(v_ip, ''), true),
          set_config('request_guard.client_ip_of', v_headers, true);
  return v_ip;
end;
$$;
comment on function request_guard.client_ip() is
  'Client address of the current API request: the X-Forwarded-For entry tracking.trusted_proxy_hops places from the right (0, the default: the last one, appended by the API gateway), so entries a caller writes on the left are ignored; null when absent or malformed. Computed once per request (kept for the transaction, keyed by the request''s headers).';

-- A visitor's click links no postback -------------------------------------------------------------

create or replace function private.brand_clicks_history_link_postbacks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A visitor's click id was issued by this insert's trigger a moment ago: no postback names it.
  if new.click_path = 'client' and not private.request_is_trusted() then
    return null;
  end if;
  perform private.lock_click_id(new.click_id);
  update public.postbacks
    set status = 'accepted', brand_click_id = new.id, status_reason = 'linked when its click arrived'
    where click_id = new.click_id and status = 'unmatched' and received_at > new.click_time - interval '1 hour';
  return null;
end;
$$;
comment on function private.brand_clicks_history_link_postbacks() is
  'A postback that arrived before its click (kept unmatched) is accepted and linked when the click is recorded, if the server issued the click id at most an hour after the postback arrived. A visitor''s own insert is skipped: its click id is issued by the insert itself, so no postback can name it yet.';

-- Indexes nothing reads ---------------------------------------------------------------------------

-- brand_clicks_history_report_idx (click_time) include (...) serves every order and range on
-- click_time the click log and the reports ask for.
drop index public.brand_clicks_history_click_time_idx;
-- No filter of the click log, report or lookup is on click_path or on user_id with a time order;
-- the session's clicks are found by (session_id, user_id).
drop index public.brand_clicks_history_path_time_idx;
drop index public.brand_clicks_history_user_idx;

-- A stand-in for pg_net's interface (net.http_get, net.http_post, the request queue and the
-- response table, with pg_net's columns and defaults), created on every start of the local
-- stack, which has no pg_net: migrations call the functions as they do on hosted Supabase,
-- which only queue the request, and supabase/emulator/net-worker.ts sends it after commit and
-- writes the response, as pg_net's background worker does. Idempotent.
--
-- Privileges: hosted Supabase grants the net schema to postgres, service_role, anon and
-- authenticated (pg_net itself grants its tables to PUBLIC). Here only the superuser and
-- service_role may use it: nothing of ours calls it as an API role, and an API role able to
-- queue requests could make the database send them anywhere.
create schema if not exists net;
revoke all on schema net from public;
grant usage on schema net to service_role;

do $$
begin
  if to_regtype('net.http_method') is null then
    create domain net.http_method as text
      check (value ilike 'get' or value ilike 'post' or value ilike 'delete');
  end if;
end
$$;

-- Requests waiting for the worker, which takes them out as it sends them.
create unlogged table if not exists net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

-- One row per request sent (id is the request's), kept for a limited time (pg_net's ttl,
-- 6 hours by default). status_code is null when no response came: timed_out or error_msg
-- says why.
create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

revoke all on all tables in schema net from public;
revoke all on all sequences in schema net from public;
grant select, insert on net.http_request_queue to service_role;
grant usage on sequence net.http_request_queue_id_seq to service_role;
grant select on net._http_response to service_role;

-- Percent-encodes everything but RFC 3986's unreserved characters, as curl_easy_escape does.
create or replace function net._urlencode_string(string varchar)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(
           case when b between 48 and 57 or b between 65 and 90 or b between 97 and 122
                     or b in (45, 46, 95, 126) then chr(b)
                else '%' || upper(lpad(to_hex(b), 2, '0')) end, '' order by i), '')
    from (select i, get_byte(bytes, i) as b
            from (select convert_to(string, 'UTF8') as bytes) as s,
                 generate_series(0, octet_length(s.bytes) - 1) as i) as each_byte
$$;

-- The URL with the encoded key=value pairs appended to its query.
create or replace function net._encode_url_with_params_array(url text, params_array text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
           when coalesce(cardinality(params_array), 0) = 0 then url
           else url || case when position('?' in url) > 0 then '&' else '?' end
                    || array_to_string(params_array, '&')
         end
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, params_array), headers, timeout_milliseconds)
  returning id into request_id;

  return request_id;
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  request_id bigint;
  params_array text[];
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as r (header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;

  -- As pg_net: a missing Content-Type is added, any other than JSON refused.
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, params_array), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;

  return request_id;
end
$$;

revoke all on all functions in schema net from public;
grant execute on all functions in schema net to service_role;

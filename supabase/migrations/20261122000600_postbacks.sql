-- Postbacks: affiliate networks report conversions (registration, first
-- deposit, ...) for a click_id to the `postback` edge function, which writes
-- here with the service role. Every received postback is kept with its
-- outcome; one conversion per source and transaction id.
-- Admins manage sources; admins and analysts read; the secrets are admin-only.

-- postback_sources -------------------------------------------------------------------

create table public.postback_sources (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint postback_sources_name_length check (char_length(name) between 1 and 120),
  slug text not null constraint postback_sources_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text constraint postback_sources_description_length check (char_length(description) <= 1000),
  is_active boolean not null default true,
  allowed_ips cidr[] not null default '{}',
  param_map jsonb not null default '{}' constraint postback_sources_param_map_shape check (
    jsonb_typeof(param_map) = 'object'
    and param_map - array['click_id', 'event', 'payout', 'currency', 'transaction_id', 'token']::text[] = '{}'::jsonb
  ),
  default_currency text not null default 'EUR' constraint postback_sources_default_currency_format check (
    default_currency ~ '^[A-Z]{3}$'
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint postback_sources_name_key unique (name),
  constraint postback_sources_slug_key unique (slug)
);

comment on table public.postback_sources is
  'Affiliate networks allowed to send postbacks; the postback URL names the source by slug. Secrets live in postback_source_secrets.';
comment on column public.postback_sources.slug is 'Source identifier in the postback URL (?source={slug}).';
comment on column public.postback_sources.is_active is 'Postbacks for an inactive source are rejected (and logged).';
comment on column public.postback_sources.allowed_ips is 'Optional IP allowlist (CIDR); empty = any address.';
comment on column public.postback_sources.param_map is
  'Names of the network''s query/body parameters when they differ from ours, e.g. {"click_id": "subid", "payout": "amount"}. Keys: click_id, event, payout, currency, transaction_id, token.';
comment on column public.postback_sources.default_currency is 'Currency assumed when a postback names none (ISO 4217).';

create trigger postback_sources_timestamps
  before insert or update on public.postback_sources
  for each row execute function private.set_timestamps();
create trigger postback_sources_audit
  after insert or update or delete on public.postback_sources
  for each row execute function private.audit_row_change();

alter table public.postback_sources enable row level security;

create policy "Admins and analysts read postback sources"
  on public.postback_sources for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins add postback sources"
  on public.postback_sources for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update postback sources"
  on public.postback_sources for update to authenticated
  using ((select private.has_role(array['admin', 'analyst'])))
  with check ((select private.is_admin()));
create policy "Admins delete postback sources"
  on public.postback_sources for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.postback_sources from anon, authenticated, service_role;
grant select, insert, update, delete on table public.postback_sources to service_role;
grant select, insert, update, delete on table public.postback_sources to authenticated;

-- postback_source_secrets ---------------------------------------------------------------

create table public.postback_source_secrets (
  source_id uuid primary key references public.postback_sources (id) on delete cascade,
  secret_token text not null constraint postback_source_secrets_token_length check (
    char_length(secret_token) between 24 and 200 and secret_token ~ '^[A-Za-z0-9_-]+$'
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.postback_source_secrets is
  'Shared secret of each postback source (the token parameter of its postbacks, compared in constant time by the edge function). Admin-only.';
comment on column public.postback_source_secrets.secret_token is 'URL-safe secret, at least 24 characters; updated_at shows when it was last rotated.';

create trigger postback_source_secrets_timestamps
  before insert or update on public.postback_source_secrets
  for each row execute function private.set_timestamps();
create trigger postback_source_secrets_audit
  after insert or update or delete on public.postback_source_secrets
  for each row execute function private.audit_row_change();

alter table public.postback_source_secrets enable row level security;

create policy "Admins read postback secrets"
  on public.postback_source_secrets for select to authenticated
  using ((select private.is_admin()));
create policy "Admins add postback secrets"
  on public.postback_source_secrets for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins rotate postback secrets"
  on public.postback_source_secrets for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete postback secrets"
  on public.postback_source_secrets for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.postback_source_secrets from anon, authenticated, service_role;
grant select, insert, update, delete on table public.postback_source_secrets to service_role;
grant select, insert, update, delete on table public.postback_source_secrets to authenticated;

-- postbacks ------------------------------------------------------------------------------------

create table public.postbacks (
  id uuid primary key default gen_random_uuid(),
  source_id uuid references public.postback_sources (id) on delete set null,
  click_id text constraint postbacks_click_id_length check (char_length(click_id) <= 200),
  brand_click_id uuid references public.brand_clicks_history (id) on delete set null,
  event text constraint postbacks_event_length check (char_length(event) <= 64),
  payout numeric(14, 4),
  currency text constraint postbacks_currency_format check (currency ~ '^[A-Z]{3}$'),
  transaction_id text constraint postbacks_transaction_id_length check (char_length(transaction_id) <= 200),
  status text not null constraint postbacks_status_known check (status in ('accepted', 'duplicate', 'unmatched', 'rejected')),
  status_reason text constraint postbacks_status_reason_length check (char_length(status_reason) <= 500),
  request_method text constraint postbacks_request_method_known check (request_method in ('GET', 'POST')),
  request_query jsonb,
  request_body text constraint postbacks_request_body_length check (char_length(request_body) <= 20000),
  ip text,
  user_agent text,
  received_at timestamptz not null default now()
);
create index postbacks_received_at_idx on public.postbacks (received_at desc);
create index postbacks_source_received_idx on public.postbacks (source_id, received_at desc);
create index postbacks_brand_click_idx on public.postbacks (brand_click_id);
create index postbacks_click_id_idx on public.postbacks (click_id);
create index postbacks_status_received_idx on public.postbacks (status, received_at desc);
-- Idempotency: one conversion per source and transaction id; repeats are logged as 'duplicate'.
create unique index postbacks_conversion_once_idx on public.postbacks (source_id, transaction_id)
  where status in ('accepted', 'unmatched') and transaction_id is not null;

comment on table public.postbacks is
  'Raw log of every postback received from affiliate networks, with its outcome. Written by the postback edge function (service role); admins and analysts read.';
comment on column public.postbacks.click_id is 'click_id named by the network (as received).';
comment on column public.postbacks.brand_click_id is 'brand_clicks_history row with that click_id; null when unmatched or rejected.';
comment on column public.postbacks.event is 'Conversion event as sent by the network (e.g. registration, ftd, deposit).';
comment on column public.postbacks.payout is 'Commission reported by the network, in currency.';
comment on column public.postbacks.currency is 'ISO 4217 code of payout.';
comment on column public.postbacks.transaction_id is 'Network''s id of the conversion; at most one accepted or unmatched row per source and transaction id.';
comment on column public.postbacks.status is
  'accepted: counted and linked to its click; duplicate: transaction already recorded; unmatched: valid but unknown click_id; rejected: bad token, inactive source, IP not allowed or bad input.';
comment on column public.postbacks.status_reason is 'Why a postback was rejected or not matched.';
comment on column public.postbacks.request_query is 'Query parameters as received (the token parameter redacted).';
comment on column public.postbacks.request_body is 'Body as received, for POST (the token redacted).';
comment on column public.postbacks.ip is 'Address the postback came from.';

alter table public.postbacks enable row level security;

create policy "Admins and analysts read postbacks"
  on public.postbacks for select to authenticated
  using ((select private.has_role(array['admin', 'analyst'])));
create policy "Admins delete postbacks"
  on public.postbacks for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.postbacks from anon, authenticated, service_role;
-- service_role: the postback function reads its sources and appends here; a log is never rewritten.
grant select, insert, delete on table public.postbacks to service_role;
grant select, delete on table public.postbacks to authenticated;

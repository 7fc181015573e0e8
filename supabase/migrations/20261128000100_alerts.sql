-- Alerts (#28): rules staff switch on, tune and mute; the episodes they open and clear (one
-- per rule and subject while it lasts); who subscribed to a rule's emails; who has read which
-- episode. private.evaluate_alerts() (pg_cron, every 5 minutes) opens and clears episodes and
-- asks the `alerts` function by pg_net to deliver them (email to the subscribers, Slack-style
-- JSON to the rule's webhook).
--
-- | object                   | who reads                         | who writes                          |
-- |--------------------------|-----------------------------------|-------------------------------------|
-- | alert_rules              | staff                             | admins (audited: muting included)   |
-- | alert_subscriptions      | own rows (admins: all)            | a staff member, their own rows      |
-- | alerts (the episodes)    | staff                             | evaluate_alerts; delivery: the function (service role) |
-- | alert_reads              | own rows                          | a staff member, their own rows      |
-- | alert_unread_count()     | staff: the caller's unread count  |                                     |
-- | mark_alerts_read(ids)    | staff: marks the caller's reads   |                                     |
-- | claim_alert_deliveries() / record_alert_delivery() | the alerts function (service role) |  |
--
-- Rules are written by admins only: DESIGN.md section 2 gives analysts read access to what
-- they report on and writes to nobody but admins outside content (settings, users, snippets);
-- a rule decides who gets woken and where a webhook posts, which is configuration, like the
-- settings. Every staff role reads the rules and subscribes itself to their emails.

-- Rules ---------------------------------------------------------------------------------------

create table public.alert_rules (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  name text not null,
  enabled boolean not null default true,
  muted_until timestamptz,
  params jsonb not null default '{}',
  country_id uuid references public.countries (id) on delete cascade,
  brand_id uuid references public.brands (id) on delete cascade,
  webhook_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  constraint alert_rules_kind check (kind in ('link_broken', 'offer_not_found', 'postback_silent',
    'epc_drop', 'conversions_drop', 'traffic_change', 'bot_share', 'licence_expiring', 'rollup_behind')),
  constraint alert_rules_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint alert_rules_params_object check (jsonb_typeof(params) = 'object')
);
comment on table public.alert_rules is
  'Alert rules (#28): what to watch (kind), its thresholds (params), its scope (a market, a brand, or all), whether it is on or muted, and where it posts (webhook_url). Admins write; staff read and subscribe to a rule''s emails.';
comment on column public.alert_rules.kind is
  'What the rule watches: link_broken, offer_not_found (latest link check), postback_silent (a source without postbacks while its brands get clicks), epc_drop, conversions_drop, traffic_change (against the same weekday hours of the previous 4 weeks), bot_share, licence_expiring, rollup_behind.';
comment on column public.alert_rules.params is
  'Thresholds by kind (defaults in brackets): postback_silent hours (24), min_clicks (1); epc_drop and conversions_drop hours (24), percent (50), min_clicks (100); traffic_change metric (clicks|sessions), direction (down|up|both), hours (24), percent (50), min_count (100); bot_share hours (24), share (0.3), min_clicks (100); licence_expiring days (30); rollup_behind minutes (15). link_broken and offer_not_found take none.';
comment on column public.alert_rules.muted_until is
  'Until when the rule stays silent (no new episode, no delivery); null when not muted. Muting and unmuting are audited.';
comment on column public.alert_rules.country_id is 'Only this market (null: every market).';
comment on column public.alert_rules.brand_id is 'Only this brand (null: every brand of the scope).';
comment on column public.alert_rules.webhook_url is
  'Where each opened and cleared episode is posted as Slack-compatible JSON: https to a public address (plain http only to 127.0.0.1 or localhost, for local hooks); null: none.';
comment on column public.alert_rules.updated_by is 'The staff member who last changed the rule (set by the server).';

create index alert_rules_country_idx on public.alert_rules (country_id);
create index alert_rules_brand_idx on public.alert_rules (brand_id);

-- What a valid params object looks like for the kind; null when valid. Names the field in double
-- quotes so the admin form can put the message on it.
create or replace function private.alert_params_error(p_kind text, p_params jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_allowed text[] := case p_kind
    when 'postback_silent' then array['hours', 'min_clicks']
    when 'epc_drop' then array['hours', 'percent', 'min_clicks']
    when 'conversions_drop' then array['hours', 'percent', 'min_clicks']
    when 'traffic_change' then array['metric', 'direction', 'hours', 'percent', 'min_count']
    when 'bot_share' then array['hours', 'share', 'min_clicks']
    when 'licence_expiring' then array['days']
    when 'rollup_behind' then array['minutes']
    else array[]::text[] end;
  v_key text;
  v_value jsonb;
  v_number numeric;
begin
  if p_params is null or jsonb_typeof(p_params) <> 'object' then
    return 'Parameters must be an object';
  end if;
  for v_key, v_value in select key, value from jsonb_each(p_params) loop
    if not (v_key = any (v_allowed)) then
      return format('Parameter "%s" is not one of a %s rule''s (%s)', v_key, p_kind,
                    coalesce(nullif(array_to_string(v_allowed, ', '), ''), 'it takes none'));
    end if;
    v_number := case when jsonb_typeof(v_value) = 'number' then (v_value #>> '{}')::numeric end;
    case v_key
    when 'hours' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 168 then
        return 'Parameter "hours" must be whole hours between 1 and 168';
      end if;
    when 'percent' then
      if v_number is null or v_number <= 0 or v_number > 1000 then
        return 'Parameter "percent" must be a percentage above 0 (at most 1000)';
      end if;
      if p_kind in ('epc_drop', 'conversions_drop') and v_number > 100 then
        return 'Parameter "percent" must be a drop between 0 and 100 %';
      end if;
    when 'min_clicks' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1000000 then
        return 'Parameter "min_clicks" must be a whole number of clicks between 1 and 1000000';
      end if;
    when 'min_count' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1000000 then
        return 'Parameter "min_count" must be a whole number between 1 and 1000000';
      end if;
    when 'share' then
      if v_number is null or v_number <= 0 or v_number >= 1 then
        return 'Parameter "share" must be a fraction between 0 and 1 (0.3 for 30 %)';
      end if;
    when 'days' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 365 then
        return 'Parameter "days" must be whole days between 1 and 365';
      end if;
    when 'minutes' then
      if v_number is null or v_number <> trunc(v_number) or v_number not between 1 and 1440 then
        return 'Parameter "minutes" must be whole minutes between 1 and 1440';
      end if;
    when 'metric' then
      if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('clicks', 'sessions') then
        return 'Parameter "metric" must be "clicks" or "sessions"';
      end if;
    when 'direction' then
      if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') not in ('down', 'up', 'both') then
        return 'Parameter "direction" must be "down", "up" or "both"';
      end if;
    end case;
  end loop;
  return null;
end;
$$;
comment on function private.alert_params_error(text, jsonb) is
  'Why an alert rule''s params are not valid for its kind (the field named in double quotes), or null when they are.';

-- Why a webhook URL may not be saved; null when it may. https only (plain http to 127.0.0.1 or
-- localhost, as the deploy hook), and no literal private, link-local or reserved address: a
-- name is resolved and checked again when the function posts (_shared/public-target.ts).
create or replace function private.webhook_url_error(p_url text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_host text;
  v_address inet;
begin
  if p_url is null then
    return null;
  end if;
  if char_length(p_url) > 2000 then
    return 'Webhook URL "webhook_url" is longer than 2000 characters';
  end if;
  if p_url ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?(/[^\s]*)?$' then
    return null;
  end if;
  if p_url !~ '^https://[^\s/?#@]+(/[^\s]*)?$' then
    return 'Webhook URL "webhook_url" must be an https URL (http only to 127.0.0.1 or localhost)';
  end if;
  v_host := lower(substring(p_url from '^https://([^/?#]+)'));
  v_host := case when v_host like '[%' then substring(v_host from '^\[([^\]]+)\]')
                 else regexp_replace(v_host, ':[0-9]+$', '') end;
  if v_host = 'localhost' or v_host like '%.localhost' or v_host like '%.local' or v_host like '%.internal' then
    return 'Webhook URL "webhook_url" must point at a public address, not ' || v_host;
  end if;
  begin
    v_address := v_host::inet;
  exception when invalid_text_representation then
    return null; -- a name: resolved and checked when the function posts
  end;
  if v_address <<= any (array['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8',
        '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.168.0.0/16', '198.18.0.0/15',
        '224.0.0.0/3', '::/127', '::ffff:0:0/96', '64:ff9b::/96', 'fc00::/7', 'fe80::/10',
        'ff00::/8']::inet[]) then
    return 'Webhook URL "webhook_url" must point at a public address, not ' || host(v_address);
  end if;
  return null;
end;
$$;
comment on function private.webhook_url_error(text) is
  'Why a webhook URL may not be saved (not https, or a literal private, loopback, link-local or reserved address), or null.';

create or replace function private.alert_rules_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_error text;
begin
  v_error := coalesce(private.alert_params_error(new.kind, new.params), private.webhook_url_error(new.webhook_url));
  if v_error is not null then
    raise exception '%', v_error using errcode = 'check_violation', constraint = 'alert_rules_params_valid';
  end if;
  new.name := btrim(new.name);
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
comment on function private.alert_rules_before_write() is
  'Refuses alert rule params that do not fit the kind and webhook URLs that are not https to a public address (23514, the field named), and records who changed the rule.';

create trigger alert_rules_before_write before insert or update on public.alert_rules
  for each row execute function private.alert_rules_before_write();
create trigger alert_rules_timestamps before insert or update on public.alert_rules
  for each row execute function private.set_timestamps();
-- Every change, muting and unmuting included, is in the audit log (admin section 'alerts').
create trigger alert_rules_audit after insert or update or delete on public.alert_rules
  for each row execute function private.audit_row_change('updated_by');

alter table public.alert_rules enable row level security;
revoke all on table public.alert_rules from anon, authenticated, service_role;
grant select, delete on table public.alert_rules to authenticated;
grant insert (kind, name, enabled, muted_until, params, country_id, brand_id, webhook_url)
  on table public.alert_rules to authenticated;
grant update (name, enabled, muted_until, params, country_id, brand_id, webhook_url)
  on table public.alert_rules to authenticated;
grant select, insert, update, delete on table public.alert_rules to service_role;

create policy "Staff read alert rules" on public.alert_rules
  for select to authenticated using ((select private.is_staff()));
create policy "Admins add alert rules" on public.alert_rules
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins change alert rules" on public.alert_rules
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete alert rules" on public.alert_rules
  for delete to authenticated using ((select private.is_admin()));

-- One rule of each kind, with its defaults (on for the offer monitor and the pipeline, whose
-- alarms are never noise; the traffic rules too: a subscriber decides who gets emails).
insert into public.alert_rules (kind, name, params) values
  ('link_broken', 'Brand link broken', '{}'),
  ('offer_not_found', 'Offer not found on the landing page', '{}'),
  ('postback_silent', 'Postback source silent', '{"hours": 24, "min_clicks": 1}'),
  ('epc_drop', 'EPC down', '{"hours": 24, "percent": 50, "min_clicks": 100}'),
  ('conversions_drop', 'Conversions down', '{"hours": 24, "percent": 50, "min_clicks": 100}'),
  ('traffic_change', 'Clicks up or down sharply',
   '{"metric": "clicks", "direction": "both", "hours": 24, "percent": 50, "min_count": 100}'),
  ('bot_share', 'Bot share high', '{"hours": 24, "share": 0.3, "min_clicks": 100}'),
  ('licence_expiring', 'Licence expiring', '{"days": 30}'),
  ('rollup_behind', 'Report rollups behind', '{"minutes": 15}');

-- Subscriptions ---------------------------------------------------------------------------------

create table public.alert_subscriptions (
  rule_id uuid not null references public.alert_rules (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (rule_id, user_id)
);
comment on table public.alert_subscriptions is
  'Staff who get a rule''s episodes by email (opened and cleared). Each staff member manages their own; admins read all.';
create index alert_subscriptions_user_idx on public.alert_subscriptions (user_id);

alter table public.alert_subscriptions enable row level security;
revoke all on table public.alert_subscriptions from anon, authenticated, service_role;
grant select, delete on table public.alert_subscriptions to authenticated;
grant insert (rule_id, user_id) on table public.alert_subscriptions to authenticated;
grant select on table public.alert_subscriptions to service_role;

create policy "Staff read their own subscriptions, admins all" on public.alert_subscriptions
  for select to authenticated
  using ((user_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin()));
create policy "Staff subscribe themselves" on public.alert_subscriptions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_staff()));
create policy "Staff unsubscribe themselves" on public.alert_subscriptions
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select private.is_staff()));

-- Episodes --------------------------------------------------------------------------------------

create table public.alerts (
  id uuid primary key default gen_random_uuid(),
  rule_id uuid not null references public.alert_rules (id) on delete cascade,
  kind text not null,
  subject_key text not null,
  subject_label text not null,
  brand_id uuid references public.brands (id) on delete set null,
  country_id uuid references public.countries (id) on delete set null,
  fired_at timestamptz not null default now(),
  cleared_at timestamptz,
  figure numeric,
  baseline numeric,
  threshold numeric,
  message text not null,
  cleared_message text,
  link text,
  details jsonb not null default '{}',
  notified_at timestamptz,
  cleared_notified_at timestamptz,
  email_status text,
  webhook_status text,
  delivery jsonb not null default '{}',
  constraint alerts_subject_key_length check (char_length(subject_key) between 1 and 200),
  constraint alerts_subject_label_length check (char_length(subject_label) between 1 and 300),
  constraint alerts_message_length check (char_length(message) between 1 and 1000),
  constraint alerts_cleared_message_length check (char_length(cleared_message) <= 1000),
  constraint alerts_link_path check (link is null or (link like '/admin/%' and char_length(link) <= 1000)),
  constraint alerts_cleared_after_fired check (cleared_at is null or cleared_at >= fired_at)
);
comment on table public.alerts is
  'Alert episodes: a rule''s subject crossed its threshold at fired_at and recovered at cleared_at (null: still open). One open episode per rule and subject; delivered once when it opens and once when it clears.';
comment on column public.alerts.kind is 'The rule''s kind when the episode opened.';
comment on column public.alerts.subject_key is
  'What the episode is about: brand:<uuid>, source:<uuid>, market:<uuid>, licence:<uuid> or rollup.';
comment on column public.alerts.subject_label is 'The subject in words ("Maple Crown in Canada").';
comment on column public.alerts.figure is 'The figure that crossed the threshold when it opened (clicks, EPC, share, days, minutes, hours).';
comment on column public.alerts.baseline is 'What the figure is compared with (the previous 4 weeks'' same weekday hours), when the rule compares.';
comment on column public.alerts.threshold is 'The rule''s threshold when it opened (percent, share, days, minutes or hours).';
comment on column public.alerts.message is 'One sentence for staff: the figure against its baseline and the threshold.';
comment on column public.alerts.cleared_message is 'Why it cleared, in words (the figure back within the threshold, the rule switched off).';
comment on column public.alerts.link is 'The admin path of the rows behind the episode (Link health, Click log, Postbacks, the brand).';
comment on column public.alerts.notified_at is 'When the function took the opening for delivery (set once: a retry never sends again).';
comment on column public.alerts.cleared_notified_at is 'When the function took the clearing for delivery (set once).';
comment on column public.alerts.email_status is 'The last email delivery in words (sent to n, no subscribers, failed: why).';
comment on column public.alerts.webhook_status is 'The last webhook delivery in words (HTTP status, refused: private address, failed: why, none).';
comment on column public.alerts.delivery is 'Each delivery''s outcome by event (fired, cleared) and channel (email, webhook).';

create unique index alerts_one_open_idx on public.alerts (rule_id, subject_key) where cleared_at is null;
create index alerts_rule_idx on public.alerts (rule_id, fired_at desc);
create index alerts_fired_at_idx on public.alerts (fired_at desc);
create index alerts_brand_idx on public.alerts (brand_id);
create index alerts_country_idx on public.alerts (country_id);
-- What the function has yet to deliver.
create index alerts_undelivered_idx on public.alerts (fired_at)
  where notified_at is null or (cleared_at is not null and cleared_notified_at is null);

alter table public.alerts enable row level security;
revoke all on table public.alerts from anon, authenticated, service_role;
grant select on table public.alerts to authenticated;
grant select, update, delete on table public.alerts to service_role;
create policy "Staff read alerts" on public.alerts
  for select to authenticated using ((select private.is_staff()));

-- Reads -----------------------------------------------------------------------------------------

create table public.alert_reads (
  alert_id uuid not null references public.alerts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (alert_id, user_id)
);
comment on table public.alert_reads is 'Which alert episodes a staff member has read (the bell''s unread count is the rest).';
create index alert_reads_user_idx on public.alert_reads (user_id, alert_id);

alter table public.alert_reads enable row level security;
revoke all on table public.alert_reads from anon, authenticated, service_role;
grant select, delete on table public.alert_reads to authenticated;
grant insert (alert_id, user_id) on table public.alert_reads to authenticated;
grant select on table public.alert_reads to service_role;
create policy "Staff read their own alert reads" on public.alert_reads
  for select to authenticated using (user_id = (select auth.uid()) and (select private.is_staff()));
create policy "Staff mark alerts read for themselves" on public.alert_reads
  for insert to authenticated with check (user_id = (select auth.uid()) and (select private.is_staff()));
create policy "Staff mark alerts unread for themselves" on public.alert_reads
  for delete to authenticated using (user_id = (select auth.uid()) and (select private.is_staff()));

create or replace function public.alert_unread_count()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  -- RLS: a caller who is not staff sees no alerts, so 0.
  select count(*)::integer from public.alerts as a
   where not exists (select 1 from public.alert_reads as r
                      where r.alert_id = a.id and r.user_id = (select auth.uid()));
$$;
comment on function public.alert_unread_count() is
  'How many alert episodes the caller (staff) has not marked read: the bell''s figure.';
revoke all on function public.alert_unread_count() from public, anon;
grant execute on function public.alert_unread_count() to authenticated;

create or replace function public.mark_alerts_read(p_ids uuid[] default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  with marked as (
    insert into public.alert_reads (alert_id, user_id)
    select a.id, (select auth.uid()) from public.alerts as a
     where p_ids is null or a.id = any (p_ids)
    on conflict (alert_id, user_id) do nothing
    returning 1
  )
  select count(*)::integer from marked;
$$;
comment on function public.mark_alerts_read(uuid[]) is
  'Marks the given alert episodes (null: every one) read for the caller; returns how many were newly marked.';
revoke all on function public.mark_alerts_read(uuid[]) from public, anon;
grant execute on function public.mark_alerts_read(uuid[]) to authenticated;

revoke execute on function private.alert_params_error(text, jsonb), private.webhook_url_error(text),
  private.alert_rules_before_write() from public, anon, authenticated;
-- The trigger runs them as the writing admin.
grant execute on function private.alert_params_error(text, jsonb), private.webhook_url_error(text)
  to authenticated, service_role;

-- Realtime: the bell follows new and cleared episodes live (RLS per subscriber: staff).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime add table public.alerts;

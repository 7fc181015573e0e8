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

-- Evaluation ------------------------------------------------------------------------------------
--
-- private.evaluate_alerts() (pg_cron, every 5 minutes) asks each enabled, unmuted rule for its
-- observations: one row per subject it measures, with the figure, whether it crosses the
-- threshold, and the sentence staff read. A subject that crosses opens an episode unless one is
-- open (the partial unique index alerts_one_open_idx keeps it to one); an open episode whose
-- subject no longer crosses (or is no longer measured) clears. What each kind reads:
--
-- | kind                       | reads                                                         |
-- |----------------------------|---------------------------------------------------------------|
-- | link_broken, offer_not_found | the latest link_checks row per listed brand (link_checks_brand_idx) |
-- | postback_silent            | per active source: its last postback (postbacks_source_received_idx), the brands of its postbacks' clicks in the 14 days before, and those brands' clicks in the window (the rollups) |
-- | epc_drop, conversions_drop, bot_share, traffic_change (clicks) | the brand rollup (traffic_hourly_click_dimensions by dimension and hour) plus the rows past the watermark, through the reports' own private.report_click_source('brand'), for the window and the same hours 1 to 4 weeks before: 5 bounded scans per distinct `hours`, shared by the rules |
-- | traffic_change (sessions)  | the sessions rollup by visitor country (traffic_hourly_sessions), the same way (report_session_source) |
-- | licence_expiring           | brand_licences of the listed brands of licence-requiring markets (brand_licences_brand_idx) |
-- | rollup_behind              | traffic_rollup_state.folded_at (the fold job's last run)      |
--
-- The window is the last `hours` whole hours before p_now (the rollups are hourly), compared
-- with the average of the same weekday hours of the previous 4 weeks.

create type private.alert_observation as (
  subject_key text,
  subject_label text,
  brand_id uuid,
  country_id uuid,
  firing boolean,
  figure numeric,
  baseline numeric,
  threshold numeric,
  message text,
  link text,
  details jsonb
);
comment on type private.alert_observation is
  'What a rule measured about one subject: the figure, its baseline and threshold, whether it crosses, and the sentence for staff.';

create or replace function private.alert_param(p_rule public.alert_rules, p_key text, p_default numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce((p_rule.params ->> p_key)::numeric, p_default)
$$;
comment on function private.alert_param(public.alert_rules, text, numeric) is
  'A numeric parameter of the rule, or the kind''s default.';

-- Numbers as staff read them: at most 2 decimals, no trailing zeros.
create or replace function private.alert_number(p_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(trim_scale(round(p_value, 2))::text, '-')
$$;
comment on function private.alert_number(numeric) is 'A figure in an alert''s sentence: rounded to 2 decimals, trailing zeros dropped.';

create or replace function private.alert_time(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(p_at at time zone private.reporting_time_zone(), 'DD Mon YYYY HH24:MI') || ' ' || private.reporting_time_zone()
$$;
comment on function private.alert_time(timestamptz) is 'A time in an alert''s sentence, in the reporting time zone.';

-- The brands a rule watches: active ones of its scope, with their market.
create or replace function private.alert_scope_brands(p_rule public.alert_rules)
returns table (brand_id uuid, brand_name text, brand_slug text, country_id uuid, market_name text,
               market_slug text, listed boolean)
language sql
stable
set search_path = ''
as $$
  select b.id, b.brand_name, b.brand_slug, b.country_id, c.name, c.slug,
         coalesce(public.market_block(b), 'link_broken') = 'link_broken'
    from public.brands as b
    join public.countries as c on c.id = b.country_id
   where b.is_active
     and (p_rule.country_id is null or b.country_id = p_rule.country_id)
     and (p_rule.brand_id is null or b.id = p_rule.brand_id)
$$;
comment on function private.alert_scope_brands(public.alert_rules) is
  'The active brands of an alert rule''s scope (its market, its brand, or all) with their market, and whether each is listed there (or paused by the monitor).';

-- link_broken and offer_not_found: the latest check of each listed brand.
create or replace function private.alert_link_observations(p_rule public.alert_rules)
returns setof private.alert_observation
language sql
stable
set search_path = ''
as $$
  select 'brand:' || s.brand_id, s.brand_name || ' in ' || s.market_name, s.brand_id, s.country_id,
         f.firing, l.final_status::numeric, null::numeric, null::numeric,
         case
           when p_rule.kind = 'link_broken' and f.firing then
             'Link broken: ' || coalesce(l.problems -> 0 ->> 'message', 'the check failed')
           when p_rule.kind = 'link_broken' then
             'Link ' || case when l.state = 'ok' then 'OK' else 'working (Warning)' end || ' again'
           when f.firing then 'Offer not found on the landing page' || coalesce(' (' || l.final_host || ')', '')
           else 'Offer found on the landing page again'
         end || ', checked ' || private.alert_time(l.checked_at),
         '/admin/link-health?q=' || s.brand_slug || '&market=' || s.market_slug,
         jsonb_build_object('check_id', l.id, 'checked_at', l.checked_at, 'state', l.state,
                            'problems', l.problems, 'final_url', l.final_url)
    from private.alert_scope_brands(p_rule) as s
    cross join lateral (
      select c.* from public.link_checks as c where c.brand_id = s.brand_id order by c.checked_at desc limit 1
    ) as l
    cross join lateral (
      select case when p_rule.kind = 'link_broken' then l.state = 'broken'
                  else l.problems @> '[{"code": "offer_not_found"}]' end as firing
    ) as f
   where s.listed
$$;
comment on function private.alert_link_observations(public.alert_rules) is
  'link_broken and offer_not_found: each listed brand''s latest link check (Broken, or the offer-not-found warning).';

-- The window's traffic per brand and per visitor country, filled once per `hours` and run
-- (evaluate_alerts creates the tables): k = 0 the window, 1..4 the same hours k weeks before.
create or replace function private.alert_fill_traffic(p_hours integer, p_end timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_k integer;
begin
  if exists (select 1 from pg_temp.alert_traffic_filled as f where f.hours = p_hours) then
    return;
  end if;
  for v_k in 0..4 loop
    -- The reports' own FROM items: the rollups plus the rows past the watermark.
    execute format($q$
      insert into pg_temp.alert_brand_traffic (hours, k, brand_id, clicks, bot_clicks, conversions, revenue)
      select %s, %s, c.brand_id,
             coalesce(sum(c.n) filter (where not c.is_bot_filtered), 0),
             coalesce(sum(c.n) filter (where c.is_bot_filtered), 0),
             coalesce(sum(c.conversions) filter (where not c.is_bot_filtered), 0),
             coalesce(sum(c.revenue) filter (where not c.is_bot_filtered), 0)
        from %s
       where c.brand_id is not null
       group by c.brand_id$q$, p_hours, v_k, private.report_click_source('brand'))
    using p_end - make_interval(hours => p_hours, days => 7 * v_k), p_end - make_interval(days => 7 * v_k);
    execute format($q$
      insert into pg_temp.alert_session_traffic (hours, k, country, sessions)
      select %s, %s, lower(s.country), sum(s.n)
        from %s
       where s.country is not null
       group by lower(s.country)$q$, p_hours, v_k, private.report_session_source('country'))
    using p_end - make_interval(hours => p_hours, days => 7 * v_k), p_end - make_interval(days => 7 * v_k);
  end loop;
  insert into pg_temp.alert_traffic_filled (hours) values (p_hours);
end;
$$;
comment on function private.alert_fill_traffic(integer, timestamptz) is
  'Fills evaluate_alerts'' temporary tables with each brand''s clicks, conversions and revenue and each visitor country''s sessions in the last p_hours whole hours before p_end and the same hours 1 to 4 weeks before (the reports'' rollups plus tail).';

-- epc_drop, conversions_drop, bot_share and traffic_change: a brand's (or a market's) window
-- against the average of the same hours of the previous 4 weeks.
create or replace function private.alert_traffic_observations(p_rule public.alert_rules, p_end timestamptz)
returns setof private.alert_observation
language plpgsql
stable
set search_path = ''
as $$
declare
  v_hours integer := private.alert_param(p_rule, 'hours', 24);
  v_percent numeric := private.alert_param(p_rule, 'percent', 50);
  v_min numeric := coalesce(private.alert_param(p_rule, 'min_clicks', null), private.alert_param(p_rule, 'min_count', 100));
  v_share numeric := private.alert_param(p_rule, 'share', 0.3);
  v_metric text := coalesce(p_rule.params ->> 'metric', 'clicks');
  v_direction text := coalesce(p_rule.params ->> 'direction', 'both');
  v_tz text := private.reporting_time_zone();
  v_currency text := private.reporting_currency();
  v_start timestamptz := p_end - make_interval(hours => v_hours);
  v_window text := 'in the last ' || v_hours || ' h';
  v_baseline text := '(same weekday hours, previous 4 weeks; threshold ' || private.alert_number(v_percent) || ' %)';
  v_days text := 'from=' || to_char(v_start at time zone v_tz, 'YYYY-MM-DD')
              || '&to=' || to_char((p_end - interval '1 second') at time zone v_tz, 'YYYY-MM-DD');
begin
  if p_rule.kind = 'traffic_change' and (v_metric = 'sessions' or p_rule.brand_id is null) then
    -- Per market: clicks of its brands, or sessions of visitors located there (by its name).
    return query
    with m as (
      select c.id, c.name, c.slug,
             case when v_metric = 'sessions' then
               (select coalesce(sum(t.sessions), 0) from pg_temp.alert_session_traffic as t
                 where t.hours = v_hours and t.k = 0 and t.country = lower(c.name))
             else
               (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
                  join public.brands as b on b.id = t.brand_id
                 where t.hours = v_hours and t.k = 0 and b.country_id = c.id)
             end::numeric as figure,
             case when v_metric = 'sessions' then
               (select coalesce(sum(t.sessions), 0) from pg_temp.alert_session_traffic as t
                 where t.hours = v_hours and t.k > 0 and t.country = lower(c.name))
             else
               (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
                  join public.brands as b on b.id = t.brand_id
                 where t.hours = v_hours and t.k > 0 and b.country_id = c.id)
             end / 4.0 as baseline
        from public.countries as c
       where p_rule.country_id is null or c.id = p_rule.country_id
    ),
    o as (
      select m.*, round(100 * (m.figure - m.baseline) / m.baseline, 1) as change from m where m.baseline >= v_min
    )
    select 'market:' || o.id, o.name, null::uuid, o.id,
           case v_direction when 'down' then o.change < -v_percent when 'up' then o.change > v_percent
                else abs(o.change) > v_percent end,
           o.figure, round(o.baseline, 2), v_percent,
           initcap(v_metric) || ' ' || private.alert_number(o.figure) || ' ' || v_window || ', '
             || case when o.change < 0 then 'down ' || private.alert_number(-o.change) || ' %'
                     when o.change > 0 then 'up ' || private.alert_number(o.change) || ' %' else 'unchanged' end
             || ' against ' || private.alert_number(o.baseline) || ' ' || v_baseline,
           case when v_metric = 'sessions' then '/admin/incoming?country=' || o.slug || '&' || v_days
                else '/admin/click-log?country=' || o.slug || '&' || v_days end,
           jsonb_build_object('metric', v_metric, 'hours', v_hours, 'change_percent', o.change,
                              'direction', v_direction, 'window_start', v_start, 'window_end', p_end)
      from o;
    return;
  end if;

  return query
  with s as (
    select b.*,
           coalesce(sum(t.clicks) filter (where t.k = 0), 0)::numeric as clicks,
           coalesce(sum(t.bot_clicks) filter (where t.k = 0), 0)::numeric as bot_clicks,
           coalesce(sum(t.conversions) filter (where t.k = 0), 0)::numeric as conversions,
           coalesce(sum(t.revenue) filter (where t.k = 0), 0)::numeric as revenue,
           coalesce(sum(t.clicks) filter (where t.k > 0), 0) / 4.0 as base_clicks,
           coalesce(sum(t.conversions) filter (where t.k > 0), 0) / 4.0 as base_conversions,
           coalesce(sum(t.revenue) filter (where t.k > 0), 0) / 4.0 as base_revenue
      from private.alert_scope_brands(p_rule) as b
      left join pg_temp.alert_brand_traffic as t on t.brand_id = b.brand_id and t.hours = v_hours
     group by b.brand_id, b.brand_name, b.brand_slug, b.country_id, b.market_name, b.market_slug, b.listed
  ),
  o as (
    select s.*,
           case p_rule.kind
             when 'epc_drop' then round(s.revenue / nullif(s.clicks, 0), 4)
             when 'conversions_drop' then s.conversions
             when 'bot_share' then round(s.bot_clicks / nullif(s.clicks + s.bot_clicks, 0), 4)
             else s.clicks
           end as figure,
           case p_rule.kind
             when 'epc_drop' then round(s.base_revenue / nullif(s.base_clicks, 0), 4)
             when 'conversions_drop' then s.base_conversions
             when 'bot_share' then null
             else s.base_clicks
           end as baseline
      from s
     where case p_rule.kind
             when 'epc_drop' then s.base_clicks >= v_min and s.base_revenue > 0
             when 'conversions_drop' then s.base_clicks >= v_min and s.base_conversions > 0
             when 'bot_share' then s.clicks + s.bot_clicks >= v_min
             else s.base_clicks >= v_min
           end
  ),
  c as (
    -- No click in the window: no money per click either (EPC 0).
    select o.*, case when p_rule.kind = 'epc_drop' then coalesce(o.figure, 0) else o.figure end as value,
           case when o.baseline > 0 then round(100 * (coalesce(o.figure, 0) - o.baseline) / o.baseline, 1) end as change
      from o
  )
  select 'brand:' || c.brand_id, c.brand_name || ' in ' || c.market_name, c.brand_id, c.country_id,
         case p_rule.kind
           when 'bot_share' then c.value > v_share
           when 'traffic_change' then
             case v_direction when 'down' then c.change < -v_percent when 'up' then c.change > v_percent
                  else abs(c.change) > v_percent end
           else c.change < -v_percent
         end,
         c.value, c.baseline, case when p_rule.kind = 'bot_share' then v_share else v_percent end,
         case p_rule.kind
           when 'bot_share' then
             'Bot-filtered clicks ' || private.alert_number(100 * c.value) || ' % of '
               || private.alert_number(c.clicks + c.bot_clicks) || ' ' || v_window
               || ' (threshold ' || private.alert_number(100 * v_share) || ' %)'
           else
             case p_rule.kind when 'epc_drop' then 'EPC ' when 'conversions_drop' then 'Conversions ' else 'Clicks ' end
               || private.alert_number(c.value) || case when p_rule.kind = 'epc_drop' then ' ' || v_currency else '' end
               || ' ' || v_window || ', '
               || case when c.change < 0 then 'down ' || private.alert_number(-c.change) || ' %'
                       when c.change > 0 then 'up ' || private.alert_number(c.change) || ' %' else 'unchanged' end
               || ' against ' || private.alert_number(c.baseline)
               || case when p_rule.kind = 'epc_drop' then ' ' || v_currency else '' end || ' ' || v_baseline
         end,
         '/admin/click-log?brand=' || c.brand_slug || '&' || v_days,
         jsonb_build_object('hours', v_hours, 'clicks', c.clicks, 'bot_clicks', c.bot_clicks,
                            'conversions', c.conversions, 'revenue', c.revenue,
                            'baseline_clicks', c.base_clicks, 'baseline_conversions', c.base_conversions,
                            'baseline_revenue', c.base_revenue, 'change_percent', c.change,
                            'window_start', v_start, 'window_end', p_end)
    from c;
end;
$$;
comment on function private.alert_traffic_observations(public.alert_rules, timestamptz) is
  'epc_drop, conversions_drop, bot_share and traffic_change: each brand''s (traffic_change without a brand: each market''s) figure in the window against the average of the same hours of the previous 4 weeks, from evaluate_alerts'' temporary traffic tables.';

-- postback_silent: an active source that sent nothing for `hours` while the brands of its
-- recent postbacks got clicks.
create or replace function private.alert_postback_observations(p_rule public.alert_rules, p_end timestamptz)
returns setof private.alert_observation
language plpgsql
stable
set search_path = ''
as $$
begin
  -- plpgsql: the temporary traffic table exists only while evaluate_alerts runs.
  return query
  with p as (
    select private.alert_param(p_rule, 'hours', 24)::integer as hours,
           private.alert_param(p_rule, 'min_clicks', 1) as min_clicks
  ),
  sources as (
    select ps.id, ps.name,
           -- A rejected postback (a bad token) records nothing, nor does a console test.
           (select max(x.received_at) from public.postbacks as x
             where x.source_id = ps.id and x.status <> 'rejected' and not x.is_test) as last_at,
           (select coalesce(sum(t.clicks), 0) from pg_temp.alert_brand_traffic as t
             where t.hours = p.hours and t.k = 0
               and t.brand_id in (
                 select c.brand_id
                   from public.postbacks as x
                   join public.brand_clicks_history as c on c.id = x.brand_click_id
                  where x.source_id = ps.id and x.status in ('accepted', 'duplicate') and not x.is_test
                    and x.received_at >= p_end - make_interval(hours => p.hours, days => 14)
                    and c.brand_id in (select s.brand_id from private.alert_scope_brands(p_rule) as s))
           ) as clicks,
           p.hours, p.min_clicks
      from public.postback_sources as ps, p
     where ps.is_active
  )
  select 'source:' || s.id, s.name, null::uuid, null::uuid,
         s.last_at < p_end - make_interval(hours => s.hours),
         round(extract(epoch from p_end - s.last_at) / 3600, 1), null::numeric, s.hours::numeric,
         case when s.last_at < p_end - make_interval(hours => s.hours) then
           'No postback from ' || s.name || ' for ' || private.alert_number(extract(epoch from p_end - s.last_at) / 3600)
             || ' h (last ' || private.alert_time(s.last_at) || ') while its brands got '
             || s.clicks || ' clicks in the last ' || s.hours || ' h (threshold ' || s.hours || ' h)'
         else
           'Postbacks from ' || s.name || ' again (last ' || private.alert_time(s.last_at) || ')'
         end,
         '/admin/postbacks?source=' || s.id,
         jsonb_build_object('last_postback_at', s.last_at, 'clicks', s.clicks, 'hours', s.hours)
    from sources as s
   where s.clicks >= s.min_clicks and s.last_at is not null;
end;
$$;
comment on function private.alert_postback_observations(public.alert_rules, timestamptz) is
  'postback_silent: each active postback source with its last postback and the window''s clicks on the brands of its postbacks'' clicks in the 14 days before (the brands it serves).';

-- licence_expiring: the licence that keeps a brand listed in a licence-requiring market.
create or replace function private.alert_licence_observations(p_rule public.alert_rules, p_end timestamptz)
returns setof private.alert_observation
language sql
stable
set search_path = ''
as $$
  with p as (
    select private.alert_param(p_rule, 'days', 30)::integer as days,
           (p_end at time zone private.reporting_time_zone())::date as today
  )
  select 'brand:' || s.brand_id, s.brand_name || ' in ' || s.market_name, s.brand_id, s.country_id,
         l.valid_to is not null and l.valid_to - p.today <= p.days,
         (l.valid_to - p.today)::numeric, null::numeric, p.days::numeric,
         case when l.valid_to is null then
           'Licence ' || l.licence_number || ' (' || l.regulator || ') has no end date'
         else
           'Licence ' || l.licence_number || ' (' || l.regulator || ') ends on ' || to_char(l.valid_to, 'DD Mon YYYY')
             || ', in ' || (l.valid_to - p.today) || ' days (threshold ' || p.days || ' days): without another, '
             || s.brand_name || ' leaves ' || s.market_name || ' after that'
         end,
         '/admin/brands?edit=' || s.brand_id,
         jsonb_build_object('licence_id', l.id, 'valid_to', l.valid_to, 'days_left', l.valid_to - p.today)
    from p, private.alert_scope_brands(p_rule) as s
    join public.countries as c on c.id = s.country_id and c.licence_required
    cross join lateral (
      -- As market_block: a licence of the market's regulators (any, when it names none) valid
      -- today; the one ending last.
      select bl.id, bl.licence_number, bl.valid_to, r.name as regulator
        from public.brand_licences as bl
        join public.regulators as r on r.id = bl.regulator_id
       where bl.brand_id = s.brand_id
         and bl.valid_from <= p.today and (bl.valid_to is null or bl.valid_to >= p.today)
         and (not exists (select 1 from public.market_regulators as m where m.country_id = s.country_id)
              or exists (select 1 from public.market_regulators as m
                          where m.country_id = s.country_id and m.regulator_id = bl.regulator_id))
       order by bl.valid_to desc nulls first
       limit 1
    ) as l
   where s.listed
$$;
comment on function private.alert_licence_observations(public.alert_rules, timestamptz) is
  'licence_expiring: for each listed brand of a licence-requiring market, the valid licence ending last and the days left.';

-- rollup_behind: minutes since the fold job last ran.
create or replace function private.alert_rollup_observations(p_rule public.alert_rules, p_end timestamptz)
returns setof private.alert_observation
language sql
stable
set search_path = ''
as $$
  select 'rollup', 'Report rollups', null::uuid, null::uuid,
         m.minutes > m.threshold, m.minutes, null::numeric, m.threshold,
         case when m.minutes > m.threshold then
           'Report rollups ' || private.alert_number(m.minutes) || ' minutes behind: the fold job last ran at '
             || private.alert_time(w.folded_at) || ' (threshold ' || m.threshold || ' minutes)'
         else 'Report rollups up to date (the fold job ran at ' || private.alert_time(w.folded_at) || ')' end,
         '/admin/analytics',
         jsonb_build_object('folded_at', w.folded_at)
    from public.traffic_rollup_state as w
   cross join lateral (
     select round(greatest(extract(epoch from p_end - w.folded_at), 0) / 60, 1) as minutes,
            private.alert_param(p_rule, 'minutes', 15) as threshold
   ) as m
$$;
comment on function private.alert_rollup_observations(public.alert_rules, timestamptz) is
  'rollup_behind: how many minutes ago the rollup fold job last ran (traffic_rollup_state.folded_at).';

create or replace function private.evaluate_alerts(p_now timestamptz default now())
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_end timestamptz := date_trunc('hour', p_now);
  v_rule public.alert_rules;
  v_changed integer := 0;
  v_count integer;
begin
  -- One run at a time: a second waits for the first (they would race on the same episodes).
  perform pg_advisory_xact_lock(hashtextextended('private.evaluate_alerts', 0));
  -- Dropped at commit; emptied when a transaction runs the job twice.
  create temporary table if not exists alert_brand_traffic (hours integer, k integer, brand_id uuid,
    clicks bigint, bot_clicks bigint, conversions bigint, revenue numeric) on commit drop;
  create temporary table if not exists alert_session_traffic (hours integer, k integer, country text,
    sessions bigint) on commit drop;
  create temporary table if not exists alert_traffic_filled (hours integer primary key) on commit drop;
  create temporary table if not exists alert_observations (rule_id uuid, o private.alert_observation) on commit drop;
  truncate pg_temp.alert_brand_traffic, pg_temp.alert_session_traffic, pg_temp.alert_traffic_filled,
    pg_temp.alert_observations;

  -- A switched-off rule's open episodes end, without a message (nobody asked to hear about it).
  update public.alerts as a
     set cleared_at = greatest(p_now, a.fired_at), cleared_message = 'The rule was switched off',
         cleared_notified_at = greatest(p_now, a.fired_at)
    from public.alert_rules as r
   where r.id = a.rule_id and a.cleared_at is null and not r.enabled;
  get diagnostics v_count = row_count;
  v_changed := v_changed + v_count;

  for v_rule in
    select * from public.alert_rules as r
     where r.enabled and (r.muted_until is null or r.muted_until <= p_now)
     order by r.id
  loop
    if v_rule.kind in ('postback_silent', 'epc_drop', 'conversions_drop', 'traffic_change', 'bot_share') then
      perform private.alert_fill_traffic(private.alert_param(v_rule, 'hours', 24)::integer, v_end);
    end if;
    if v_rule.kind in ('link_broken', 'offer_not_found') then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_link_observations(v_rule) as o;
    elsif v_rule.kind = 'postback_silent' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_postback_observations(v_rule, v_end) as o;
    elsif v_rule.kind = 'licence_expiring' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_licence_observations(v_rule, p_now) as o;
    elsif v_rule.kind = 'rollup_behind' then
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_rollup_observations(v_rule, p_now) as o;
    else
      insert into pg_temp.alert_observations (rule_id, o)
      select v_rule.id, o from private.alert_traffic_observations(v_rule, v_end) as o;
    end if;

    -- Clear: an open episode whose subject no longer crosses, or is no longer measured.
    update public.alerts as a
       set cleared_at = greatest(p_now, a.fired_at),
           cleared_message = coalesce(
             (select (x.o).message from pg_temp.alert_observations as x
               where x.rule_id = v_rule.id and (x.o).subject_key = a.subject_key),
             'No longer measured (out of the rule''s scope, or too few clicks to judge)')
     where a.rule_id = v_rule.id and a.cleared_at is null
       and not exists (select 1 from pg_temp.alert_observations as x
                        where x.rule_id = v_rule.id and (x.o).subject_key = a.subject_key and (x.o).firing);
    get diagnostics v_count = row_count;
    v_changed := v_changed + v_count;

    -- Open: once per episode (the partial unique index: none while one is open).
    insert into public.alerts (rule_id, kind, subject_key, subject_label, brand_id, country_id, fired_at,
                               figure, baseline, threshold, message, link, details)
    select v_rule.id, v_rule.kind, (x.o).subject_key, left((x.o).subject_label, 300), (x.o).brand_id,
           (x.o).country_id, p_now, trim_scale(round((x.o).figure, 4)), trim_scale(round((x.o).baseline, 4)), (x.o).threshold, left((x.o).message, 1000),
           left((x.o).link, 1000), coalesce((x.o).details, '{}')
      from pg_temp.alert_observations as x
     where x.rule_id = v_rule.id and (x.o).firing
    on conflict (rule_id, subject_key) where cleared_at is null do nothing;
    get diagnostics v_count = row_count;
    v_changed := v_changed + v_count;
  end loop;

  perform private.request_alert_deliveries();
  return v_changed;
end;
$$;
comment on function private.evaluate_alerts(timestamptz) is
  'The alerts job (pg_cron every 5 minutes): for each enabled, unmuted rule, opens an episode for each subject crossing its threshold (once: none while one is open) and clears those that recovered; then asks the alerts function to deliver them. p_now: the clock (tests set it). Returns how many episodes opened or cleared.';

-- Delivery --------------------------------------------------------------------------------------

-- The episodes to deliver, taken once: the opening (notified_at) or the clearing
-- (cleared_notified_at) is stamped as it is taken, so a retry or a second caller never sends it
-- again. With each, the rule and its subscribers' addresses.
create or replace function public.claim_alert_deliveries(p_limit integer default 20)
returns table (alert_id uuid, event text, rule_id uuid, rule_name text, kind text, webhook_url text,
               recipients text[], subject_label text, message text, cleared_message text, link text,
               fired_at timestamptz, cleared_at timestamptz, figure numeric, baseline numeric,
               threshold numeric)
language sql
security invoker
set search_path = ''
as $$
  with due as (
    select a.id, case when a.notified_at is null then 'fired' else 'cleared' end as event
      from public.alerts as a
     where a.notified_at is null or (a.cleared_at is not null and a.cleared_notified_at is null)
     order by a.fired_at
     limit least(greatest(p_limit, 1), 100)
       for update skip locked
  ),
  taken as (
    update public.alerts as a
       set notified_at = coalesce(a.notified_at, now()),
           cleared_notified_at = case when due.event = 'cleared' then now() else a.cleared_notified_at end
      from due
     where a.id = due.id
    returning a.*, due.event
  )
  select t.id, t.event, r.id, r.name, t.kind, r.webhook_url,
         array(select u.email from public.alert_subscriptions as s
                 join public.admin_users as u on u.id = s.user_id
                where s.rule_id = r.id and u.disabled_at is null
                order by u.email),
         t.subject_label, t.message, t.cleared_message, t.link, t.fired_at, t.cleared_at, t.figure,
         t.baseline, t.threshold
    from taken as t
    join public.alert_rules as r on r.id = t.rule_id
   order by t.fired_at
$$;
comment on function public.claim_alert_deliveries(integer) is
  'The alerts function''s next deliveries (an episode''s opening, or its clearing), each taken once: stamped notified_at / cleared_notified_at as it is returned, with the rule''s webhook and its subscribers'' addresses.';
revoke all on function public.claim_alert_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(integer) to service_role;

create or replace function public.record_alert_delivery(
  p_alert_id uuid, p_event text, p_email_status text, p_webhook_status text, p_details jsonb default '{}')
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.alerts
     set email_status = left(p_email_status, 300),
         webhook_status = left(p_webhook_status, 300),
         delivery = delivery || jsonb_build_object(p_event, coalesce(p_details, '{}') || jsonb_build_object('at', now()))
   where id = p_alert_id;
$$;
comment on function public.record_alert_delivery(uuid, text, text, text, jsonb) is
  'What the alerts function''s delivery of an episode''s opening or clearing did: the email and webhook outcomes in words, and the details by event.';
revoke all on function public.record_alert_delivery(uuid, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_alert_delivery(uuid, text, text, text, jsonb) to service_role;

-- Asks the alerts function, by pg_net, to deliver what is waiting (the request runs after this
-- transaction): nothing is sent while nothing waits.
create or replace function private.request_alert_deliveries()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (select 1 from public.alerts as a
                  where a.notified_at is null or (a.cleared_at is not null and a.cleared_notified_at is null)) then
    return null;
  end if;
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into v_key from vault.decrypted_secrets where name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'Alerts wait for delivery, but the Vault secrets project_url and service_role_key are not set';
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/alerts',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := '{"deliver": true}'::jsonb,
    timeout_milliseconds := 120000);
end;
$$;
comment on function private.request_alert_deliveries() is
  'Calls the alerts function by pg_net (Vault secrets project_url and service_role_key, as the link checks) when an episode''s opening or clearing waits for delivery.';

revoke all on function private.alert_param(public.alert_rules, text, numeric), private.alert_number(numeric),
  private.alert_time(timestamptz), private.alert_scope_brands(public.alert_rules),
  private.alert_link_observations(public.alert_rules), private.alert_fill_traffic(integer, timestamptz),
  private.alert_traffic_observations(public.alert_rules, timestamptz),
  private.alert_postback_observations(public.alert_rules, timestamptz),
  private.alert_licence_observations(public.alert_rules, timestamptz),
  private.alert_rollup_observations(public.alert_rules, timestamptz),
  private.evaluate_alerts(timestamptz), private.request_alert_deliveries()
  from public, anon, authenticated, service_role;

do $$
begin
  perform cron.schedule('evaluate-alerts', '*/5 * * * *', 'select private.evaluate_alerts()');
end;
$$;

/**
 * The rights matrix: what anon, authenticated and service_role may do on every
 * table, sequence, function and schema we create, declared once below and
 * compared with the migrated database's catalog, so a missing grant and an
 * extra one both fail. The local bootstrap gives new objects no default
 * privileges (as hosted Supabase since 30 October 2026), so every right listed
 * here comes from a migration's explicit grant. RLS then decides which rows.
 *
 * Notation, per role: 'SELECT' is the whole table; 'INSERT (a, b)' only those
 * columns; 'UPDATE except (a, b)' every column but those (whichever list is
 * shorter, the way the test prints the database's state).
 */
import { describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'

const ROLES = ['anon', 'authenticated', 'service_role'] as const
type Role = (typeof ROLES)[number]
type Rights = Partial<Record<Role, string[]>>

/** Our schemas: public (the Data API), private (policy helpers), request_guard (db-pre-request). */
const SCHEMAS = ['private', 'public', 'request_guard']

/** Every DML right: the service key (postback function, admin tooling) on a table it maintains. */
const ALL_DML = ['DELETE', 'INSERT', 'SELECT', 'UPDATE']

const schemas: Record<string, Role[]> = {
  private: ['authenticated', 'service_role'],
  public: ['anon', 'authenticated', 'service_role'],
  request_guard: ['anon', 'authenticated', 'service_role'],
}

/** Append-only logs: the service key adds and prunes rows, nobody rewrites one. */
const LOG = ['DELETE', 'INSERT', 'SELECT']

const tables: Record<string, Rights> = {
  // Content: visitors read (RLS: active or published rows), staff write (RLS: by role).
  'public.countries': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.categories': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.brands': {
    anon: ['SELECT'],
    // Nobody but the server writes the rating or the timestamps.
    authenticated: [
      'DELETE',
      // blacklist_entry_id is kept by a trigger from the market blacklist.
      'INSERT except (blacklist_entry_id, created_at, link_pause_reason, link_paused_at, updated_at, user_rating, user_rating_votes)',
      'SELECT',
      'UPDATE except (blacklist_entry_id, created_at, id, link_pause_reason, link_paused_at, updated_at, user_rating, user_rating_votes)',
    ],
    service_role: ALL_DML,
  },
  'public.brand_categories': {
    anon: ['SELECT'],
    authenticated: ['DELETE', 'INSERT except (created_at)', 'SELECT'],
    service_role: ALL_DML,
  },
  // Licensing: visitors read the public register data (the review page shows a licence);
  // the blacklist only staff. RLS: admins and editors write.
  'public.regulators': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.market_regulators': {
    anon: ['SELECT'],
    authenticated: ['DELETE', 'INSERT', 'SELECT'],
    service_role: ALL_DML,
  },
  'public.brand_licences': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.market_blacklist': { authenticated: ALL_DML, service_role: ALL_DML },
  // The build's evidence of the market pages: staff read it; only the build (service role) writes.
  'public.page_builds': {
    authenticated: ['SELECT'],
    service_role: ['DELETE', 'INSERT', 'SELECT'],
  },
  'public.page_evidence': {
    authenticated: ['SELECT'],
    service_role: ['DELETE', 'INSERT', 'SELECT'],
  },
  // The offer monitor's checks: staff read them; only the link-check function (service role) writes.
  'public.link_checks': {
    authenticated: ['SELECT'],
    service_role: ['DELETE', 'INSERT', 'SELECT'],
  },
  'public.brand_link_health': { authenticated: ['SELECT'] },
  // Saved views (#28): staff save their own (RLS: sections their role reads); the owner column,
  // the id and the timestamps are the server's. The reports function reads them; the service
  // key (admin tooling, tests) maintains them.
  'public.saved_views': {
    authenticated: [
      'DELETE',
      'INSERT (name, section, shared, state)',
      'SELECT',
      'UPDATE (name, shared, state)',
    ],
    service_role: ALL_DML,
  },
  // A view's email schedule: its owner or an admin sets it; the reports function claims and
  // advances it (next_run_at, sending_since, last_* are the server's).
  'public.report_schedules': {
    authenticated: [
      'DELETE',
      'INSERT (frequency, recipients, view_id)',
      'SELECT',
      'UPDATE (frequency, recipients)',
    ],
    service_role: ['SELECT', 'UPDATE'],
  },
  // Alerts (#28): admins write the rules (RLS), staff read them and manage their own
  // subscriptions and reads; episodes are written by the evaluation job (as the owner) and
  // their delivery state by the alerts function (service role).
  'public.alert_rules': {
    authenticated: [
      'DELETE',
      'INSERT except (created_at, id, updated_at, updated_by)',
      'SELECT',
      'UPDATE except (created_at, id, kind, updated_at, updated_by)',
    ],
    service_role: ALL_DML,
  },
  'public.alert_subscriptions': {
    authenticated: ['DELETE', 'INSERT except (created_at)', 'SELECT'],
    service_role: ['SELECT'],
  },
  'public.alerts': { authenticated: ['SELECT'], service_role: ['DELETE', 'SELECT', 'UPDATE'] },
  'public.alert_reads': {
    authenticated: ['DELETE', 'INSERT except (read_at)', 'SELECT'],
    service_role: ['SELECT'],
  },
  // Market rules: visitors read what the public pages show, never the staff's source note.
  'public.market_rules': {
    anon: ['SELECT except (created_at, pause_on_broken_link, source, updated_at)'],
    authenticated: ALL_DML,
    service_role: ALL_DML,
  },
  'public.pages': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.code_snippets': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.site_settings': { anon: ['SELECT'], authenticated: ALL_DML, service_role: ALL_DML },
  'public.media': {
    authenticated: [
      'DELETE',
      'INSERT except (created_at, updated_at, uploaded_by)',
      'SELECT',
      'UPDATE except (bucket_id, created_at, id, updated_at, uploaded_by)',
    ],
    service_role: ALL_DML,
  },

  // Visitors write without reading back; the server's columns are the triggers'.
  'public.brand_votes': {
    anon: ['INSERT (brand_id, rating, voter_id)'],
    authenticated: ['DELETE', 'INSERT (brand_id, rating, voter_id)', 'SELECT'],
    service_role: LOG,
  },
  'public.visitor_sessions': {
    anon: [
      'INSERT except (created_at, id, ingest_xid, referrer_host, session_end, time_on_site_sec, updated_at)',
    ],
    authenticated: [
      'DELETE',
      'INSERT except (created_at, id, ingest_xid, referrer_host, session_end, time_on_site_sec, updated_at)',
      'SELECT',
    ],
    service_role: LOG,
  },
  'public.visitor_session_end_events': {
    anon: ['INSERT (session_id, time_on_site_sec, user_id)'],
    authenticated: ['DELETE', 'INSERT (session_id, time_on_site_sec, user_id)', 'SELECT'],
    service_role: LOG,
  },
  // Generated and trigger-kept columns (referrer_host, landing_path, postback totals) are the server's.
  'public.brand_clicks_history': {
    anon: [
      'INSERT except (accepted_postbacks, conversions, id, ingest_xid, landing_path, referrer_host, revenue)',
    ],
    authenticated: [
      'DELETE',
      'INSERT except (accepted_postbacks, conversions, id, ingest_xid, landing_path, referrer_host, revenue)',
      'SELECT',
    ],
    service_role: LOG,
  },

  // Staff and sign-in.
  'public.admin_users': {
    authenticated: [
      'DELETE',
      'INSERT (email, full_name, id, role)',
      'SELECT',
      'UPDATE except (admin_token_issued_at, created_at, email, id)',
    ],
    // npm run admin:create and the admin-users function.
    service_role: ALL_DML,
  },
  'public.login_attempts': {
    anon: ['INSERT (email, failure_reason, success)'],
    authenticated: ['DELETE', 'INSERT (email, failure_reason, success)', 'SELECT'],
    service_role: LOG,
  },
  'public.audit_log': { authenticated: ['SELECT'], service_role: ['SELECT'] },

  // Postbacks: admins manage sources (RLS); the postback function uses the service key.
  'public.postback_sources': { authenticated: ALL_DML, service_role: ALL_DML },
  // Secrets are hashes written by issue_postback_secret; staff read only the dates.
  'public.postback_source_secrets': {
    authenticated: ['SELECT except (previous_secret_hash, secret_hash, test_token_hash)'],
    service_role: ALL_DML,
  },
  'public.postbacks': { authenticated: ['DELETE', 'SELECT'], service_role: LOG },

  // The traffic logs' views: security invoker, so RLS leaves their rows to admins and analysts.
  'public.admin_click_log': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.admin_session_log': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  // Hourly report rollups: written by the fold job only, read by admins and analysts (RLS), as
  // are the job's watermark and the changes of folded rows it has yet to apply.
  'public.traffic_hourly_clicks': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.traffic_hourly_sessions': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.traffic_hourly_click_dimensions': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.traffic_hourly_session_dimensions': {
    authenticated: ['SELECT'],
    service_role: ['SELECT'],
  },
  'public.traffic_rollup_state': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.traffic_click_changes': { authenticated: ['SELECT'], service_role: ['SELECT'] },
  'public.traffic_session_changes': { authenticated: ['SELECT'], service_role: ['SELECT'] },

  // What a postback source's delete loses (its secret's hashes, its postbacks' link), kept for
  // its Undo by a trigger and read by restore_deleted_row(), both SECURITY DEFINER: nobody else.
  'private.deleted_postback_sources': {},
  // Failed password sign-ins per account: written by Auth's password verification hook only.
  'private.password_failures': {},

  // The per-IP write limit counts anonymous writes only, as the anonymous caller (RLS: its own address).
  'request_guard.anon_write_counts': { anon: ALL_DML },
  // The postback function's per-address counter (service key only).
  'private.postback_address_counts': { service_role: ALL_DML },
}

/** Identity columns draw from their sequence without a grant: nobody needs one. */
const sequences: Record<string, Rights> = {
  'public.audit_log_id_seq': {},
  'public.traffic_click_changes_id_seq': {},
  'public.traffic_session_changes_id_seq': {},
  'public.login_attempts_id_seq': {},
  'public.traffic_hourly_click_dimensions_id_seq': {},
  'public.traffic_hourly_clicks_id_seq': {},
  'public.traffic_hourly_session_dimensions_id_seq': {},
  'public.traffic_hourly_sessions_id_seq': {},
  'public.visitor_session_end_events_id_seq': {},
}

const EVERYONE: Role[] = ['anon', 'authenticated', 'service_role']
const SIGNED_IN: Role[] = ['authenticated', 'service_role']
/** Trigger functions and helpers called only inside SECURITY DEFINER code: no caller needs EXECUTE. */
const NOBODY: Role[] = []

const functions: Record<string, Role[]> = {
  // The traffic logs: a period's bounds in the reporting time zone.
  'public.log_period_bounds(text, date, date)': SIGNED_IN,
  // The Data API's RPCs.
  'public.calculate_traffic_quality_score(text, text, integer, integer, integer, text, integer, integer, boolean)':
    EVERYONE,
  'public.cast_brand_vote(uuid, text, integer)': EVERYONE,
  'public.end_visitor_session(text, text, integer)': EVERYONE,
  // The page's brand click: one call that records it and returns the server-issued click id.
  'public.record_click(jsonb)': EVERYONE,
  'public.check_user_admin_status(text)': SIGNED_IN,
  'public.my_two_factor_state()': SIGNED_IN,
  'public.market_block(brands)': EVERYONE,
  // The offer's rules check: the brand form, the save trigger and market_block (visitors' policy).
  'public.check_offer(jsonb)': EVERYONE,
  // The admin's country deletion check (counts under the caller's RLS).
  'public.country_dependencies(uuid)': SIGNED_IN,
  // The workbench's Undo, the dashboard's staleness figure and its rebuild offer (role-checked inside).
  'public.content_changes_since(timestamp with time zone)': SIGNED_IN,
  'public.rebuild_hook_configured()': SIGNED_IN,
  'public.restore_deleted_row(text, text)': SIGNED_IN,
  // The admin's brand ranking order and copy into another country (under the caller's RLS).
  'public.duplicate_brand(uuid, uuid, text)': SIGNED_IN,
  'public.reorder_brands(uuid, uuid[])': SIGNED_IN,
  // The admin brand form's save (brand and its categories in one transaction).
  'public.media_uploader(uuid)': SIGNED_IN,
  'public.media_usage(uuid)': SIGNED_IN,
  'public.save_brand(jsonb, uuid[], uuid, timestamp with time zone)': SIGNED_IN,
  'public.set_admin_token_for_user(text)': SIGNED_IN,
  // Reports: security invoker, answering admins and analysts only.
  'public.report_breakdown(text, date, date, jsonb, integer, text)': SIGNED_IN,
  'public.report_heatmap(date, date, jsonb)': SIGNED_IN,
  'public.report_summary(date, date, jsonb)': SIGNED_IN,
  'public.report_timeseries(date, date, jsonb)': SIGNED_IN,
  'public.reporting_time_zone()': SIGNED_IN,
  // The reporting currency (admins and analysts only; null for other callers).
  'public.reporting_currency()': SIGNED_IN,
  // Postback secrets and the Test Postback console's token (admin-checked inside; returned once).
  'public.issue_postback_secret(uuid, integer)': ['authenticated'],
  'public.issue_test_postback_token(uuid)': ['authenticated'],
  // The admin-users function's "sign out everywhere" (service key only; it checks the admin first).
  'public.end_user_sessions(uuid)': ['service_role'],
  // The offer monitor: what is due and recording a check (the link-check function's service
  // key), and who asks for a check now (editors and admins: null for other callers).
  'public.due_link_checks(integer)': ['service_role'],
  'public.record_link_check(uuid, text, uuid, jsonb)': ['service_role'],
  'public.link_check_requester()': ['authenticated'],
  // The postback function's per-address limit (counts and answers in one call).
  'public.count_postback_request(text)': ['service_role'],
  // Alerts: the bell's unread count and marking read (the caller's own rows).
  'public.alert_unread_count()': ['authenticated'],
  'public.mark_alerts_read(uuid[])': ['authenticated'],
  // The alerts function takes each episode's delivery once and records what it did.
  'public.claim_alert_deliveries(integer)': ['service_role'],
  'public.record_alert_delivery(uuid, text, text, text, jsonb)': ['service_role'],

  // Definer bodies behind the invoker entry points of the same name in public.
  'private.media_uploader(uuid)': SIGNED_IN,
  'private.issue_postback_secret(uuid, integer)': ['authenticated'],
  'private.issue_test_postback_token(uuid)': ['authenticated'],
  'private.end_user_sessions(uuid)': ['service_role'],

  // Role helpers the policies call.
  'private.has_role(text[])': SIGNED_IN,
  'private.session_is_live()': SIGNED_IN,
  'private.two_factor_state()': SIGNED_IN,
  'private.blacklist_entry_for(uuid, text, text)': NOBODY,
  'private.brands_blacklist_check()': NOBODY,
  'private.market_blacklist_apply()': NOBODY,
  'private.brands_offer_check()': NOBODY,
  'private.market_rules_check_time_zone()': NOBODY,
  // pg_cron's job asking the link-check function to run (as the superuser).
  'private.request_link_checks()': NOBODY,
  // Saved views and scheduled reports (#28): the sections' read roles behind the policies, the
  // staff directory (definer behind the public invoker entry point), the schedule's trigger and
  // send times, the reports function's claim and finish, and pg_cron's request.
  'private.section_read_roles(text)': SIGNED_IN,
  // Who the report functions answer: admins, analysts and the trusted reports function.
  'private.may_read_reports()': SIGNED_IN,
  'private.may_read_section(text)': SIGNED_IN,
  'private.staff_directory()': ['authenticated'],
  'public.staff_directory()': ['authenticated'],
  'private.report_schedules_check()': NOBODY,
  'private.report_next_run(text, timestamp with time zone)': ['service_role'],
  'public.claim_due_reports(integer)': ['service_role'],
  'public.finish_report(uuid, timestamp with time zone, text)': ['service_role'],
  'private.request_reports()': NOBODY,
  // pg_cron's jobs call edge functions through it (as the superuser).
  'private.request_function(text, jsonb)': NOBODY,
  // Who reads and sets a view's schedule (report_schedules' policies).
  'private.may_schedule_view(uuid)': SIGNED_IN,
  // The alert rules' save trigger checks, run as the writing admin.
  'private.alert_params_error(text, jsonb)': SIGNED_IN,
  'private.webhook_url_error(text)': SIGNED_IN,
  'private.alert_rules_before_write()': NOBODY,
  // pg_cron's alerts job (as the superuser) and what it calls.
  'private.evaluate_alerts(timestamp with time zone)': NOBODY,
  'private.request_alert_deliveries()': NOBODY,
  'private.alert_param(alert_rules, text, numeric)': NOBODY,
  'private.alert_number(numeric)': NOBODY,
  'private.alert_time(timestamp with time zone)': NOBODY,
  'private.alert_scope_brands(alert_rules)': NOBODY,
  'private.alert_link_observations(alert_rules)': NOBODY,
  'private.alert_fill_traffic(integer, timestamp with time zone)': NOBODY,
  'private.alert_traffic_observations(alert_rules, timestamp with time zone)': NOBODY,
  'private.alert_postback_observations(alert_rules, timestamp with time zone)': NOBODY,
  'private.alert_licence_observations(alert_rules, timestamp with time zone)': NOBODY,
  'private.alert_rollup_observations(alert_rules, timestamp with time zone)': NOBODY,
  'private.session_grants_staff_rights()': SIGNED_IN,
  'private.content_tables()': SIGNED_IN,
  // The pages' route guard reads it as the writing editor.
  'private.reserved_route_segments()': SIGNED_IN,
  // SECURITY DEFINER behind the public SECURITY INVOKER wrappers of the same name (role-checked inside).
  'private.rebuild_hook_configured()': SIGNED_IN,
  'private.restore_deleted_row(text, text)': SIGNED_IN,
  'private.is_admin()': SIGNED_IN,
  // Run inside the invoker report functions and log views, so their callers need EXECUTE.
  'private.report_click_source(text)': SIGNED_IN,
  'private.report_click_where(jsonb, integer)': SIGNED_IN,
  'private.report_rollup(jsonb, timestamp with time zone, timestamp with time zone, text)':
    SIGNED_IN,
  'private.report_session_source(text)': SIGNED_IN,
  'private.report_session_where(jsonb, integer)': SIGNED_IN,
  'private.click_tail(timestamp with time zone, timestamp with time zone)': SIGNED_IN,
  'private.session_tail(timestamp with time zone, timestamp with time zone)': SIGNED_IN,
  'private.reporting_time_zone()': SIGNED_IN,
  'private.reporting_currency()': SIGNED_IN,
  'private.is_staff()': SIGNED_IN,
  'private.staff_role()': SIGNED_IN,
  // Check-constraint helper of code_snippets.allowed_origins, run as the writing admin.
  'private.text_array_matches(text[], text)': SIGNED_IN,
  // The site_settings trigger's per-key type check, run as the writing admin.
  'private.setting_value_error(text, jsonb)': SIGNED_IN,

  'private.admin_users_guard()': NOBODY,
  'private.audit_redact(jsonb)': NOBODY,
  'private.audit_row_change()': NOBODY,
  'private.brand_clicks_history_before_insert()': NOBODY,
  'private.brand_clicks_history_link_postbacks()': NOBODY,
  'private.brand_rating(uuid, numeric, integer)': NOBODY,
  'private.brand_votes_before_insert()': NOBODY,
  'private.brand_votes_refresh_rating()': NOBODY,
  'private.brands_before_write()': NOBODY,
  'private.categories_default_guard()': NOBODY,
  'private.clip(text, integer)': NOBODY,
  'private.login_attempts_before_insert()': NOBODY,
  'private.lock_click_id(text)': NOBODY,
  // Called by Auth (supabase_auth_admin), no API role.
  'private.hook_password_verification_attempt(jsonb)': NOBODY,
  'private.other_active_admin_exists(uuid)': NOBODY,
  'private.media_before_insert()': NOBODY,
  'private.media_dimension(jsonb, text)': NOBODY,
  'private.media_sync_object()': NOBODY,
  'private.pages_before_write()': NOBODY,
  'private.pages_slug_guard()': NOBODY,
  'private.countries_slug_guard()': NOBODY,
  'private.new_postback_token(text)': NOBODY,
  'private.postback_sources_keep_for_undo()': NOBODY,
  'private.postbacks_before_insert()': NOBODY,
  'private.postbacks_count_on_click()': NOBODY,
  'private.postbacks_count_refusals()': NOBODY,
  'private.rebuild_traffic_totals()': NOBODY,
  'private.fold_traffic_rollups(integer)': NOBODY,
  'private.brand_clicks_history_log_changes()': NOBODY,
  'private.visitor_sessions_log_changes()': NOBODY,
  'private.click_rollup_key(brand_clicks_history)': NOBODY,
  'private.session_rollup_key(visitor_sessions)': NOBODY,
  'private.click_dimensions(brand_clicks_history)': NOBODY,
  'private.session_dimensions(visitor_sessions)': NOBODY,
  'private.one_row_per_request(text, text)': NOBODY,
  'private.visitor_session_end_events_one_row()': NOBODY,
  'private.request_headers()': NOBODY,
  'private.request_ip()': NOBODY,
  'private.request_is_trusted()': NOBODY,
  'private.request_user_agent()': NOBODY,
  'private.set_timestamps()': NOBODY,
  'private.site_settings_validate()': NOBODY,
  'private.slugify(text)': NOBODY,
  'private.token_hash(text)': NOBODY,
  'private.visitor_session_end_events_before_insert()': NOBODY,
  'private.visitor_sessions_before_insert()': NOBODY,

  // PostgREST runs the check before every request, as the request's role.
  'request_guard.check_request()': EVERYONE,
  'request_guard.client_ip()': EVERYONE,
  'request_guard.anon_write_limit()': EVERYONE,
  'request_guard.refuse_too_many()': EVERYONE,
  'request_guard.write_limited(text)': EVERYONE,
  // calculate_traffic_quality_score runs it as its caller.
  'request_guard.traffic_quality(text, text, integer, integer, integer, text, integer, integer, boolean)':
    EVERYONE,
}

const TABLE_PRIVILEGES = [
  'DELETE',
  'INSERT',
  'REFERENCES',
  'SELECT',
  'TRIGGER',
  'TRUNCATE',
  'UPDATE',
]

/** One role's rights on one table, in the matrix's notation. */
function describeRights(
  rows: Array<{ privilege: string; whole: boolean; granted: string[]; columns: string[] }>,
): string[] {
  return rows.flatMap(({ privilege, whole, granted, columns }) => {
    if (whole) return [privilege]
    if (granted.length === 0) return []
    const missing = columns.filter((column) => !granted.includes(column))
    return missing.length < granted.length
      ? [`${privilege} except (${missing.join(', ')})`]
      : [`${privilege} (${granted.join(', ')})`]
  })
}

/** Drops roles without rights, so a matrix entry lists only what is granted. */
function compact(rights: Record<string, string[]>): Rights {
  return Object.fromEntries(Object.entries(rights).filter(([, list]) => list.length > 0))
}

describe('rights of anon, authenticated and service_role', () => {
  test('new objects in public get no default privileges, as on hosted since 30 October 2026', async () => {
    const rows = await sql(
      `select d.defaclobjtype as kind, a.grantee::regrole::text as grantee, a.privilege_type
       from pg_default_acl d cross join aclexplode(d.defaclacl) a
       where d.defaclnamespace = 'public'::regnamespace and a.grantee::regrole::text = any ($1)`,
      [ROLES],
    )
    expect(rows).toEqual([])
  })

  test('on our schemas', async () => {
    const rows = await sql<{ name: string; role: Role }>(
      `select n.nspname as name, r.role from pg_namespace n, unnest($2::text[]) as r (role)
       where n.nspname = any ($1) and has_schema_privilege(r.role, n.oid, 'USAGE')
       order by 1, 2`,
      [SCHEMAS, ROLES],
    )
    const actual: Record<string, Role[]> = {}
    for (const row of rows) (actual[row.name] ??= []).push(row.role)
    expect(actual).toEqual(schemas)
  })

  test('on every table and view', async () => {
    const rows = await sql<{
      name: string
      role: Role
      privilege: string
      whole: boolean
      granted: string[]
      columns: string[]
    }>(
      `select c.relnamespace::regnamespace::text || '.' || c.relname as name, r.role, p.privilege,
              has_table_privilege(r.role, c.oid, p.privilege) as whole,
              array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                      and has_column_privilege(r.role, c.oid, a.attnum, p.privilege)
                    order by a.attname) as granted,
              array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    order by a.attname) as columns
       from pg_class c, unnest($2::text[]) as r (role), unnest($3::text[]) as p (privilege)
       where c.relnamespace::regnamespace::text = any ($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')
       order by 1, 2, 3`,
      [SCHEMAS, ROLES, TABLE_PRIVILEGES],
    )
    const actual: Record<string, Rights> = {}
    for (const name of new Set(rows.map((row) => row.name))) {
      actual[name] = compact(
        Object.fromEntries(
          ROLES.map((role) => [
            role,
            describeRights(rows.filter((row) => row.name === name && row.role === role)),
          ]),
        ),
      )
    }
    expect(actual).toEqual(tables)
  })

  test('on every sequence', async () => {
    const rows = await sql<{ name: string; role: Role; privileges: string[] }>(
      `select c.relnamespace::regnamespace::text || '.' || c.relname as name, r.role,
              array(select p from unnest(array['SELECT', 'UPDATE', 'USAGE']) p
                    where has_sequence_privilege(r.role, c.oid, p)) as privileges
       from pg_class c, unnest($2::text[]) as r (role)
       where c.relnamespace::regnamespace::text = any ($1) and c.relkind = 'S'
       order by 1, 2`,
      [SCHEMAS, ROLES],
    )
    const actual: Record<string, Rights> = {}
    for (const row of rows) {
      actual[row.name] ??= {}
      if (row.privileges.length > 0) actual[row.name]![row.role] = row.privileges
    }
    expect(actual).toEqual(sequences)
  })

  test('on every function', async () => {
    const rows = await sql<{ name: string; roles: Role[] }>(
      `select format('%s.%s(%s)', p.pronamespace::regnamespace, p.proname, oidvectortypes(p.proargtypes)) as name,
              array(select r from unnest($2::text[]) r where has_function_privilege(r, p.oid, 'EXECUTE')) as roles
       from pg_proc p
       where p.pronamespace::regnamespace::text = any ($1)
       order by 1`,
      [SCHEMAS, ROLES],
    )
    expect(Object.fromEntries(rows.map((row) => [row.name, row.roles]))).toEqual(functions)
  })
})

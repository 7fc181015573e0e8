-- Admin history: what the workbench needs to show a row's change history to the
-- staff who manage it, to put a deleted row back exactly as it was (Undo), and to
-- tell staff how stale the prerendered public pages are.
--
-- audit_log.txid                 the transaction of each change, so that the rows a
--                                delete removed by ON DELETE CASCADE can be found.
-- audit_log policy               admins read everything; editors the trail of the
--                                content tables they manage (never staff or secrets).
-- restore_deleted_row()          Undo: re-inserts a recent delete from old_data, with
--                                its created_at, and the tag rows deleted with it.
-- content_changes_since()        the dashboard's "{n} changes since" the last build.
-- rebuild_hook_configured()      whether site_settings holds a deploy hook URL (the URL
--                                itself stays with the rebuild-public-pages function).

-- The content tables: editors manage them (DESIGN.md section 2) and may read their trail.

create or replace function private.content_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['countries', 'categories', 'brands', 'brand_categories', 'pages', 'media']::text[]
$$;
comment on function private.content_tables() is
  'Audited tables whose history editors may read: the catalog, pages and media (not staff, settings, snippets or postback sources).';

revoke execute on function private.content_tables() from public, anon;
grant execute on function private.content_tables() to authenticated, service_role;

-- audit_log: the transaction of each change ----------------------------------------------

-- Added without a default first, so that existing rows keep null (their transaction is unknown).
alter table public.audit_log add column txid bigint;
alter table public.audit_log alter column txid set default txid_current();
comment on column public.audit_log.txid is
  'Transaction of the change (txid_current()): the rows one statement deleted by ON DELETE CASCADE share it.';
create index audit_log_deletes_txid_idx on public.audit_log (txid) where action = 'delete';

drop policy "Admins read the audit log" on public.audit_log;
-- One policy (not one per role): Supabase's linter flags several permissive policies per action.
create policy "Admins read the audit log, editors the content tables' trail"
  on public.audit_log for select to authenticated
  using (
    (select private.is_admin())
    or (table_name = any (private.content_tables()) and (select private.has_role(array['editor'])))
  );

comment on table public.audit_log is
  'Who changed which back-office row and how (content, settings, code snippets, staff, postback sources). Written only by triggers; admins read it, editors the rows of the content tables.';

-- Timestamps: a restore keeps the row's own --------------------------------------------

create or replace function private.set_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_untrusted boolean := coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated');
begin
  -- restore_deleted_row() marks its own transaction: the row comes back with the times it had.
  if tg_op = 'INSERT' and current_setting('app.restoring_txid', true) = txid_current()::text then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if v_untrusted or new.created_at is null then
      new.created_at := now();
    end if;
    new.updated_at := now();
  else
    if v_untrusted then
      new.created_at := old.created_at;
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function private.set_timestamps() is
  'Shared BEFORE INSERT OR UPDATE trigger: keeps created_at (set once, never changed by API users) and updated_at (now() on every write); a row put back by restore_deleted_row() keeps both.';

-- Undo ----------------------------------------------------------------------------------

create or replace function private.restore_deleted_row(p_table text, p_record_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.audit_log%rowtype;
  v_child record;
begin
  -- SECURITY DEFINER because API users may not write created_at (brands grants no such column),
  -- so the checks are explicit: an allow-list of the tables editors manage (not media, whose file
  -- would not come back with its row) and the roles their insert policies admit.
  if p_table is null or p_table <> all (array['countries', 'categories', 'brands', 'pages']) then
    raise exception 'Rows of % cannot be restored', coalesce(p_table, 'null') using errcode = '22023';
  end if;
  if not private.has_role(array['admin', 'editor']) then
    raise exception 'Only editors and admins may restore deleted rows' using errcode = '42501';
  end if;

  select a.* into v_entry
    from public.audit_log as a
   where a.table_name = p_table and a.record_id = p_record_id
   order by a.id desc
   limit 1;
  if not found or v_entry.action <> 'delete' then
    -- A restore is logged as an insert, so a second one finds the delete no longer the latest change.
    raise exception 'There is no deleted row to restore (it may have been restored already)'
      using errcode = 'P0002';
  end if;
  if v_entry.occurred_at < now() - interval '10 minutes' then
    raise exception 'This delete is too old to undo (more than 10 minutes ago)' using errcode = 'P0001';
  end if;

  -- Read by set_timestamps(); local to this transaction (API clients cannot set settings).
  perform set_config('app.restoring_txid', txid_current()::text, true);

  execute format(
    'insert into public.%1$I select * from jsonb_populate_record(null::public.%1$I, $1)', p_table
  ) using v_entry.old_data;

  -- Tag rows the same statement deleted by cascade (a brand's or a category's), whose other end still exists.
  if p_table in ('brands', 'categories') and v_entry.txid is not null then
    for v_child in
      select a.old_data
        from public.audit_log as a
       where a.txid = v_entry.txid and a.action = 'delete' and a.table_name = 'brand_categories'
         and a.old_data ->> (case p_table when 'brands' then 'brand_id' else 'category_id' end) = p_record_id
    loop
      insert into public.brand_categories
      select r.* from jsonb_populate_record(null::public.brand_categories, v_child.old_data) as r
       where exists (select 1 from public.brands as b where b.id = r.brand_id)
         and exists (select 1 from public.categories as c where c.id = r.category_id)
      on conflict do nothing;
    end loop;
  end if;

  perform set_config('app.restoring_txid', '', true);
  return v_entry.old_data;
end;
$$;
comment on function private.restore_deleted_row(text, text) is
  'Undo of a delete: puts the row back from audit_log exactly as it was (created_at included) with the brand_categories rows its delete cascaded to. Editors and admins; countries, categories, brands and pages; only the latest change of the row, at most 10 minutes old (so only once). Visitors'' votes of a brand are not audited and do not come back.';

revoke execute on function private.restore_deleted_row(text, text) from public, anon;
grant execute on function private.restore_deleted_row(text, text) to authenticated, service_role;

-- The Data API's entry point: SECURITY INVOKER (no definer function in an exposed schema, lint 0028/0029).
create or replace function public.restore_deleted_row(p_table text, p_record_id text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.restore_deleted_row(p_table, p_record_id)
$$;
comment on function public.restore_deleted_row(text, text) is
  'Undo of a delete (see private.restore_deleted_row): returns the restored row as JSON.';

revoke execute on function public.restore_deleted_row(text, text) from public, anon, authenticated;
grant execute on function public.restore_deleted_row(text, text) to authenticated, service_role;

-- The dashboard's staleness figure --------------------------------------------------------

create or replace function public.content_changes_since(p_since timestamptz)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  -- Null for callers who may not read the content trail, so that nobody is told "0 changes".
  select case
    when (select private.has_role(array['admin', 'editor'])) then (
      select count(*)::integer
        from public.audit_log as a
       where a.occurred_at > p_since and a.table_name = any (private.content_tables())
    )
  end
$$;
comment on function public.content_changes_since(timestamptz) is
  'How many changes to content tables audit_log holds after p_since (the last build of the public pages). Counts under the caller''s RLS; null for staff who may not read that trail.';

revoke execute on function public.content_changes_since(timestamptz) from public, anon, authenticated;
grant execute on function public.content_changes_since(timestamptz) to authenticated, service_role;

-- The deploy hook -------------------------------------------------------------------------

-- Whoever holds the hook URL can start builds: it must never become a public setting.
alter table public.site_settings
  add constraint site_settings_deploy_hook_private check (key <> 'deploy_hook_url' or not is_public);

insert into public.site_settings (key, value, is_public, description)
values (
  'deploy_hook_url', '""', false,
  'Build hook URL of the static host (POSTed to by ''Rebuild public pages''); empty when public pages are rebuilt with npm run build.'
)
on conflict (key) do nothing;

create or replace function private.rebuild_hook_configured()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.has_role(array['admin', 'editor']) then coalesce(
      (select jsonb_typeof(s.value) = 'string' and s.value #>> '{}' <> ''
         from public.site_settings as s where s.key = 'deploy_hook_url'),
      false
    )
  end
$$;
comment on function private.rebuild_hook_configured() is
  'True when site_settings holds a deploy hook URL (the dashboard then offers the rebuild; the URL itself is not disclosed). Null for callers other than editors and admins.';

revoke execute on function private.rebuild_hook_configured() from public, anon;
grant execute on function private.rebuild_hook_configured() to authenticated, service_role;

create or replace function public.rebuild_hook_configured()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.rebuild_hook_configured()
$$;
comment on function public.rebuild_hook_configured() is
  'Whether a deploy hook URL is set (see private.rebuild_hook_configured); null for callers other than editors and admins.';

revoke execute on function public.rebuild_hook_configured() from public, anon, authenticated;
grant execute on function public.rebuild_hook_configured() to authenticated, service_role;

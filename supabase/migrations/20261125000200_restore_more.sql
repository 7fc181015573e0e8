-- Undo for the last two deletes without it: code snippets and postback sources (admins only,
-- as those tables' write policies).
--
-- audit_redact()                 audit_row_change() also redacts the secret hashes
--                                (secret_hash, previous_secret_hash, test_token_hash):
--                                audit_log keeps no secret nor what stands for one; past
--                                rows scrubbed.
-- private.deleted_postback_sources  what a source's delete loses and audit_log may not keep:
--                                its secret row (hashes, rotation and test-token dates) and
--                                the postbacks its delete unlinked (postbacks.source_id is ON
--                                DELETE SET NULL). No API role reads it; kept for the Undo
--                                window (10 minutes), purged by the next delete or restore.
-- restore_deleted_row()          code_snippets and postback_sources besides the content
--                                tables; a source comes back with the secret it had (the
--                                network's configured URL keeps working) and its postbacks
--                                linked again.

-- Audit: secrets and their hashes redacted -------------------------------------------------

create or replace function private.audit_redact(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  -- A hash of a secret stands for the secret (whoever holds it can check guesses): redacted too.
  select case when p_row is not null then (
    select coalesce(jsonb_object_agg(r.key, case
             when r.key = any (array['admin_token', 'secret_token', 'secret_hash', 'previous_secret_hash', 'test_token_hash'])
                  and jsonb_typeof(r.value) <> 'null' then '"[redacted]"'::jsonb
             else r.value end), '{}'::jsonb)
      from jsonb_each(p_row) as r
  ) end
$$;
comment on function private.audit_redact(jsonb) is
  'A row as audit_log keeps it: tokens, secrets and their hashes replaced by "[redacted]" (null stays null).';

revoke execute on function private.audit_redact(jsonb) from public, anon, authenticated, service_role;

create or replace function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_ignored text[] := array['updated_at']::text[] || coalesce(tg_argv::text[], '{}');
  v_changed text[];
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into v_changed
      from jsonb_each(v_new) as n
     where not (n.key = any (v_ignored))
       and n.value is distinct from (v_old -> n.key);
    if cardinality(v_changed) = 0 then
      return null;
    end if;
  end if;

  insert into public.audit_log
    (actor_id, actor_email, actor_staff_role, actor_db_role, action, table_name, record_id, changed_fields, old_data, new_data)
  values (
    (select auth.uid()),
    (select auth.email()),
    private.staff_role(),
    coalesce(nullif(current_setting('role', true), 'none'), session_user::text),
    lower(tg_op),
    tg_table_name,
    coalesce(v_row ->> 'id', v_row ->> 'key', v_row ->> 'source_id',
             nullif(concat_ws('/', v_row ->> 'brand_id', v_row ->> 'category_id'), '')),
    v_changed,
    private.audit_redact(v_old),
    private.audit_redact(v_new)
  );
  return null;
end;
$$;
comment on function private.audit_row_change() is
  'AFTER trigger writing audit_log, secrets redacted (audit_redact). Trigger arguments name extra columns to ignore (e.g. server-maintained counters); updates that change nothing else are not logged.';

-- Rows logged before the hashes were redacted.
update public.audit_log
   set old_data = private.audit_redact(old_data), new_data = private.audit_redact(new_data)
 where table_name = 'postback_source_secrets';

-- What a postback source's delete loses, kept for its Undo ----------------------------------

create table private.deleted_postback_sources (
  source_id uuid primary key,
  deleted_at timestamptz not null default now(),
  secret jsonb,
  postback_ids uuid[] not null default '{}'
);
comment on table private.deleted_postback_sources is
  'For the Undo of a postback source''s delete: its postback_source_secrets row (hashes, which audit_log redacts) and the postbacks the delete unlinked. No API role reads it; rows older than the Undo window (10 minutes) are purged by the next delete or restore.';
comment on column private.deleted_postback_sources.secret is
  'The source''s postback_source_secrets row as JSON; null when it had no secret.';
comment on column private.deleted_postback_sources.postback_ids is
  'Postbacks whose source_id the delete set to null; the restore links them again.';

revoke all on table private.deleted_postback_sources from public, anon, authenticated, service_role;

create or replace function private.postback_sources_keep_for_undo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- BEFORE the delete: the secret row (ON DELETE CASCADE) and the postbacks' link (ON DELETE
  -- SET NULL) are still there.
  delete from private.deleted_postback_sources
   where deleted_at < now() - interval '10 minutes' or source_id = old.id;
  insert into private.deleted_postback_sources (source_id, secret, postback_ids)
  values (
    old.id,
    (select to_jsonb(s) from public.postback_source_secrets as s where s.source_id = old.id),
    coalesce((select array_agg(p.id) from public.postbacks as p where p.source_id = old.id), '{}')
  );
  return old;
end;
$$;
comment on function private.postback_sources_keep_for_undo() is
  'BEFORE DELETE trigger of postback_sources: keeps the source''s secret row and its postbacks'' ids in private.deleted_postback_sources for restore_deleted_row().';

revoke execute on function private.postback_sources_keep_for_undo() from public, anon, authenticated, service_role;

create trigger postback_sources_keep_for_undo
  before delete on public.postback_sources
  for each row execute function private.postback_sources_keep_for_undo();

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
  v_kept private.deleted_postback_sources%rowtype;
begin
  -- SECURITY DEFINER because API users may not write created_at (brands grants no such column),
  -- so the checks are explicit: an allow-list of tables (not media, whose file would not come
  -- back with its row) and the roles their insert policies admit.
  if p_table is null
     or p_table <> all (array['countries', 'categories', 'brands', 'pages', 'code_snippets', 'postback_sources']) then
    raise exception 'Rows of % cannot be restored', coalesce(p_table, 'null') using errcode = '22023';
  end if;
  if p_table in ('code_snippets', 'postback_sources') then
    if not private.is_admin() then
      raise exception 'Only admins may restore deleted % rows', p_table using errcode = '42501';
    end if;
  elsif not private.has_role(array['admin', 'editor']) then
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

  -- A source's secret (its hashes, never in audit_log) and its postbacks' link.
  if p_table = 'postback_sources' then
    delete from private.deleted_postback_sources as k
     where k.source_id = p_record_id::uuid
    returning k.* into v_kept;
    if v_kept.secret is not null then
      insert into public.postback_source_secrets
      select * from jsonb_populate_record(null::public.postback_source_secrets, v_kept.secret);
    end if;
    if v_kept.postback_ids is not null then
      update public.postbacks as p
         set source_id = p_record_id::uuid
       where p.id = any (v_kept.postback_ids) and p.source_id is null;
    end if;
    delete from private.deleted_postback_sources where deleted_at < now() - interval '10 minutes';
  end if;

  perform set_config('app.restoring_txid', '', true);
  return v_entry.old_data;
end;
$$;
comment on function private.restore_deleted_row(text, text) is
  'Undo of a delete: puts the row back from audit_log exactly as it was (created_at included) with the brand_categories rows its delete cascaded to, and a postback source with its secret and its postbacks'' link (private.deleted_postback_sources). Editors and admins for countries, categories, brands and pages; admins only for code_snippets and postback_sources; only the latest change of the row, at most 10 minutes old (so only once). Visitors'' votes of a brand are not audited and do not come back.';

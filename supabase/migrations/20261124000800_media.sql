-- The media library's rows follow the storage objects of the media and uploads buckets:
-- a trigger on storage.objects writes public.media in the Storage API's own transaction, so
-- an upload, a replace (upsert), a move and a delete keep path, file name, type, size and
-- updated_at consistent, and a refused upload (rolled back) leaves neither object nor row.
-- The uploader is the caller (the object's owner, which Storage sets from the JWT; the media
-- insert trigger sets auth.uid() anyway). Width and height come from the upload's user
-- metadata ({"width", "height"}, sent by the admin's uploader), null when absent.

create or replace function private.media_dimension(p_metadata jsonb, p_key text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_metadata ->> p_key ~ '^[1-9][0-9]{0,4}$' then (p_metadata ->> p_key)::integer end
$$;
comment on function private.media_dimension(jsonb, text) is
  'A positive pixel size from an upload''s user metadata, or null when missing or malformed.';

create or replace function private.media_sync_object()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tracked text[] := array['media', 'uploads'];
begin
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = any (v_tracked) then
    if tg_op = 'DELETE' or new.bucket_id is distinct from old.bucket_id and not new.bucket_id = any (v_tracked) then
      delete from public.media where bucket_id = old.bucket_id and path = old.name;
      return null;
    end if;
    -- A move renames the row; a replace refreshes what describes the file. Alt text stays.
    update public.media
       set bucket_id = new.bucket_id,
           path = new.name,
           file_name = regexp_replace(new.name, '^.*/', ''),
           mime_type = lower(new.metadata ->> 'mimetype'),
           size_bytes = (new.metadata ->> 'size')::bigint,
           width = case when new.version is distinct from old.version
                        then private.media_dimension(new.user_metadata, 'width') else width end,
           height = case when new.version is distinct from old.version
                         then private.media_dimension(new.user_metadata, 'height') else height end
     where bucket_id = old.bucket_id and path = old.name;
    if found then return null; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = any (v_tracked) then
    insert into public.media (bucket_id, path, file_name, mime_type, size_bytes, width, height, uploaded_by)
    values (
      new.bucket_id, new.name, regexp_replace(new.name, '^.*/', ''), lower(new.metadata ->> 'mimetype'),
      (new.metadata ->> 'size')::bigint, private.media_dimension(new.user_metadata, 'width'),
      private.media_dimension(new.user_metadata, 'height'), new.owner
    )
    on conflict (bucket_id, path) do update
      set file_name = excluded.file_name,
          mime_type = excluded.mime_type,
          size_bytes = excluded.size_bytes,
          width = excluded.width,
          height = excluded.height;
  end if;
  return null;
end;
$$;
comment on function private.media_sync_object() is
  'Trigger on storage.objects: keeps public.media in step with the media and uploads buckets (insert, replace, move, delete).';

create trigger media_sync_object
  after insert or update or delete on storage.objects
  for each row execute function private.media_sync_object();

revoke all on function private.media_dimension(jsonb, text) from public, anon, authenticated, service_role;
revoke all on function private.media_sync_object() from public, anon, authenticated, service_role;

-- Files already stored get their rows.
insert into public.media (bucket_id, path, file_name, mime_type, size_bytes, uploaded_by)
select o.bucket_id, o.name, regexp_replace(o.name, '^.*/', ''), lower(o.metadata ->> 'mimetype'),
       (o.metadata ->> 'size')::bigint, o.owner
  from storage.objects o
 where o.bucket_id in ('media', 'uploads')
on conflict (bucket_id, path) do nothing;

-- Brands whose logo is this file: brand_logo_url holds its public or render URL.
create or replace function public.media_usage(p_media_id uuid)
returns table (id uuid, brand_name text, country_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.id, b.brand_name, b.country_id
    from public.media m
    join public.brands b
      on right(split_part(b.brand_logo_url, '?', 1), char_length(m.bucket_id || m.path) + 9)
         = '/public/' || m.bucket_id || '/' || m.path
   where m.id = p_media_id
   order by b.brand_name, b.id
$$;
comment on function public.media_usage(uuid) is
  'Brands whose logo URL (public object or render URL) points at this media file; the delete dialog lists them.';

revoke all on function public.media_usage(uuid) from public, anon, authenticated, service_role;
grant execute on function public.media_usage(uuid) to authenticated, service_role;

-- Who uploaded a file, for the library's detail panel: staff names are admin-only in
-- admin_users, so editors get the uploader's name (or email) through this role-checked read.
create or replace function private.media_uploader(p_media_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(a.full_name), ''), a.email)
    from public.media m
    join public.admin_users a on a.id = m.uploaded_by
   where m.id = p_media_id
     and (select private.has_role(array['admin', 'editor']))
$$;
comment on function private.media_uploader(uuid) is
  'Name (or email) of the staff member who uploaded a media file; null for other callers or unknown uploaders.';

revoke all on function private.media_uploader(uuid) from public, anon, authenticated, service_role;
grant execute on function private.media_uploader(uuid) to authenticated, service_role;

-- The Data API's entry point: SECURITY INVOKER (no definer function in an exposed schema, lint
-- 0028/0029); the definer work and its checks are private.media_uploader's.
create or replace function public.media_uploader(p_media_id uuid)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.media_uploader(p_media_id)
$$;
comment on function public.media_uploader(uuid) is 'See private.media_uploader.';
revoke execute on function public.media_uploader(uuid) from public, anon, authenticated, service_role;
grant execute on function public.media_uploader(uuid) to authenticated, service_role;

-- Storage: the media (site images) and uploads (documents and images) buckets.
-- Both are public: files are served by the public object endpoint, which needs
-- no SELECT policy, so visitors get no listing policy (lint 0025). Editors and
-- admins upload, replace, delete and list. No HTML or SVG is accepted: files
-- are served from our own storage origin.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('media', 'media', true, 5242880,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']),
  ('uploads', 'uploads', true, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors and admins list media and uploads"
  on storage.objects for select to authenticated
  using (bucket_id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins upload media and uploads"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins replace media and uploads"
  on storage.objects for update to authenticated
  using (bucket_id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])))
  with check (bucket_id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete media and uploads"
  on storage.objects for delete to authenticated
  using (bucket_id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])));

-- Bucket metadata (limits, public flag) for the admin's media and uploads screens.
create policy "Editors and admins read the media and uploads buckets"
  on storage.buckets for select to authenticated
  using (id in ('media', 'uploads') and (select private.has_role(array['admin', 'editor'])));

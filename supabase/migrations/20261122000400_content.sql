-- Content: static pages, code snippets injected into public pages, the media
-- library (metadata of files in the media and uploads buckets) and site settings.

-- pages ----------------------------------------------------------------------------------

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint pages_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null constraint pages_title_length check (char_length(title) between 1 and 200),
  content text constraint pages_content_length check (char_length(content) <= 100000),
  meta_title text constraint pages_meta_title_length check (char_length(meta_title) <= 200),
  meta_description text constraint pages_meta_description_length check (char_length(meta_description) <= 400),
  country_id uuid references public.countries (id) on delete restrict,
  is_published boolean not null default false,
  published_at timestamptz,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pages_slug_key unique (slug)
);
create index pages_country_id_idx on public.pages (country_id);
create index pages_published_sort_idx on public.pages (is_published, sort_order);

comment on table public.pages is
  'Static information and category pages (about, disclosure, privacy, terms, slots, poker, blackjack), managed in /admin/pages.';
comment on column public.pages.slug is 'URL path of the page without the slash (about -> /about).';
comment on column public.pages.content is 'Page body as Markdown; rendered as text or through a sanitizer, never as raw HTML.';
comment on column public.pages.country_id is 'Market the page belongs to; null for pages shown in every country.';
comment on column public.pages.is_published is 'Only published pages are visible to visitors.';
comment on column public.pages.published_at is 'First time the page was published (kept by trigger).';

create or replace function private.pages_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
comment on function private.pages_before_write() is 'Trigger on pages: stamps published_at the first time a page is published.';

create trigger pages_before_write
  before insert or update on public.pages
  for each row execute function private.pages_before_write();
create trigger pages_timestamps
  before insert or update on public.pages
  for each row execute function private.set_timestamps();
create trigger pages_audit
  after insert or update or delete on public.pages
  for each row execute function private.audit_row_change();

alter table public.pages enable row level security;

create policy "Visitors read published pages"
  on public.pages for select to anon, authenticated
  using (is_published);
create policy "Staff read all pages"
  on public.pages for select to authenticated
  using ((select private.is_staff()));
create policy "Editors and admins add pages"
  on public.pages for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update pages"
  on public.pages for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete pages"
  on public.pages for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.pages from anon, authenticated, service_role;
grant select, insert, update, delete on table public.pages to service_role;
grant select on table public.pages to anon;
grant select, insert, update, delete on table public.pages to authenticated;

-- code_snippets --------------------------------------------------------------------------

create table public.code_snippets (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint code_snippets_name_length check (char_length(name) between 1 and 120),
  description text constraint code_snippets_description_length check (char_length(description) <= 1000),
  location text not null default 'head'
    constraint code_snippets_location_known check (location in ('head', 'body_start', 'body_end')),
  code text not null constraint code_snippets_code_length check (char_length(code) <= 20000),
  allowed_origins text[] not null default '{}' constraint code_snippets_allowed_origins_format check (
    cardinality(allowed_origins) <= 20
    and private.text_array_matches(allowed_origins, '^https://[a-z0-9.-]+(:[0-9]{1,5})?$')
  ),
  is_active boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index code_snippets_active_location_idx on public.code_snippets (is_active, location, sort_order);

comment on table public.code_snippets is
  'Third-party snippets (analytics, tag managers) injected into public pages. Admin-only and audit-logged; visitors read active ones.';
comment on column public.code_snippets.location is 'Where the snippet goes: head, body_start or body_end.';
comment on column public.code_snippets.code is 'The snippet markup as entered by the admin.';
comment on column public.code_snippets.allowed_origins is
  'https origins the snippet loads from; the public pages add them to their Content-Security-Policy.';
comment on column public.code_snippets.is_active is 'Only active snippets are served to visitors.';

create trigger code_snippets_timestamps
  before insert or update on public.code_snippets
  for each row execute function private.set_timestamps();
create trigger code_snippets_audit
  after insert or update or delete on public.code_snippets
  for each row execute function private.audit_row_change();

alter table public.code_snippets enable row level security;

create policy "Visitors read active code snippets"
  on public.code_snippets for select to anon, authenticated
  using (is_active);
create policy "Admins read all code snippets"
  on public.code_snippets for select to authenticated
  using ((select private.is_admin()));
create policy "Admins add code snippets"
  on public.code_snippets for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update code snippets"
  on public.code_snippets for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_admin()));
create policy "Admins delete code snippets"
  on public.code_snippets for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.code_snippets from anon, authenticated, service_role;
grant select, insert, update, delete on table public.code_snippets to service_role;
grant select on table public.code_snippets to anon;
grant select, insert, update, delete on table public.code_snippets to authenticated;

-- media ------------------------------------------------------------------------------------

create table public.media (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null constraint media_bucket_known check (bucket_id in ('media', 'uploads')),
  path text not null constraint media_path_format check (
    char_length(path) between 1 and 500 and path !~ '(^/|\.\.|//)'
  ),
  file_name text not null constraint media_file_name_length check (char_length(file_name) between 1 and 255),
  mime_type text constraint media_mime_type_format check (mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  size_bytes bigint constraint media_size_bytes_range check (size_bytes >= 0),
  width integer constraint media_width_range check (width > 0),
  height integer constraint media_height_range check (height > 0),
  alt_text text constraint media_alt_text_length check (char_length(alt_text) <= 300),
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_bucket_path_key unique (bucket_id, path)
);
create index media_uploaded_by_idx on public.media (uploaded_by);
create index media_created_at_idx on public.media (bucket_id, created_at desc);

comment on table public.media is
  'Media library: metadata (alt text, size, dimensions, uploader) of files stored in the media and uploads storage buckets.';
comment on column public.media.bucket_id is 'Storage bucket of the file: media (site images) or uploads (documents and images under /uploads).';
comment on column public.media.path is 'Object name inside the bucket (storage.objects.name), no leading slash.';
comment on column public.media.alt_text is 'Alternative text used wherever the image is shown.';
comment on column public.media.uploaded_by is 'Staff member who uploaded the file (set server-side for API users).';

create or replace function private.media_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated') then
    new.uploaded_by := (select auth.uid());
  end if;
  return new;
end;
$$;
comment on function private.media_before_insert() is 'Trigger on media: the uploader is the signed-in caller, not a client-sent id.';

create trigger media_before_insert
  before insert on public.media
  for each row execute function private.media_before_insert();
create trigger media_timestamps
  before insert or update on public.media
  for each row execute function private.set_timestamps();
create trigger media_audit
  after insert or update or delete on public.media
  for each row execute function private.audit_row_change();

alter table public.media enable row level security;

create policy "Editors and admins read media"
  on public.media for select to authenticated
  using ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins add media"
  on public.media for insert to authenticated
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins update media"
  on public.media for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.has_role(array['admin', 'editor'])));
create policy "Editors and admins delete media"
  on public.media for delete to authenticated
  using ((select private.has_role(array['admin', 'editor'])));

revoke all on table public.media from anon, authenticated, service_role;
grant select, insert, update, delete on table public.media to service_role;
grant select, delete on table public.media to authenticated;
grant insert (id, bucket_id, path, file_name, mime_type, size_bytes, width, height, alt_text)
  on table public.media to authenticated;
grant update (path, file_name, mime_type, size_bytes, width, height, alt_text) on table public.media to authenticated;

-- site_settings ------------------------------------------------------------------------------

create table public.site_settings (
  key text primary key constraint site_settings_key_format check (key ~ '^[a-z][a-z0-9_.]{0,99}$'),
  value jsonb not null,
  is_public boolean not null default false,
  description text constraint site_settings_description_length check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index site_settings_public_idx on public.site_settings (is_public);

comment on table public.site_settings is 'Key/value site configuration edited in /admin/settings; public keys are read by the site.';
comment on column public.site_settings.key is 'Setting name, lower-case with dots or underscores (e.g. site_name, contact.response_time).';
comment on column public.site_settings.value is 'Setting value as JSON (string, number, boolean, object or array).';
comment on column public.site_settings.is_public is 'True when visitors may read the setting; private settings are admin-only.';

create trigger site_settings_timestamps
  before insert or update on public.site_settings
  for each row execute function private.set_timestamps();
create trigger site_settings_audit
  after insert or update or delete on public.site_settings
  for each row execute function private.audit_row_change();

alter table public.site_settings enable row level security;

create policy "Visitors read public settings"
  on public.site_settings for select to anon, authenticated
  using (is_public);
create policy "Admins read all settings"
  on public.site_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins add settings"
  on public.site_settings for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update settings"
  on public.site_settings for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_admin()));
create policy "Admins delete settings"
  on public.site_settings for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.site_settings from anon, authenticated, service_role;
grant select, insert, update, delete on table public.site_settings to service_role;
grant select on table public.site_settings to anon;
grant select, insert, update, delete on table public.site_settings to authenticated;

revoke execute on function private.pages_before_write(), private.media_before_insert() from public, anon, authenticated;

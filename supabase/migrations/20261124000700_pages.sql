-- Pages from the database: the public site renders its static pages from public.pages
-- (published rows only), so the pages admin needs a footer setting, and a page slug
-- must never shadow another route of the site (nor a country's slug a page).

-- pages.show_in_footer ----------------------------------------------------------------------

alter table public.pages add column show_in_footer boolean not null default false;
comment on column public.pages.show_in_footer is
  'Linked from the public footer (published pages only, ordered by sort_order).';

-- pages.slug: like the countries' and categories' slugs, at most 60 characters (the admin
-- form and the database agree).
alter table public.pages
  add constraint pages_slug_length check (char_length(slug) between 1 and 60);

-- Route guard ----------------------------------------------------------------------------------
-- The public router serves /{slug} for a page, a country (any two-letter code, and any row
-- of countries) or one of the site's own routes. A page slug that one of those takes would
-- never be reached, and a country named like a page would hide it, so both are refused.
-- The list of reserved segments is the one of src/config/page-slugs.ts (a test compares them).

create or replace function private.reserved_route_segments()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    '404', 'admin', 'api', 'assets', 'auth', 'compare', 'functions', 'go', 'index', 'login',
    'media', 'rest', 'reviews', 'robots', 'shell', 'sitemap', 'static', 'storage', 'uploads'
  ]::text[]
$$;
comment on function private.reserved_route_segments() is
  'First URL segments the site''s own routes and files take (/reviews, /admin, /assets, /sitemap.xml...): no page may use them as its slug.';

create or replace function private.pages_slug_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_reason text;
begin
  if new.slug = any (private.reserved_route_segments()) then
    v_reason := format('/%s is a route of the site', new.slug);
  elsif new.slug ~ '^[a-z]{2}$' then
    v_reason := format('/%s would be read as a country code', new.slug);
  elsif exists (select 1 from public.countries as c where c.slug = new.slug) then
    v_reason := format('/%s is a country''s ranking', new.slug);
  end if;
  if v_reason is not null then
    raise exception 'This slug is taken: % . Choose another slug.', v_reason
      using errcode = '23514', detail = 'Refused by "pages_slug_route".';
  end if;
  return new;
end;
$$;
comment on function private.pages_slug_guard() is
  'Trigger on pages: refuses a slug a route of the site takes (reserved segments, two-letter country codes, country slugs).';

create trigger pages_slug_guard
  before insert or update of slug on public.pages
  for each row execute function private.pages_slug_guard();

create or replace function private.countries_slug_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Staff read every page (RLS), so an unpublished page is found too.
  if exists (select 1 from public.pages as p where p.slug = new.slug) then
    raise exception 'This slug is taken: /% is a page of the site. Choose another slug.', new.slug
      using errcode = '23514', detail = 'Refused by "countries_slug_page".';
  end if;
  return new;
end;
$$;
comment on function private.countries_slug_guard() is
  'Trigger on countries: refuses a slug that a page already uses (the country would hide the page at /{slug}).';

create trigger countries_slug_guard
  before insert or update of slug on public.countries
  for each row execute function private.countries_slug_guard();

revoke execute on function private.reserved_route_segments() from public, anon;
grant execute on function private.reserved_route_segments() to authenticated, service_role;
revoke execute on function private.pages_slug_guard(), private.countries_slug_guard()
  from public, anon, authenticated;

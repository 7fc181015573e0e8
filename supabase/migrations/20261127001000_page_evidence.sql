-- What each market's visitors saw, per build (#26): the build (scripts/build.ts) keeps the
-- prerendered HTML of every market's pages (the market page, its category pages and its
-- comparison) with the time the prerender read the database, so staff can show a regulator
-- what the site displayed on a given day ('As seen on {date}' in the Compliance section).
--
-- | table         | who reads | who writes                                   |
-- |---------------|-----------|----------------------------------------------|
-- | page_builds   | staff     | the build, with the service role; never edited |
-- | page_evidence | staff     | the build, with the service role; never edited |
--
-- Evidence is never rewritten: staff cannot write it at all, and a build's pages are
-- inserted once with it. A market deleted later keeps its evidence under its slug.

create table public.page_builds (
  id uuid primary key default gen_random_uuid(),
  built_at timestamptz not null unique,
  site_url text not null,
  styles text not null default '',
  created_at timestamptz not null default now(),
  constraint page_builds_site_url_format check (site_url ~* '^https?://' and char_length(site_url) <= 2000),
  constraint page_builds_styles_length check (char_length(styles) <= 2000000)
);
comment on table public.page_builds is
  'Each build of the public pages whose evidence is kept: when its prerender read the database, for which site, and the stylesheets its pages linked (a later deploy removes them from the site).';

create table public.page_evidence (
  build_id uuid not null references public.page_builds (id) on delete cascade,
  path text not null,
  country_id uuid references public.countries (id) on delete set null,
  market_slug text not null,
  html text not null,
  primary key (build_id, path),
  constraint page_evidence_path_format check (path ~ '^/[a-z0-9/-]*$' and char_length(path) <= 300),
  constraint page_evidence_market_slug_format check (market_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint page_evidence_html_length check (char_length(html) between 1 and 2000000)
);
comment on table public.page_evidence is
  'The prerendered HTML of a market''s pages as one build published them (the market page, its categories, its comparison).';
create index page_evidence_market_idx on public.page_evidence (market_slug, build_id);
create index page_evidence_country_idx on public.page_evidence (country_id);

alter table public.page_builds enable row level security;
alter table public.page_evidence enable row level security;

grant select on public.page_builds, public.page_evidence to authenticated;
grant select, insert, delete on public.page_builds, public.page_evidence to service_role;

create policy "Staff read builds" on public.page_builds
  for select to authenticated using ((select private.is_staff()));
create policy "Staff read page evidence" on public.page_evidence
  for select to authenticated using ((select private.is_staff()));

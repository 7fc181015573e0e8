-- Admin categories: what the workbench's Categories section needs from the database
-- beyond the tables of the catalog migration.

-- A category tagged on brands cannot be deleted. The tag table cascaded the delete, so
-- one click in the admin silently untagged every brand and emptied the category's
-- public pages; now the database refuses (23503) and the admin says how many brands
-- are tagged. Deleting a brand still removes its own tags (brand_id keeps its cascade).
alter table public.brand_categories
  drop constraint brand_categories_category_id_fkey,
  add constraint brand_categories_category_id_fkey
    foreign key (category_id) references public.categories (id) on delete restrict;

-- The default category ('casino', config/paths.ts DEFAULT_CATEGORY) is the ranking at
-- /{country} and lists every brand without tags: the public site needs it to exist under
-- that slug. Staff may rename it, describe it, reorder or hide it, never delete it nor
-- change its slug.
create or replace function private.categories_default_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.slug = 'casino' then
    raise exception 'The default category (casino) cannot be deleted: it lists every brand on the public site.'
      using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and old.slug = 'casino' and new.slug is distinct from old.slug then
    raise exception 'The slug of the default category (casino) cannot change: the public site links to it.'
      using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
comment on function private.categories_default_guard() is
  'Trigger on categories: the default category (slug casino) can be neither deleted nor given another slug.';

revoke execute on function private.categories_default_guard() from public, anon, authenticated;

create trigger categories_default_guard
  before update or delete on public.categories
  for each row execute function private.categories_default_guard();

-- categories.slug: the URL segment had no length limit; the admin form and the database
-- now agree on at most 60 characters, as for countries.
alter table public.categories
  add constraint categories_slug_length check (char_length(slug) between 1 and 60);

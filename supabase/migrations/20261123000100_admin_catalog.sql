-- Admin catalog: what the workbench's catalog sections need from the database
-- beyond the tables of the catalog migration.
--
-- country_dependencies(): the spec's country deletion dependency check, filtered
-- by the country this time (the original read one brand and one page of any
-- country). SECURITY INVOKER: RLS decides what the caller may count, and staff
-- read every brand and page, so an editor sees the real figures.

create or replace function public.country_dependencies(p_country_id uuid)
returns table (brand_count integer, page_count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select count(*)::integer from public.brands as b where b.country_id = p_country_id),
    (select count(*)::integer from public.pages as p where p.country_id = p_country_id)
$$;
comment on function public.country_dependencies(uuid) is
  'How many brands and pages belong to the country (the admin''s deletion check: a country with any cannot be deleted). Counts what the caller may read (staff: everything).';

revoke execute on function public.country_dependencies(uuid) from public, anon, authenticated;
grant execute on function public.country_dependencies(uuid) to authenticated, service_role;

-- countries.slug: the first URL segment had no length limit; the admin form and the
-- database now agree on at most 60 characters.
alter table public.countries
  add constraint countries_slug_length check (char_length(slug) between 1 and 60);

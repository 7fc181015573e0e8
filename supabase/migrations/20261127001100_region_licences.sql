-- Regions that accept only their own regulator's operators (#26): Ontario lists only operators
-- registered with iGaming Ontario (AGCO Registrar's Standard 1.21), while the rest of Canada
-- needs no licence. A region's rules row names that regulator; visitors located in the region
-- see only the market's brands holding a licence from it valid today (the public pages apply
-- it once the location is known, reading brand_licences, which visitors may read).

alter table public.market_rules
  add column licence_regulator_id uuid references public.regulators (id) on delete set null,
  add constraint market_rules_licence_regulator_region check (region_code is not null or licence_regulator_id is null);
comment on column public.market_rules.licence_regulator_id is
  'For a region: visitors located there see only brands holding a licence from this regulator valid today (Ontario: AGCO). The market''s own licence rule is countries.licence_required with market_regulators.';
create index market_rules_licence_regulator_idx on public.market_rules (licence_regulator_id);

grant select (licence_regulator_id) on public.market_rules to anon;

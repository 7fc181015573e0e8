-- The two tracking settings nothing read yet (settings issue):
--   tracking.min_session_seconds    the session-end trigger records a session's end only from
--                                   this many seconds on (5 when unset, the spec's figure);
--   tracking.default_subid_param    a brand saved without its own sub-id parameter gets this one
--                                   (the page and /go then place the click id under it; with
--                                   neither, destination.ts falls back to click_id).
-- Both functions are replaced whole; only the lines marked "new" differ from their last version
-- (20261122000500_tracking.sql and 20261122000300_catalog.sql).

create or replace function private.visitor_session_end_events_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session public.visitor_sessions%rowtype;
  v_seconds integer;
  v_minimum integer := coalesce(  -- new
    (select (s.value #>> '{}')::integer from public.site_settings as s
      where s.key = 'tracking.min_session_seconds' and jsonb_typeof(s.value) = 'number'),
    5);
begin
  new.received_at := now();
  new.applied := false;
  if new.time_on_site_sec < v_minimum then -- new
    return new;
  end if;

  select s.* into v_session
    from public.visitor_sessions as s
   where s.session_id = new.session_id and s.user_id = new.user_id
   for update;
  if not found then
    return new;
  end if;

  -- A browser cannot have been on the site longer than its session row exists.
  v_seconds := least(new.time_on_site_sec, ceil(extract(epoch from now() - v_session.created_at))::integer + 5);
  update public.visitor_sessions as s
     set session_end = now(),
         time_on_site_sec = greatest(coalesce(s.time_on_site_sec, 0), v_seconds)
   where s.id = v_session.id;
  new.applied := true;
  return new;
end;
$$;
comment on function private.visitor_session_end_events_before_insert() is
  'Trigger on visitor_session_end_events: records session_end = now() and time_on_site_sec (from tracking.min_session_seconds on, 5 when unset; never decreasing, capped by the session''s age) on the visitor''s own session.';

create or replace function private.brands_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.brand_slug := coalesce(nullif(new.brand_slug, ''), private.slugify(new.brand_name));
  new.subid_param := coalesce(nullif(new.subid_param, ''), ( -- new
    select s.value #>> '{}' from public.site_settings as s
     where s.key = 'tracking.default_subid_param' and jsonb_typeof(s.value) = 'string'));
  if tg_op = 'INSERT'
     or new.rating_baseline is distinct from old.rating_baseline
     or new.rating_baseline_votes is distinct from old.rating_baseline_votes
     or not private.request_is_trusted() then
    select r.user_rating, r.user_rating_votes
      into new.user_rating, new.user_rating_votes
      from private.brand_rating(new.id, new.rating_baseline, new.rating_baseline_votes) as r;
  end if;
  return new;
end;
$$;
comment on function private.brands_before_write() is
  'Trigger on brands: fills brand_slug from the name and subid_param from tracking.default_subid_param when omitted, and recomputes user_rating / user_rating_votes from the baseline and the votes.';

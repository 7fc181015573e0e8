-- Two facts about each outgoing click that the reports (traffic issue) and the /go redirect
-- (postbacks issue) both need, added once here so both build on the same columns:
--   card_position: the brand's position in the list the visitor clicked from (1 = top), as the
--                  page reports it; null when the click did not come from a ranked list.
--   click_path:    how the click reached us: 'client' (the page's own insert) or 'redirect' (the
--                  /go/{slug} edge function, which writes with the service key). A visitor's insert
--                  is always 'client', whatever it sends.

alter table public.brand_clicks_history
  add column card_position smallint
    constraint brand_clicks_history_card_position_range check (card_position between 1 and 100),
  add column click_path text not null default 'client'
    constraint brand_clicks_history_click_path_known check (click_path in ('client', 'redirect'));

comment on column public.brand_clicks_history.card_position is
  'Position of the brand''s card in the list when clicked (1 = top; client-reported, out-of-range values dropped); null outside a ranked list.';
comment on column public.brand_clicks_history.click_path is
  'client: recorded by the page''s insert; redirect: recorded server-side by /go/{brand-slug}. Visitors'' inserts are always client.';

create index brand_clicks_history_path_time_idx on public.brand_clicks_history (click_path, click_time desc);

-- The trigger function is replaced whole (CREATE OR REPLACE cannot patch a body); only the two
-- lines marked "new" differ from 20261122000500_tracking.sql.
create or replace function private.brand_clicks_history_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_trusted boolean := private.request_is_trusted();
  v_prior integer;
  v_quality record;
begin
  if not v_trusted then
    new.id := gen_random_uuid();
    new.click_time := now();
    new.ip := private.request_ip();
    new.user_agent := private.request_user_agent();
    new.click_in_id := null;
    new.click_id := coalesce(new.click_id, replace(gen_random_uuid()::text, '-', ''));
    new.click_path := 'client'; -- new

    new.brand_name := null;
    new.country := private.clip(new.country, 100);
    new.city := private.clip(new.city, 100);
    new.device_type := case when new.device_type in ('desktop', 'tablet', 'mobile') then new.device_type end;
    new.device_brand := private.clip(new.device_brand, 100);
    new.browser := private.clip(new.browser, 100);
    new.browser_version := private.clip(new.browser_version, 50);
    new.os := private.clip(new.os, 100);
    new.os_version := private.clip(new.os_version, 50);
    new.screen_resolution := private.clip(new.screen_resolution, 20);
    new.language := private.clip(new.language, 35);
    new.referrer := private.clip(new.referrer, 2048);
    new.source := private.clip(new.source, 255);
    new.campaign := private.clip(new.campaign, 255);
    new.medium := private.clip(new.medium, 255);
    new.term := private.clip(new.term, 255);
    new.content := private.clip(new.content, 255);
    new.gclid := private.clip(new.gclid, 255);
    new.fbclid := private.clip(new.fbclid, 255);
    new.msclkid := private.clip(new.msclkid, 255);
    new.ttclid := private.clip(new.ttclid, 255);
    new.page_url := private.clip(new.page_url, 2048);
    new.ab_test_variant := private.clip(new.ab_test_variant, 100);
    new.social_source := private.clip(new.social_source, 50);
    new.game := private.clip(new.game, 100);
    new.age := private.clip(new.age, 20);
    new.load_time_ms := case when new.load_time_ms between 0 and 600000 then new.load_time_ms end;
    new.time_on_page_sec := case when new.time_on_page_sec between 0 and 604800 then new.time_on_page_sec end;
    new.scroll_depth := case when new.scroll_depth between 0 and 100 then new.scroll_depth end;
    new.click_speed_ms := case when new.click_speed_ms >= 0 then new.click_speed_ms end;
    new.hour_of_day := case when new.hour_of_day between 0 and 23 then new.hour_of_day end;
    new.day_of_week := case when new.day_of_week between 0 and 6 then new.day_of_week end;
    new.card_position := case when new.card_position between 1 and 100 then new.card_position end; -- new
  else
    new.click_time := coalesce(new.click_time, now());
    new.ip := coalesce(nullif(new.ip, ''), private.request_ip());
    new.user_agent := coalesce(new.user_agent, private.request_user_agent());
  end if;

  -- Brand name as it is now.
  select b.brand_name into new.brand_name from public.brands as b where b.id = new.brand_id;

  -- Link to the visitor's own session: session_id AND user_id must match.
  if new.click_in_id is null then
    select s.id into new.click_in_id
      from public.visitor_sessions as s
     where s.session_id = new.session_id and s.user_id = new.user_id;
  end if;
  new.is_linked := new.click_in_id is not null;

  new.click_hour_of_day := extract(hour from new.click_time at time zone 'UTC')::smallint;
  new.click_day_of_week := extract(dow from new.click_time at time zone 'UTC')::smallint;

  -- The score is always the server's, whoever writes.
  select count(*) into v_prior
    from (select 1 from public.brand_clicks_history as c
           where c.session_id = new.session_id and c.user_id = new.user_id
           limit 1000) as prior;
  new.session_click_count := greatest(coalesce(new.session_click_count, 0), v_prior + 1);

  select * into v_quality
    from public.calculate_traffic_quality_score(
      p_ip => new.ip,
      p_user_agent => coalesce(new.user_agent, ''),
      p_click_speed_ms => new.click_speed_ms,
      p_session_click_count => new.session_click_count,
      p_time_on_page_sec => new.time_on_page_sec,
      p_referrer => new.referrer,
      p_recent_ip_events => private.recent_ip_events(new.ip),
      p_recent_ip_clicks => private.recent_ip_clicks(new.ip),
      p_webdriver => coalesce(new.is_webdriver, false)
    );
  new.traffic_quality_score := v_quality.quality_score;
  new.is_suspicious := v_quality.is_suspicious;
  new.quality_flags := v_quality.quality_flags;

  if new.traffic_quality_score = 0 then
    raise exception 'Traffic blocked by bot filter'
      using errcode = 'P0001',
            detail = 'quality_flags: ' || array_to_string(new.quality_flags, ', '),
            hint = 'Clicks scoring 0 (bot or empty user agent, automation) are not recorded.';
  end if;
  new.is_bot_filtered := new.traffic_quality_score < 30;
  return new;
end;
$$;

-- Visitors may send both (the trigger keeps click_path 'client' for them), so the matrix stays
-- "every column but id".
grant insert (card_position, click_path) on table public.brand_clicks_history to anon, authenticated;

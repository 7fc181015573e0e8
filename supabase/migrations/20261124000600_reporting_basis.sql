-- What the revenue reports (traffic issue) and the postback pipeline (postbacks issue) agree on,
-- fixed here so both can be built at once:
--   event_type:        the network's event normalised to one of our kinds (the raw value stays in
--                      `event`); set by the postback function from the source's mapping.
--   payout_reporting:  the payout converted to the reporting currency at the rates in settings
--                      (`reporting.currency`, `reporting.currency_rates`) when the postback was
--                      accepted; the original amount and currency stay in payout and currency.
--   is_test:           sent from the Test Postback console (authorised by a test token).
-- Reports count revenue as the sum of payout_reporting over accepted postbacks that are not tests.

alter table public.postbacks
  add column event_type text
    constraint postbacks_event_type_known
    check (event_type in ('registration', 'first_deposit', 'deposit', 'revenue', 'other')),
  add column payout_reporting numeric(14, 4),
  add column is_test boolean not null default false;

comment on column public.postbacks.event_type is
  'Event normalised from `event` by the source''s mapping: registration, first_deposit, deposit, revenue (commission) or other; null when rejected before mapping.';
comment on column public.postbacks.payout_reporting is
  'payout converted to the reporting currency (site_settings reporting.currency) at reporting.currency_rates when received; null without a payout or a rate.';

comment on column public.postbacks.is_test is
  'Sent from the Test Postback console (authorised by a test token); never counted in the reports or the logs'' conversions.';

create index postbacks_accepted_click_idx on public.postbacks (brand_click_id, received_at)
  where status = 'accepted';

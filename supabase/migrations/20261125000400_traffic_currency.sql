-- The reporting currency for the traffic pages: Analytics, the click and session logs
-- and the dashboard write revenue, EPC and converted payouts with the currency's sign. The setting
-- 'reporting.currency' is private (site_settings' RLS lets only admins read it), so analysts get
-- it as they get the time zone (20261124000900_reports.sql): a SECURITY DEFINER getter in private
-- that reads the one setting, behind a SECURITY INVOKER entry point in public that answers admins
-- and analysts only (null for anyone else; the exposed schema holds no definer function).

create or replace function private.reporting_currency()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(s.value #>> '{}', '') from public.site_settings as s where s.key = 'reporting.currency'),
    'EUR'
  )
$$;
comment on function private.reporting_currency() is
  'ISO 4217 code of the reporting currency (site_settings reporting.currency, EUR when unset); readable by signed-in callers through public.reporting_currency() because the setting itself is admin-only.';

create or replace function public.reporting_currency()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case when (select private.has_role(array['admin', 'analyst'])) then private.reporting_currency() end
$$;
comment on function public.reporting_currency() is
  'The reporting currency for admins and analysts (null for anyone else): revenue, EPC and converted payouts are written in it.';

revoke execute on function private.reporting_currency(), public.reporting_currency()
  from public, anon, authenticated, service_role;
-- The private getter runs inside the invoker entry point, so its callers need EXECUTE.
grant execute on function private.reporting_currency(), public.reporting_currency()
  to authenticated, service_role;

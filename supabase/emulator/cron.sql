-- A stand-in for pg_cron's interface (cron.schedule, cron.unschedule, cron.job), created on every
-- start of the local stack, which has no pg_cron: migrations schedule jobs the way they do on
-- hosted Supabase, and supabase/emulator/scheduler.ts runs them. Idempotent.
create schema if not exists cron;
revoke all on schema cron from public;

create table if not exists cron.job (
  jobid bigint generated always as identity primary key,
  jobname text not null unique,
  schedule text not null,
  command text not null,
  active boolean not null default true
);

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language sql
as $$
  with gone as (delete from cron.job where jobname = job_name returning 1)
  select exists (select 1 from gone)
$$;

/**
 * The database rules of reference/security.md (the ones Supabase's splinter
 * lints check), asserted from the system catalog of the migrated database.
 * Each query lists the offenders, so a failure names them. Who may do what
 * (grants) is the rights matrix in privileges.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'extensions')`

const names = async (text: string) => (await sql<{ name: string }>(text)).map((row) => row.name)

describe('security lints on the schema', () => {
  test('every public table has row level security enabled (0013)', async () => {
    expect(
      await names(`
        select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([])
  })

  test('every public table with RLS has at least one policy (0008)', async () => {
    expect(
      await names(`
        select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relrowsecurity
          and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`),
    ).toEqual([])
  })

  test('no policy exists on a table without RLS (0007)', async () => {
    expect(
      await names(`
        select distinct c.relname as name from pg_policy p join pg_class c on c.oid = p.polrelid
        where c.relnamespace::regnamespace::text not in ${SYSTEM_SCHEMAS} and not c.relrowsecurity`),
    ).toEqual([])
  })

  test('no INSERT, UPDATE, DELETE or ALL policy is always true (0024)', async () => {
    expect(
      await names(`
        select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
        where cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
          and (btrim(coalesce(qual, '')) in ('true', '(true)') or btrim(coalesce(with_check, '')) in ('true', '(true)'))`),
    ).toEqual([])
  })

  test('every write policy on public tables has a condition', async () => {
    expect(
      await names(`
        select tablename || ': ' || policyname as name from pg_policies
        where schemaname = 'public' and cmd in ('INSERT', 'UPDATE') and with_check is null
           or schemaname = 'public' and cmd in ('UPDATE', 'DELETE') and qual is null`),
    ).toEqual([])
  })

  test('policies call auth functions once per statement: (select auth.uid()) (0003)', async () => {
    expect(
      await names(`
        select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
        where schemaname in ('public', 'storage')
          and regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
                             '\\( SELECT auth\\.(uid|email|role|jwt)\\(\\) AS [a-z_]+\\)', '', 'g')
              ~ 'auth\\.(uid|email|role|jwt)\\(\\)'`),
    ).toEqual([])
  })

  test('no policy trusts user_metadata (0015)', async () => {
    expect(
      await names(`
        select tablename || ': ' || policyname as name from pg_policies
        where coalesce(qual, '') || coalesce(with_check, '') ~* 'user_metadata'`),
    ).toEqual([])
  })

  test('every SECURITY DEFINER function has search_path pinned to empty (0011)', async () => {
    expect(
      await names(`
        select p.oid::regprocedure::text as name from pg_proc p
        where p.prosecdef and p.pronamespace::regnamespace::text not in ${SYSTEM_SCHEMAS}
          and not coalesce(p.proconfig, '{}') && array['search_path=""', 'search_path=']`),
    ).toEqual([])
  })

  test('every function of ours has a fixed search_path (0011)', async () => {
    expect(
      await names(`
        select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([])
  })

  test('no SECURITY DEFINER function is executable by anon, in any schema (0028)', async () => {
    expect(
      await names(`
        select p.oid::regprocedure::text as name from pg_proc p
        where p.prosecdef and p.pronamespace::regnamespace::text not in ${SYSTEM_SCHEMAS}
          and has_function_privilege('anon', p.oid, 'EXECUTE')`),
    ).toEqual([])
  })

  test('the exposed schema has no SECURITY DEFINER function at all (0028, 0029)', async () => {
    expect(
      await names(`
        select p.oid::regprocedure::text as name from pg_proc p
        where p.prosecdef and p.pronamespace = 'public'::regnamespace`),
    ).toEqual([])
  })

  test('views in public run as the invoker (0010) and no materialized view is exposed (0016)', async () => {
    expect(
      await names(`
        select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace
          and (c.relkind = 'm'
               or c.relkind = 'v' and not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on'])`),
    ).toEqual([])
  })

  test('nothing in public exposes auth.users (0002)', async () => {
    expect(
      await names(`
        select distinct v.relname as name from pg_depend d
        join pg_rewrite r on r.oid = d.objid
        join pg_class v on v.oid = r.ev_class
        where d.refobjid = 'auth.users'::regclass and v.relnamespace = 'public'::regnamespace`),
    ).toEqual([])
  })

  test('every foreign key is covered by an index starting with its columns (0001)', async () => {
    expect(
      await names(`
        select c.conrelid::regclass::text || '.' || c.conname as name from pg_constraint c
        where c.contype = 'f' and c.connamespace in ('public'::regnamespace, 'private'::regnamespace)
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (select array_agg(k order by k) from unnest((string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)]) k)
                = (select array_agg(k order by k) from unnest(c.conkey) k))`),
    ).toEqual([])
  })

  test('every public table has a primary key (0004)', async () => {
    expect(
      await names(`
        select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`),
    ).toEqual([])
  })

  test('every public table and function carries a comment for the analysts', async () => {
    expect(
      await names(`
        select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and obj_description(c.oid, 'pg_class') is null
        union all
        select p.oid::regprocedure::text from pg_proc p
        where p.pronamespace = 'public'::regnamespace and obj_description(p.oid, 'pg_proc') is null`),
    ).toEqual([])
  })
})

describe('storage buckets', () => {
  test('media and uploads are public, size-limited and accept no HTML or SVG', async () => {
    const rows = await sql<{
      id: string
      public: boolean
      file_size_limit: string
      allowed_mime_types: string[]
    }>(
      `select id, public, file_size_limit::text, allowed_mime_types from storage.buckets
       where id in ('media', 'uploads') order by id`,
    )
    expect(rows.map((row) => [row.id, row.public])).toEqual([
      ['media', true],
      ['uploads', true],
    ])
    for (const row of rows) {
      expect(Number(row.file_size_limit)).toBeGreaterThan(0)
      expect(Number(row.file_size_limit)).toBeLessThanOrEqual(10 * 1024 * 1024)
      expect(row.allowed_mime_types.length).toBeGreaterThan(0)
      expect(row.allowed_mime_types.filter((type) => /html|svg|javascript|xml/.test(type))).toEqual(
        [],
      )
    }
  })

  test('no broad SELECT policy lets anon list public buckets (0025)', async () => {
    expect(
      await names(`
        select policyname as name from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
          and (roles && array['anon', 'public']::name[])`),
    ).toEqual([])
  })
})

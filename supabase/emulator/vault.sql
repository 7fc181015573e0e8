-- A stand-in for Supabase Vault (vault.secrets, the vault.decrypted_secrets view,
-- vault.create_secret and vault.update_secret, with Vault's columns, defaults and parameter
-- names), created on every start of the local stack, whose PostgreSQL has no supabase_vault.
-- A new hosted project has Vault. As there, `secret` holds the secret encrypted, and only the
-- view decrypts it: code that reads `secret` instead of `decrypted_secret` fails here too. The
-- key is the local stack's own (this stack is for development and tests only). Idempotent.
--
-- Privileges as on hosted: the superuser (postgres) and service_role may read, create and
-- delete secrets; anon and authenticated cannot use the schema.
create schema if not exists vault;
revoke all on schema vault from public;
grant usage on schema vault to service_role;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;
comment on table vault.secrets is
  'Table with encrypted `secret` column for storing sensitive information on disk.';

create or replace function vault._encrypt(secret text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.encrypt(convert_to(secret, 'UTF8'),
                                   convert_to('supabase-local-vault-key', 'UTF8'), 'aes'), 'base64')
$$;

create or replace function vault._decrypt(secret text)
returns text
language sql
immutable
set search_path = ''
as $$
  select convert_from(extensions.decrypt(decode(secret, 'base64'),
                                         convert_to('supabase-local-vault-key', 'UTF8'), 'aes'), 'UTF8')
$$;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, vault._decrypt(s.secret) as decrypted_secret,
       s.key_id, s.nonce, s.created_at, s.updated_at
  from vault.secrets as s;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  -- unused, as in Vault
  new_key_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  secret_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (vault._encrypt(new_secret), new_name, new_description)
  returning id into secret_id;
  return secret_id;
end
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  -- unused, as in Vault
  new_key_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update vault.secrets as s
     set secret = coalesce(vault._encrypt(new_secret), s.secret),
         name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description),
         updated_at = now()
   where s.id = secret_id;
end
$$;

revoke all on vault.secrets, vault.decrypted_secrets from public;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
revoke all on all functions in schema vault from public;
-- A view's reader must be allowed to call the functions the view calls.
grant execute on function vault.create_secret(text, text, text, uuid),
  vault.update_secret(uuid, text, text, text, uuid), vault._decrypt(text) to service_role;

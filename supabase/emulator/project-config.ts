/**
 * What the local stack and our scripts read from supabase/config.toml, the
 * file the Supabase CLI deploys with, so hosted and local follow one setting.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { z } from 'zod'
import { projectRoot } from './config.ts'

/** The parts of config.toml we read; Supabase's defaults where a key is absent. */
const configToml = z.object({
  auth: z
    .object({
      minimum_password_length: z.number().int().positive().default(6),
      site_url: z.string().default('http://127.0.0.1:3000'),
    })
    .prefault({}),
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean().optional() })).default({}),
})

export interface ProjectConfig {
  /** [auth] minimum_password_length: Auth refuses shorter passwords (weak_password). */
  minimumPasswordLength: number
  /** [auth] site_url: where Auth's links send the browser when redirect_to is not allowed. */
  siteUrl: string
  /** Functions whose `[functions.<name>]` sets `verify_jwt = false`: callable without a JWT. */
  functionsWithoutJwt: Set<string>
}

export function parseProjectConfig(text: string): ProjectConfig {
  const config = configToml.parse(parseToml(text))
  return {
    minimumPasswordLength: config.auth.minimum_password_length,
    siteUrl: config.auth.site_url,
    functionsWithoutJwt: new Set(
      Object.entries(config.functions)
        .filter(([, settings]) => settings.verify_jwt === false)
        .map(([name]) => name),
    ),
  }
}

export const projectConfig: ProjectConfig = parseProjectConfig(
  fs.readFileSync(path.join(projectRoot, 'supabase/config.toml'), 'utf8'),
)

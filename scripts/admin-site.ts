/**
 * The admin site of a build (scripts/sites.ts), made from the public site's output: the
 * client-only shell (index.html with an empty root: no prerendered page, no code snippet)
 * as shell.html and 404.html, the code and styles (assets/, without the public pages'
 * query state), the files of `public/` the shell and the admin use (favicon, fallback
 * images), build-info.json for the dashboard, a robots.txt that keeps crawlers out, and
 * the admin's host rules with its strict Content-Security-Policy.
 *
 * 404.html is the shell too: a public path opened on the admin's origin lands in the app,
 * which sends it to the public site (src/app/origin-gate.tsx). The shell is the same
 * document for every path, so it is never a page of the public site in disguise.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../src/config/build-info.ts'
import { projectRoot } from '../supabase/emulator/config.ts'
import { QUERY_STATE_DIR } from './prerender.ts'
import { adminSiteRules, NOT_FOUND_FILE, SHELL_FILE, writeStaticHostRules } from './static-host.ts'

/** Vite copies `public/` into the output as it is (robots.txt is each site's own, written). */
const STATIC_FILES = fs.readdirSync(path.join(projectRoot, 'public'))

export const ADMIN_ROBOTS = 'User-agent: *\nDisallow: /\n'

export type AdminSiteOptions = {
  /** The public site's folder after Vite's browser build and the prerender. */
  publicDir: string
  adminDir: string
  /** The client-only document (the prerender's `shell`). */
  shell: string
  supabaseUrl: string
}

export function writeAdminSite({ publicDir, adminDir, shell, supabaseUrl }: AdminSiteOptions) {
  fs.rmSync(adminDir, { recursive: true, force: true })
  const queryState = path.join(publicDir, QUERY_STATE_DIR)
  fs.cpSync(path.join(publicDir, 'assets'), path.join(adminDir, 'assets'), {
    recursive: true,
    filter: (source) => source !== queryState,
  })
  for (const name of [...STATIC_FILES, BUILD_INFO_FILE]) {
    fs.cpSync(path.join(publicDir, name), path.join(adminDir, name), { recursive: true })
  }
  fs.writeFileSync(path.join(adminDir, SHELL_FILE), shell)
  fs.writeFileSync(path.join(adminDir, NOT_FOUND_FILE), shell)
  fs.writeFileSync(path.join(adminDir, 'robots.txt'), ADMIN_ROBOTS)
  writeStaticHostRules(adminDir, adminSiteRules({ supabaseUrl }))
}

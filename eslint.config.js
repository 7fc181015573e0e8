/**
 * Lint rules for the whole repository. Besides the usual TypeScript and React rules it
 * guards the architecture (DESIGN.md section 1): imports flow shared -> features -> app,
 * a feature reaches another only through its index.ts, and supabase-js (the full client,
 * about 52 KB gzip) stays out of public code, which reads through postgrest-js.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import { reactRefresh } from 'eslint-plugin-react-refresh'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = ['site', 'ranking', 'reviews', 'geo', 'tracking', 'admin']

const noSupabaseJs = {
  group: ['@supabase/supabase-js', '@/lib/supabase'],
  message:
    'Public code reads through @/lib/postgrest; supabase-js (auth) belongs to the admin area only.',
}
const noApp = {
  group: ['@/app', '@/app/**'],
  message: 'The app layer composes features; features and shared code must not import it.',
}
/**
 * tailwind-merge (9 KB gzip) and Radix Tooltip are for the admin area. Public code joins
 * classes with clsx: its looks are variants, and a caller's className only adds (see
 * components/ui/button.tsx).
 */
const noMergingCn = [
  {
    name: '@/lib/utils',
    importNames: ['cn'],
    message: "Public pages join classes with clsx ('clsx') and use variants instead of overrides.",
  },
  { name: 'tailwind-merge', message: 'tailwind-merge belongs to the admin area only.' },
  {
    name: '@/components/ui/tooltip',
    message:
      "Radix Tooltip (about 20 KB gzip) is for the admin; public pages use '@/components/ui/light-tooltip'.",
  },
]
/** Shared components that public pages render. */
const PUBLIC_COMPONENTS = [
  'src/components/nav-link.tsx',
  'src/components/page-header.tsx',
  'src/components/page-loading.tsx',
  'src/components/ui/accordion.tsx',
  'src/components/ui/badge.tsx',
  'src/components/ui/button.tsx',
  'src/components/ui/light-tooltip.tsx',
  'src/components/ui/skeleton.tsx',
]
const noFeatures = {
  group: ['@/features', '@/features/**'],
  message: 'Shared code (components, lib, config) must not depend on features.',
}

/**
 * Server calls live in api/ folders, one file per operation, where unwrap turns every failure
 * into an error that keeps its code and status; components, hooks and the app import those
 * operations, never the client itself.
 */
const API_FOLDERS = 'src/**/api/**'
const clientOnlyInApi = [
  {
    name: '@/lib/supabase',
    importNames: ['supabase'],
    message: 'Call the server from an api/ folder (one file per operation) and import that.',
  },
  {
    name: '@supabase/supabase-js',
    importNames: ['createClient'],
    message: "The admin's one client is '@/lib/supabase', called from api/ folders.",
  },
]

/**
 * One block per feature (two for the admin: its api/ folders may call the client): the
 * rule's options replace each other, so they are merged here.
 */
const featureBoundaries = FEATURES.flatMap((feature) => {
  const files = [`src/features/${feature}/**/*.{ts,tsx}`]
  const boundaries = (paths) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noApp,
          {
            group: ['@/features/*/**', `!@/features/${feature}/**`],
            message: "Import another feature through its index.ts ('@/features/<name>').",
          },
          ...(feature === 'admin' ? [] : [noSupabaseJs]),
        ],
        paths,
      },
    ],
  })
  if (feature !== 'admin') return [{ files, rules: boundaries(noMergingCn) }]
  return [
    { files, ignores: [API_FOLDERS], rules: boundaries(clientOnlyInApi) },
    { files: [`src/features/${feature}/**/api/**/*.{ts,tsx}`], rules: boundaries([]) },
  ]
})

/**
 * Inside the admin, each section's folder is a feature of its own (the rule above, one level
 * down): sections share through the admin's frame folders (components: the workbench,
 * reporting formats, upload parts, traffic filters; auth; layout; api) and its top-level
 * modules (the section registry), or through a section's index.ts, never by reaching into
 * another section's files, so that a section can change without breaking another. The
 * frame folders depend on no section at all. Relative paths are resolved, so '../media/x'
 * and '@/features/admin/media/x' are the same import.
 */
const ADMIN_DIR = path.join(import.meta.dirname, 'src/features/admin')
const ADMIN_FRAME = new Set(['components', 'auth', 'layout', 'api'])

const sectionBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internals:
        "'{{source}}' reaches into the {{target}} section: share it through admin/components (or {{target}}/index.ts).",
      frame:
        "'{{source}}' makes admin/{{own}} depend on the {{target}} section: the frame folders serve every section.",
    },
  },
  create(context) {
    const [own, ...inside] = path.relative(ADMIN_DIR, context.filename).split(path.sep)
    // The registry and the other top-level modules know every section.
    if (inside.length === 0) return {}

    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string') return
      let resolved
      if (source.startsWith('.')) resolved = path.resolve(path.dirname(context.filename), source)
      else if (source.startsWith('@/'))
        resolved = path.join(import.meta.dirname, 'src', source.slice(2))
      else return
      const [target, ...rest] = path.relative(ADMIN_DIR, resolved).split(path.sep)
      if (target === own || target === '..' || ADMIN_FRAME.has(target)) return
      const folder = path.join(ADMIN_DIR, target)
      if (!existsSync(folder) || !statSync(folder).isDirectory()) return
      const data = { source, target, own }
      if (ADMIN_FRAME.has(own)) context.report({ node, messageId: 'frame', data })
      else if (!(rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]))))
        context.report({ node, messageId: 'internals', data })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/**
 * `new Error(error.message)` keeps the words and drops the code and HTTP status that say
 * what failed (a refused permission, a conflict, a missing row): unwrap the result instead
 * (src/lib/result.ts; supabase/functions/_shared/result.ts), throw the error itself, or
 * pass it on as `{ cause }`.
 */
const errorsKeepTheirCause = {
  selector:
    ":matches(NewExpression, CallExpression)[callee.name='Error'][arguments.length=1] MemberExpression[property.name='message']",
  message:
    "This drops the error's code and status: unwrap the result, throw the error itself or pass { cause }.",
}

export default defineConfig([
  globalIgnores([
    'dist',
    // Build folders of parallel e2e runs (E2E_OUT_DIR).
    'dist-*',
    'node_modules',
    'coverage',
    '.supabase-local',
    'src/integrations/supabase/types.ts',
    'playwright-report',
    'test-results',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      // loadedRowForm(…) makes a section's edit form component (admin/components/form).
      reactRefresh.configs.vite({ extraHOCs: ['loadedRowForm'] }),
      pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    // Route modules, providers, shadcn primitives (cva variants) and tests export helpers
    // beside components on purpose.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/components/ui/**/*.tsx',
      'src/main.tsx',
      'src/entry-server.tsx',
      'tests/**/*.{ts,tsx}',
    ],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: [
      'supabase/**/*.ts',
      'tests/integration/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/bench/**/*.ts',
      'scripts/**/*.{ts,js}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    ignores: ['src/lib/supabase.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noApp, noFeatures, noSupabaseJs] }],
    },
  },
  {
    files: PUBLIC_COMPONENTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noApp, noFeatures, noSupabaseJs], paths: noMergingCn },
      ],
    },
  },
  {
    files: ['src/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: clientOnlyInApi }] },
  },
  ...featureBoundaries,
  {
    files: ['src/features/admin/**/*.{ts,tsx}'],
    plugins: { admin: { rules: { 'section-boundaries': sectionBoundaries } } },
    rules: { 'admin/section-boundaries': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', errorsKeepTheirCause] },
  },
])

/**
 * The lazy page of each admin section: the default export of
 * src/app/pages/admin/<slug>.tsx, found by the section's slug in the registry
 * (features/admin/sections.ts). Each page is a chunk of its own, loaded when its section
 * is first opened. (The registry itself cannot name these modules: features do not import
 * the app layer.)
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** Every module in this folder but the admin area's own frame modules. */
const modules = import.meta.glob<{ default: ComponentType }>([
  './*.tsx',
  '!./root.tsx',
  '!./layout.tsx',
  '!./login.tsx',
  '!./profile.tsx',
  '!./section.tsx',
  '!./set-password.tsx',
])

const pages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [
    file.slice('./'.length, -'.tsx'.length),
    lazy(load),
  ]),
)

/** True when src/app/pages/admin/<slug>.tsx exists. */
export function hasSectionPage(slug: string): boolean {
  return pages[slug] !== undefined
}

export function SectionPage({ slug }: { slug: string }) {
  const Page = pages[slug]
  if (!Page)
    throw new Error(`No page for the admin section '${slug}': add src/app/pages/admin/${slug}.tsx`)
  return <Page />
}

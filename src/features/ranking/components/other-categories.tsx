import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { otherCategories, type CategoryRow } from '../lib/categories'
import { categoryIcon } from '@/config/category-icons'

/**
 * 'Other Categories': links to the country's other rankings, one card per active category
 * row (name, description, icon), the current one left out. `categories` is undefined while
 * the list is read (a page reached by navigation, not prerendered): the section, below the
 * brand list, waits for it.
 */
export function OtherCategories({
  country,
  category,
  categories,
}: {
  country: string
  category: string
  categories: readonly CategoryRow[] | undefined
}) {
  if (!categories) return null
  return (
    <section aria-labelledby="other-categories" className="render-near-viewport space-y-5">
      <h2 id="other-categories" className="text-2xl font-bold tracking-tight">
        Other Categories
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {otherCategories(categories, country, category).map((entry) => {
          const Icon = categoryIcon(entry.icon)
          return (
            <li key={entry.slug}>
              <Link
                to={entry.href}
                className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-lg font-semibold">{entry.name}</span>
                <span className="flex-1 text-sm text-muted-foreground">{entry.description}</span>
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  Find out more
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

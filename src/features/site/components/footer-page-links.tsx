/**
 * The footer's links to the site's pages: the published pages set to 'Show in footer' in
 * the admin, in their sort order. Nothing while they load or when they cannot be read
 * (the rest of the footer stands on its own).
 */
import { Link } from 'react-router-dom'
import { useFooterPages } from '../api/get-page'

export function FooterPageLinks() {
  const { data: pages = [] } = useFooterPages()
  return (
    <nav aria-label="Pages" className="col-span-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-foreground">
        Information and guides
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              to={`/${page.slug}`}
              className="text-sm text-brand-foreground/80 hover:text-brand-foreground hover:underline"
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

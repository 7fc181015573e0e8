/** The brands that use a library file as their logo, linked to their forms. */
import { Link } from 'react-router-dom'
import type { MediaUsage } from './api/get-media-usage'

export function MediaUsageList({ brands }: { brands: readonly MediaUsage[] }) {
  return (
    <span className="block">
      <span className="sr-only">Brands using it:</span>
      <ul className="list-disc pl-5">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={`/admin/brands?edit=${brand.id}`} className="underline underline-offset-2">
              {brand.brand_name}
            </Link>
          </li>
        ))}
      </ul>
    </span>
  )
}

/**
 * The landing page's country dropdown: choosing a country goes to its ranking. A native
 * select: keyboard and screen-reader friendly on every phone, and no menu code to load.
 */
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { clsx } from 'clsx'

export type PickerCountry = { slug: string; name: string }

export function CountryPicker({
  countries,
  className,
}: {
  countries: readonly PickerCountry[]
  className?: string
}) {
  const navigate = useNavigate()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  // A country chosen on the prerendered page before its code arrived still counts.
  useEffect(() => {
    const chosen = select.current?.value
    if (chosen) navigate(paths.country.getHref(chosen))
  }, [navigate])
  return (
    <div className={clsx('relative w-full max-w-md', className)}>
      <label htmlFor={id} className="sr-only">
        Your country
      </label>
      <select
        ref={select}
        id={id}
        defaultValue=""
        // No restored choice when the visitor comes back: only their own counts.
        autoComplete="off"
        onChange={(event) => {
          if (event.target.value) navigate(paths.country.getHref(event.target.value))
        }}
        className="h-12 w-full cursor-pointer appearance-none rounded-lg border border-white/20 bg-white pl-4 pr-10 text-base font-medium text-slate-900 shadow-lg outline-none focus-visible:ring-4 focus-visible:ring-gold/60"
      >
        <option value="" disabled>
          Choose your country
        </option>
        {countries.map((country) => (
          <option key={country.slug} value={country.slug}>
            {country.name}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-600"
        aria-hidden="true"
      />
    </div>
  )
}

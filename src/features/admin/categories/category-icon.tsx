/**
 * A category's stored icon as the site draws it, or a dash for none or a name the site
 * cannot render. `labelled` adds the icon's name for screen readers (the list's cell; the
 * form's preview sits beside the select that already says it).
 */
import { createElement } from 'react'
import { CATEGORY_ICONS, isCategoryIconName } from '@/config/category-icons'
import { cn } from '@/lib/utils'

export function CategoryIcon({
  name,
  labelled = false,
  className,
}: {
  name: string | null
  labelled?: boolean
  className?: string
}) {
  const entry = isCategoryIconName(name) ? CATEGORY_ICONS[name] : null
  const label = entry ? entry.label : name ? `${name} (not shown on the site)` : 'No icon'
  return (
    <>
      {entry ? (
        // One of the map's static components, looked up by name (not created here).
        createElement(entry.icon, {
          'aria-hidden': true,
          className: cn('size-5 text-primary', className),
        })
      ) : (
        <span aria-hidden="true" className="text-muted-foreground">
          —
        </span>
      )}
      {labelled ? <span className="sr-only">{label}</span> : null}
    </>
  )
}

/**
 * A log's row opens its detail panel wherever it is clicked, and with Enter when the row has
 * the focus; a click on something of its own inside the row (a link, a button, a checkbox,
 * the Changes toggle) does what that does, and selecting text opens nothing.
 */
import type { KeyboardEvent, MouseEvent } from 'react'

const OWN_CONTROLS = 'a, button, input, select, textarea, summary, label, [role="checkbox"]'

export type RowOpenProps = {
  tabIndex: 0
  onClick: (event: MouseEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

export function rowOpenProps(open: () => void): RowOpenProps {
  return {
    tabIndex: 0,
    onClick: (event) => {
      if ((event.target as Element).closest(OWN_CONTROLS)) return
      if (window.getSelection()?.toString()) return
      open()
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault()
        open()
      }
    },
  }
}

/**
 * Copies a text (a file's URL) to the clipboard and says so in a toast; where the
 * clipboard is refused, the toast says that instead.
 */
import { Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { notifyError, notifySuccess } from './form'

export function CopyButton({
  text,
  label,
  copied = 'Copied to the clipboard.',
}: {
  text: string
  /** The button's words ('Copy public URL'). */
  label: string
  copied?: string
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text)
          notifySuccess(copied)
        } catch (error) {
          notifyError(error, 'Could not copy')
        }
      }}
    >
      <Copy aria-hidden="true" />
      {label}
    </Button>
  )
}

/**
 * Copies a text to the clipboard and says so (a toast, and the button's label for a
 * moment). Used for values staff paste elsewhere: postback URLs, secrets, a list's ids.
 */
import { Check, Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useCopy } from './use-copy'

export function CopyButton({
  text,
  label = 'Copy',
  copiedMessage,
}: {
  text: string
  label?: string
  copiedMessage?: string
}) {
  const { copied, copy } = useCopy(text, copiedMessage)
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : label}
    </Button>
  )
}

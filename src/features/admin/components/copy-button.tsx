/**
 * Copies a text to the clipboard and says so (a toast, and the button's label for a
 * moment). Used for values staff paste elsewhere: postback URLs, secrets.
 */
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { notifyError, notifySuccess } from './form'

export function CopyButton({
  text,
  label = 'Copy',
  copiedMessage = 'Copied to the clipboard.',
}: {
  text: string
  label?: string
  copiedMessage?: string
}) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      notifySuccess(copiedMessage)
      window.setTimeout(() => setCopied(false), 2000)
    } catch (error) {
      notifyError(error, 'Could not copy')
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : label}
    </Button>
  )
}

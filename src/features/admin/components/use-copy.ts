/** Copying a text to the clipboard, said with a toast (copy-button.tsx, a list's ids). */
import { useState } from 'react'
import { notifyError, notifySuccess } from './form'

/** Copies `text`; `copied` is true for two seconds after. */
export function useCopy(text: string, copiedMessage = 'Copied to the clipboard.') {
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
  return { copied, copy: () => void copy() }
}

/** A one-time link for the admin to pass on (no mail is sent), with a copy button. */
import { Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { notifyError } from '../components/form'

const HINT =
  'Send it to them yourself: it works once, within an hour, and lets them choose their password.'

export function OneTimeLink({ link }: { link: string }) {
  const id = useId()
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch (error) {
      notifyError(error, 'Could not copy the link; select it and copy it by hand')
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-link`}>One-time link</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-link`}
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {HINT}
      </p>
    </div>
  )
}

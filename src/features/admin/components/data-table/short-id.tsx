/**
 * A long identifier (a click id, a transaction id, a row's uuid) in a list's cell: its first
 * characters, the whole value on hover or focus (a tooltip) and for screen readers, and a
 * button copying it. Optionally a link (a postback's click id opens the click).
 */
import { Check, Copy } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useCopy } from '../use-copy'

const SHOWN = 8

/** The first characters of `value` and an ellipsis, or the value when it is short. */
function shortenId(value: string): string {
  return value.length > SHOWN + 1 ? `${value.slice(0, SHOWN)}…` : value
}

export function ShortId({ value, label, to }: { value: string; label: string; to?: string }) {
  const { copied, copy } = useCopy(value, `${label} copied.`)
  const text = (
    <>
      <span aria-hidden="true">{shortenId(value)}</span>
      <span className="sr-only">{value}</span>
    </>
  )
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className="inline-flex items-center gap-0.5 font-mono text-xs">
          {to ? (
            <Link to={to} className="text-primary underline underline-offset-2">
              {text}
            </Link>
          ) : (
            <span>{text}</span>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={copy}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm break-all font-mono">{value}</TooltipContent>
    </Tooltip>
  )
}

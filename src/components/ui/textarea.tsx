import { slotComponent } from './slot'

const Textarea = slotComponent(
  'textarea',
  'textarea',
  'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none transition-colors placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm',
)

export { Textarea }

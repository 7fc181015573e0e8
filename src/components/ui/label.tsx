import { slotComponent } from './slot'

/** A native label (no Radix needed): pair it with its control through `htmlFor`. */
const Label = slotComponent(
  'label',
  'label',
  'flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
)

export { Label }

/**
 * Tabs (shadcn's shape over Radix): arrow keys move between tabs, Tab moves into the
 * panel. A panel may be force-mounted so its fields stay in the DOM while hidden.
 */
import * as TabsPrimitive from '@radix-ui/react-tabs'
import { slotComponent } from './slot'

const Tabs = slotComponent(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-4')
const TabsList = slotComponent(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
)
const TabsTrigger = slotComponent(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex h-8 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
)
/** With `forceMount`, an inactive panel stays mounted and is hidden by CSS. */
const TabsContent = slotComponent(
  TabsPrimitive.Content,
  'tabs-content',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=inactive]:hidden',
)

export { Tabs, TabsContent, TabsList, TabsTrigger }

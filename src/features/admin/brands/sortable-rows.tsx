/**
 * The brand list's rows as a dnd-kit sortable list: a row is dragged by its handle (mouse,
 * touch, or the keyboard sensor: Space, arrows, Space), and a drop reports the page's new
 * order. The handle reads its row's drag props from context, since cells are rendered by
 * the column definitions.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { Row } from '@tanstack/react-table'
import { GripVertical } from 'lucide-react'
import { createContext, useContext } from 'react'
import { TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { DataTableRowCells } from '../components/data-table'

type HandleProps = {
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
  /** The handle's element, which dnd-kit's keyboard sensor returns focus to. */
  activator: (element: HTMLElement | null) => void
}

const HandleContext = createContext<HandleProps | null>(null)

/** The drag handle of the row it is rendered in; nothing outside a sortable row. */
export function DragHandle({ label, disabled }: { label: string; disabled: boolean }) {
  const handle = useContext(HandleContext)
  if (!handle || disabled) return null
  const { attributes, listeners, activator } = handle
  return (
    <button
      type="button"
      ref={activator}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="inline-flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  )
}

function SortableRow<Data>({ row }: { row: Row<Data> }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id })
  return (
    <HandleContext.Provider value={{ attributes, listeners, activator: setActivatorNodeRef }}>
      <TableRow
        ref={setNodeRef}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        data-state={row.getIsSelected() ? 'selected' : undefined}
        className={cn(isDragging && 'relative z-10 bg-muted shadow-md')}
      >
        <DataTableRowCells row={row} />
      </TableRow>
    </HandleContext.Provider>
  )
}

export function SortableRows<Data>({
  rows,
  onReorder,
}: {
  rows: Row<Data>[]
  /** The page's row ids in their new order, and the id of the row that moved. */
  onReorder: (ids: string[], movedId: string) => void
}) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = rows.map((row) => row.id)

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from === -1 || to === -1) return
    onReorder(arrayMove(ids, from, to), String(active.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // Its live region and instructions are <div>s: keep them out of the <tbody>.
      accessibility={{ container: document.body }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows.map((row) => (
          <SortableRow key={row.id} row={row} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

/**
 * slotComponent (components/ui/slot.tsx), through the primitives built with it: each part
 * is its element with its data-slot and classes, a caller's className merged over them,
 * every other prop and the ref passed through.
 */
import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, test } from 'vitest'
import { CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { slotComponent } from '@/components/ui/slot'

describe('slotComponent', () => {
  test('renders the element with its data-slot and classes, and passes the other props on', () => {
    render(
      <CardTitle id="title" aria-label="Card title">
        Hello
      </CardTitle>,
    )
    const title = screen.getByLabelText('Card title')
    expect(title.tagName).toBe('DIV')
    expect(title).toHaveAttribute('data-slot', 'card-title')
    expect(title).toHaveAttribute('id', 'title')
    expect(title).toHaveClass('font-semibold leading-none', { exact: true })
    expect(title).toHaveTextContent('Hello')
  })

  test("a caller's className is merged over the part's: a conflicting class replaces it", () => {
    render(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell className="p-0 text-right">cell</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    const cell = screen.getByRole('cell', { name: 'cell' })
    expect(cell).toHaveAttribute('data-slot', 'table-cell')
    expect(cell).toHaveClass('p-0', 'text-right', 'whitespace-nowrap', 'align-middle')
    expect(cell).not.toHaveClass('p-2')
  })

  test('passes the ref on to the element (React 19: ref is a prop)', () => {
    const ref = createRef<HTMLInputElement>()
    render(<Input ref={ref} type="email" aria-label="Email" />)
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }))
    expect(ref.current).toHaveAttribute('data-slot', 'input')
    expect(ref.current).toHaveAttribute('type', 'email')
  })

  test('builds a part over a Radix component, which keeps its behaviour', () => {
    render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Views">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel</TabsContent>
      </Tabs>,
    )
    const tab = screen.getByRole('tab', { name: 'One' })
    expect(tab).toHaveAttribute('data-slot', 'tabs-trigger')
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tablist', { name: 'Views' })).toHaveAttribute('data-slot', 'tabs-list')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel')
  })

  test("Radix's parts keep their wiring: the dialog is named by its title", () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Rename</DialogTitle>
          <DialogDescription>Give it a new name.</DialogDescription>
        </DialogContent>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    expect(dialog).toHaveAccessibleDescription('Give it a new name.')
    expect(screen.getByText('Rename')).toHaveAttribute('data-slot', 'dialog-title')
  })

  test('a part without classes of its own leaves className as the caller gave it', () => {
    const Plain = slotComponent('section', 'plain')
    const { container } = render(
      <>
        <Plain aria-label="bare" />
        <Plain aria-label="classed" className="p-2 p-4" />
      </>,
    )
    const [bare, classed] = container.querySelectorAll('section')
    expect(bare).not.toHaveAttribute('class')
    expect(bare).toHaveAttribute('data-slot', 'plain')
    expect(classed).toHaveAttribute('class', 'p-2 p-4')
  })

  test('names the component after its slot', () => {
    expect(slotComponent('div', 'dropdown-menu-sub-content', 'x').displayName).toBe(
      'DropdownMenuSubContent',
    )
    expect(CardTitle.displayName).toBe('CardTitle')
  })
})

/**
 * The one slug behaviour of every admin form (useSlugProposal, through SlugField: countries,
 * categories, pages, brands, postback sources): on a new row the slug follows the name as it
 * is typed, until staff type in 'Slug' themselves; emptying it resumes the proposal; a saved
 * row's slug is never proposed. A real react-hook-form drives it, typed into as staff do.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, test } from 'vitest'
import { useSlugProposal } from '@/features/admin/components/form'

type Values = { name: string; slug: string }

function SlugForm({ saved }: { saved?: Values }) {
  const form = useForm<Values>({ defaultValues: saved ?? { name: '', slug: '' } })
  useSlugProposal(form, { from: 'name', slug: 'slug', enabled: !saved })
  return (
    <form>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <label>
        Slug
        <input {...form.register('slug')} />
      </label>
    </form>
  )
}

const name = () => screen.getByLabelText('Name')
const slug = () => screen.getByLabelText('Slug')

describe('slug proposal', () => {
  test('follows the name as it is typed, letter by letter', async () => {
    render(<SlugForm />)
    await userEvent.type(name(), 'New Zeal')
    expect(slug()).toHaveValue('new-zeal')
    await userEvent.type(name(), 'and!')
    expect(slug()).toHaveValue('new-zealand')
  })

  test('clicking into the slug and out again changes nothing; the name still leads', async () => {
    render(<SlugForm />)
    await userEvent.type(name(), 'Malta')
    await userEvent.click(slug())
    await userEvent.click(name())
    expect(slug()).toHaveValue('malta')
    await userEvent.type(name(), ' Gaming')
    expect(slug()).toHaveValue('malta-gaming')
  })

  test('a slug typed by hand is kept: the name no longer changes it', async () => {
    render(<SlugForm />)
    await userEvent.type(name(), 'Golden Arc')
    await userEvent.clear(slug())
    await userEvent.type(slug(), 'golden')
    await userEvent.type(name(), ' Casino')
    expect(slug()).toHaveValue('golden')
  })

  test('a slug typed before the name is kept', async () => {
    render(<SlugForm />)
    await userEvent.type(slug(), 'nz')
    await userEvent.type(name(), 'New Zealand')
    expect(slug()).toHaveValue('nz')
  })

  test('emptying the slug hands it back to the name', async () => {
    render(<SlugForm />)
    await userEvent.type(name(), 'Spin')
    await userEvent.type(slug(), '-x')
    await userEvent.clear(slug())
    await userEvent.type(name(), 's')
    expect(slug()).toHaveValue('spins')
  })

  test("a saved row's slug is its address: never proposed", async () => {
    render(<SlugForm saved={{ name: 'Canada', slug: 'ca' }} />)
    await userEvent.type(name(), ' West')
    expect(slug()).toHaveValue('ca')
  })
})

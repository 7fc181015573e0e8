/** The list's view state in the URL: parsed defensively, written back minimal. */
import { describe, expect, test } from 'vitest'
import {
  ilikeContains,
  isFiltered,
  pageRange,
  parseListState,
  writeListState,
  type ListStateOptions,
} from '@/features/admin/components/data-table/list-state'

const options: ListStateOptions = {
  sortKeys: ['name', 'sort_order'],
  filters: [
    {
      key: 'active',
      label: 'Active',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
      ],
    },
  ],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

const parse = (search: string) => parseListState(new URLSearchParams(search), options)

describe('list state in the URL', () => {
  test('an empty URL is the first page in the default order', () => {
    expect(parse('')).toEqual({
      page: 1,
      perPage: 25,
      sort: 'sort_order',
      order: 'asc',
      q: '',
      filters: {},
    })
  })

  test('reads page, page size, sort, search and filters', () => {
    expect(parse('page=3&perPage=50&sort=name&order=desc&q=%20can%20&active=false')).toEqual({
      page: 3,
      perPage: 50,
      sort: 'name',
      order: 'desc',
      q: 'can',
      filters: { active: 'false' },
    })
  })

  test('ignores what it does not know or cannot use', () => {
    expect(parse('page=0&perPage=33&sort=password&order=sideways&active=maybe&other=1')).toEqual(
      parse(''),
    )
    expect(parse('page=-2').page).toBe(1)
    expect(parse('page=1e3').page).toBe(1)
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100)
  })

  test('writes only what differs from the defaults and keeps foreign parameters', () => {
    const written = writeListState(
      new URLSearchParams('edit=new&page=4'),
      { ...parse(''), q: 'uk', filters: { active: 'true' } },
      options,
    )
    expect(written.toString()).toBe('edit=new&q=uk&active=true')
    const sorted = writeListState(
      new URLSearchParams(),
      { ...parse(''), sort: 'name', order: 'desc', page: 2, perPage: 10 },
      options,
    )
    expect(sorted.toString()).toBe('sort=name&order=desc&perPage=10&page=2')
    expect(parse(sorted.toString())).toMatchObject({
      sort: 'name',
      order: 'desc',
      page: 2,
      perPage: 10,
    })
  })

  test('a filter with options from the database keeps the URL values it accepts', () => {
    const withCountry: ListStateOptions = {
      ...options,
      filters: [
        ...options.filters!,
        {
          key: 'country',
          label: 'Country',
          options: [],
          accepts: (value) => /^[a-z]+$/.test(value),
        },
      ],
    }
    const read = (search: string) => parseListState(new URLSearchParams(search), withCountry)
    expect(read('?country=hr&active=true').filters).toEqual({ country: 'hr', active: 'true' })
    expect(read('?country=H%20R').filters).toEqual({})
  })

  test('page range and filtered', () => {
    expect(pageRange({ page: 1, perPage: 25 })).toEqual({ from: 0, to: 24 })
    expect(pageRange({ page: 3, perPage: 10 })).toEqual({ from: 20, to: 29 })
    expect(isFiltered(parse(''))).toBe(false)
    expect(isFiltered(parse('q=a'))).toBe(true)
    expect(isFiltered(parse('active=true'))).toBe(true)
  })

  test('a search term becomes a quoted ilike pattern with its wildcards escaped', () => {
    expect(ilikeContains('can')).toBe('"*can*"')
    expect(ilikeContains('50%_off')).toBe('"*50\\\\%\\\\_off*"')
    expect(ilikeContains('a,"b"')).toBe('"*a,\\"b\\"*"')
  })
})

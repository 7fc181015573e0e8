import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BrandCard } from '@/features/ranking/components/brand-card'
import { StarRating } from '@/features/ranking/components/star-rating'
import { makeBrand, renderWith } from './fixtures'

const star = (n: number) => screen.getByRole('button', { name: new RegExp(`^${n} stars?:`) })

describe('star rating', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  test('says Please Vote! and previews each label on hover', () => {
    render(<StarRating rating={4.2} votes={10} />)
    expect(screen.getByText('Please Vote!')).toBeInTheDocument()
    const labels = ['Awful', 'Poor', 'Decent', 'Great', 'Amazing']
    labels.forEach((label, index) => {
      fireEvent.mouseEnter(star(index + 1))
      expect(screen.getByText(label)).toBeInTheDocument()
    })
    fireEvent.mouseLeave(screen.getByRole('group'))
    expect(screen.getByText('Please Vote!')).toBeInTheDocument()
  })

  test('the first click sets and locks the rating, adds a vote and thanks for 2 s', () => {
    vi.useFakeTimers()
    const onVote = vi.fn(() => Promise.resolve())
    render(<StarRating rating={4.2} votes={10} onVote={onVote} />)
    fireEvent.click(star(4))
    expect(onVote).toHaveBeenCalledWith(4)
    expect(screen.getByText('Thank You!')).toBeInTheDocument()
    expect(screen.getByText('(11 votes)')).toBeInTheDocument()
    expect(screen.getByText('4.0')).toBeInTheDocument()
    for (const n of [1, 2, 3, 4, 5]) expect(star(n)).toBeDisabled()
    fireEvent.click(star(1))
    expect(onVote).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('Thank You!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument()
    expect(screen.getByText('Great')).toBeInTheDocument()
  })

  test('a vote that is not saved unlocks the rating again', async () => {
    render(<StarRating rating={4.2} votes={10} onVote={() => Promise.reject(new Error('nope'))} />)
    fireEvent.click(star(5))
    await waitFor(() => expect(screen.getByText('Vote not saved')).toBeInTheDocument())
    expect(star(5)).toBeEnabled()
    expect(screen.getByText('(10 votes)')).toBeInTheDocument()
  })

  test('interactive mode calls onChange on every click and never locks', () => {
    const onChange = vi.fn()
    render(<StarRating rating={0} interactive onChange={onChange} />)
    fireEvent.click(star(2))
    fireEvent.click(star(5))
    expect(onChange.mock.calls).toEqual([[2], [5]])
    expect(star(1)).toBeEnabled()
  })

  test('a vote on a card is stored with cast_brand_vote and the visitor id', async () => {
    localStorage.setItem('user_id', 'visitor-1234-abcd')
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify([{ user_rating: 4.61, user_rating_votes: 1235 }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    renderWith(<BrandCard brand={makeBrand({ id: 'brand-42' })} position={2} highlighted={false} />)
    fireEvent.click(star(5))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled())
    const [input, init] = fetchSpy.mock.calls[0]!
    expect(String(input)).toMatch(/\/rest\/v1\/rpc\/cast_brand_vote$/)
    expect(JSON.parse(String(init?.body))).toEqual({
      p_brand_id: 'brand-42',
      p_voter_id: 'visitor-1234-abcd',
      p_rating: 5,
    })
    expect(screen.getByText('(1,235 votes)')).toBeInTheDocument()
  })
})

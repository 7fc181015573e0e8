import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { AppRouter } from '@/app/router'

type Outcome = 'recorded' | 'blocked' | 'failed'
const runtime = {
  recordClick:
    vi.fn<(brand: { id: string; brand_name: string }, clickId: string) => Promise<Outcome>>(),
  startTracking: vi.fn(),
}
vi.mock('@/features/tracking/load-runtime', () => ({ loadRuntime: async () => runtime }))

const { SessionTracker, useBrandClick } = await import('@/features/tracking')
type TrackableBrand = Parameters<typeof useBrandClick>[0]

function GetBonus({ brand }: { brand: TrackableBrand }) {
  const { isTracking, onClick } = useBrandClick(brand)
  return (
    <button type="button" disabled={isTracking} onClick={onClick}>
      {isTracking ? 'Loading...' : 'Get Bonus'}
    </button>
  )
}

const brand: TrackableBrand = {
  id: '7b0c1b5e-0000-4000-8000-000000000001',
  brand_name: 'Royal Maple Casino',
  destination_url: 'https://example.com/go/royal-maple?aff=cc&click_id={click_id}',
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('Get Bonus (useBrandClick)', () => {
  let tab: { opener: unknown; closed: boolean; location: { href: string } }
  let open: MockInstance<typeof window.open>

  beforeEach(() => {
    tab = { opener: window, closed: false, location: { href: 'about:blank' } }
    open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window)
    runtime.recordClick.mockReset()
  })
  afterEach(() => {
    open.mockRestore()
  })

  test('opens a blank tab inside the click, then points it at the destination with the click_id', async () => {
    const recording = deferred<Outcome>()
    runtime.recordClick.mockReturnValue(recording.promise)
    const user = userEvent.setup()
    render(<GetBonus brand={brand} />)

    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled()
    expect(tab.location.href).toBe('about:blank')

    await act(async () => recording.resolve('recorded'))
    const [clicked, clickId] = runtime.recordClick.mock.calls[0]!
    expect(clicked).toEqual({ id: brand.id, brand_name: brand.brand_name })
    expect(clickId).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(tab.location.href).toBe(`https://example.com/go/royal-maple?aff=cc&click_id=${clickId}`)
    expect(screen.getByRole('button', { name: 'Get Bonus' })).toBeEnabled()
  })

  test('a click while one is being tracked does nothing', async () => {
    const recording = deferred<Outcome>()
    runtime.recordClick.mockReturnValue(recording.promise)
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => {
      result.current.onClick()
      result.current.onClick()
    })
    await act(async () => {
      result.current.onClick()
    })
    expect(open).toHaveBeenCalledTimes(1)
    expect(result.current.isTracking).toBe(true)
    await act(async () => recording.resolve('recorded'))
    expect(runtime.recordClick).toHaveBeenCalledTimes(1)
    expect(result.current.isTracking).toBe(false)
  })

  test('the destination still opens when recording fails or the click is blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    runtime.recordClick.mockRejectedValueOnce(new Error('network down'))
    const user = userEvent.setup()
    render(<GetBonus brand={brand} />)
    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    await screen.findByRole('button', { name: 'Get Bonus' })
    expect(tab.location.href).toMatch(
      /^https:\/\/example\.com\/go\/royal-maple\?aff=cc&click_id=[A-Za-z0-9]{32}$/,
    )

    tab.location.href = 'about:blank'
    runtime.recordClick.mockResolvedValueOnce('blocked')
    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    await screen.findByRole('button', { name: 'Get Bonus' })
    expect(tab.location.href).toMatch(/^https:\/\/example\.com\/go\/royal-maple/)
  })

  test('uses the brand’s sub-id parameter when the URL has no placeholder', async () => {
    runtime.recordClick.mockResolvedValue('recorded')
    const user = userEvent.setup()
    render(
      <GetBonus
        brand={{
          ...brand,
          destination_url: 'https://www.example.org/track/x?btag=cc_ca',
          subid_param: 'subid',
        }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    await screen.findByRole('button', { name: 'Get Bonus' })
    const clickId = runtime.recordClick.mock.calls[0]![1]
    expect(tab.location.href).toBe(`https://www.example.org/track/x?btag=cc_ca&subid=${clickId}`)
  })

  test('opens the destination itself when the blank tab was refused', async () => {
    open.mockImplementationOnce(() => null)
    runtime.recordClick.mockResolvedValue('recorded')
    const user = userEvent.setup()
    render(<GetBonus brand={brand} />)
    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    await screen.findByRole('button', { name: 'Get Bonus' })
    expect(open).toHaveBeenLastCalledWith(
      expect.stringMatching(/^https:\/\/example\.com\/go\//),
      '_blank',
      'noopener,noreferrer',
    )
  })

  test.each([
    ['no destination_url', null],
    ['a javascript: destination', 'javascript:alert(1)'],
  ])('a brand with %s does nothing', async (_name, destination) => {
    const user = userEvent.setup()
    render(<GetBonus brand={{ ...brand, destination_url: destination }} />)
    await user.click(screen.getByRole('button', { name: 'Get Bonus' }))
    expect(open).not.toHaveBeenCalled()
    expect(runtime.recordClick).not.toHaveBeenCalled()
  })
})

describe('SessionTracker', () => {
  test('renders nothing and starts the tracking runtime once', async () => {
    const location = memoryLocation({ path: '/ca' })
    const { container, rerender } = render(
      <AppRouter location={location}>
        <SessionTracker />
      </AppRouter>,
    )
    rerender(
      <AppRouter location={location}>
        <SessionTracker />
      </AppRouter>,
    )
    await act(async () => undefined)
    expect(container).toBeEmptyDOMElement()
    expect(runtime.startTracking).toHaveBeenCalledTimes(1)
  })
})

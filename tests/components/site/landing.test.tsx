/**
 * The landing page's states: countries from the database (a stub fetch answers the REST
 * request), the picker, 'Detecting your location...' and the redirect, with geolocation
 * and reverse geocoding replaced as third parties.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderRoute } from '../render'

const countries = [
  {
    id: '1',
    name: 'Canada',
    slug: 'ca',
    flag_icon: '🇨🇦',
    language: 'en-CA',
    description: 'Stub: Interac and CAD accounts.',
  },
  {
    id: '2',
    name: 'Germany',
    slug: 'de',
    flag_icon: '🇩🇪',
    language: 'de-DE',
    description: 'Stub: GGL-licensed casinos.',
  },
]

type Answers = { countries?: () => Response; geocode?: () => Promise<Response> | Response }

/**
 * One fetch for the whole file: the app's REST client keeps the fetch it first saw, so
 * each test changes the answers, not the function.
 */
let answers: Answers = {}
const network = vi.fn(async (input: string | URL | Request) => {
  const url = String(input instanceof Request ? input.url : input)
  if (url.includes('/rest/v1/countries')) {
    return answers.countries?.() ?? Response.json(countries)
  }
  // The footer's page links.
  if (url.includes('/rest/v1/pages')) return Response.json([])
  if (answers.geocode) return answers.geocode()
  return new Response('no route', { status: 500 })
})

function stubNetwork(given: Answers = {}) {
  answers = given
  network.mockClear()
  vi.stubGlobal('fetch', network)
  return network
}

function stubGeolocation(position: { latitude: number; longitude: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (
        success: PositionCallback,
        failure: PositionErrorCallback | null | undefined,
      ) => {
        if (position === 'denied') {
          failure?.({ code: 1, message: 'denied' } as GeolocationPositionError)
        } else {
          success({ coords: position } as GeolocationPosition)
        }
      },
    },
  })
}

/** The browser's time zone as the detection reads it (Intl). */
let timeZone = 'UTC'

beforeEach(() => {
  timeZone = 'UTC'
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone }
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('landing page', () => {
  test('shows the headline and the country cards from the database', async () => {
    stubNetwork()
    stubGeolocation('denied')
    renderRoute('/')

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Find the Best Online Casinos in Your Country',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Stub: Interac and CAD accounts.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View Germany Casinos/ })).toHaveAttribute(
      'href',
      '/de',
    )
    // The sections below the cards are a separate chunk: they arrive a moment later.
    expect(await screen.findByRole('heading', { name: /Why Trust/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How We Review Casinos' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Play responsibly' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Staff login' })).toHaveAttribute(
      'href',
      '/admin/login',
    )
  })

  test('has no header, but the footer', async () => {
    stubNetwork()
    stubGeolocation('denied')
    renderRoute('/')
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    await screen.findByText('Stub: Interac and CAD accounts.')
  })

  test('the picker offers the countries and opens the chosen one', async () => {
    stubNetwork()
    stubGeolocation('denied')
    renderRoute('/')
    await screen.findByText('Stub: Interac and CAD accounts.')
    const picker = screen.getByRole('combobox', { name: 'Your country' })
    expect(within(picker).getByRole('option', { name: 'Choose your country' })).toBeDisabled()
    await userEvent.selectOptions(picker, 'de')
    expect(
      await screen.findByRole('heading', { level: 1, name: /Best Online Casinos in Germany/ }),
    ).toBeInTheDocument()
  })

  test("shows 'Detecting your location...' while detecting, then the picker", async () => {
    stubNetwork({
      geocode: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(Response.json({ countryCode: 'FR' })), 50),
        ),
    })
    stubGeolocation({ latitude: 48.85, longitude: 2.35 })
    renderRoute('/')
    expect(await screen.findByText('Detecting your location...')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText('Detecting your location...')).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('combobox', { name: 'Your country' })).toBeInTheDocument()
  })

  test('a visitor who comes back to / inside the site keeps the picker: no detection', async () => {
    const fetch = stubNetwork({ geocode: () => Response.json({ countryCode: 'GB' }) })
    stubGeolocation({ latitude: 51.5, longitude: -0.12 })
    renderRoute('/about')
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'CasinoCompass' }),
    )

    expect(await screen.findByText('Stub: Interac and CAD accounts.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Find the Best Online Casinos in Your Country',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Detecting your location...')).not.toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('latitude='))).toBe(false)
  })

  test('a detected country sends the visitor to its ranking', async () => {
    const fetch = stubNetwork({ geocode: () => Response.json({ countryCode: 'GB' }) })
    stubGeolocation({ latitude: 51.5, longitude: -0.12 })
    renderRoute('/')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Best Online Casinos in United Kingdom/,
      }),
    ).toBeInTheDocument()
    const geocodeCall = fetch.mock.calls.find(([url]) => String(url).includes('latitude=51.5'))
    expect(geocodeCall).toBeDefined()
  })

  test('when geocoding fails the time zone decides', async () => {
    timeZone = 'Europe/Berlin'
    stubNetwork({ geocode: () => new Response('down', { status: 503 }) })
    stubGeolocation({ latitude: 52.5, longitude: 13.4 })
    renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: /Best Online Casinos in Germany/ }),
    ).toBeInTheDocument()
  })

  test('when the countries cannot be read, the built-in list still lets the visitor choose', async () => {
    stubNetwork({
      countries: () =>
        Response.json(
          { code: '42501', message: 'permission denied for table countries' },
          { status: 401 },
        ),
    })
    stubGeolocation('denied')
    renderRoute('/')
    expect(await screen.findByRole('link', { name: /View Croatia Casinos/ })).toHaveAttribute(
      'href',
      '/hr',
    )
  })
})

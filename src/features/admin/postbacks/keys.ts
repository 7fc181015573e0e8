/** Query keys of the admin's postback sources, the postback log and the test console. */
import { resourceKeys } from '../components/resource-keys'

const sources = resourceKeys('postback_sources')
const log = resourceKeys('postbacks')

export const postbackSourceKeys = {
  ...sources,
  /** Every source's id and name (the log's filter, the test console). */
  choices: () => [...sources.all, 'choices'] as const,
  /** When the source's secret was issued: under its row, so a save refreshes it too. */
  secretDates: (id: string) => [...sources.detail(id), 'secret'] as const,
}

export const postbackLogKeys = {
  ...log,
  filterChoices: () => [...log.all, 'filter-choices'] as const,
}

export const testPostbackKeys = {
  all: ['admin', 'test-postback'] as const,
  recentClicks: () => [...testPostbackKeys.all, 'clicks'] as const,
}

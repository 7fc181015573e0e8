/**
 * What every report query shares: the previous figures stay on screen while a new period or
 * filter loads, and a report is fresh for a minute (the rollups behind it fold every minute).
 */
import { keepPreviousData } from '@tanstack/react-query'

export const reportQuery = { placeholderData: keepPreviousData, staleTime: 60_000 }

/** How the traffic pages write their figures: shared with the reports function. */
export * from '../../../../../supabase/functions/_shared/figures.ts'

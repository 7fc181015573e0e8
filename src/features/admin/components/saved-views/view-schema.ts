/** The Save view dialog's fields: the rules saved_views' constraints hold too. */
import { z } from 'zod'

export const VIEW_NAME_MAX = 80

export const viewSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the view.')
    .max(VIEW_NAME_MAX, `At most ${VIEW_NAME_MAX} characters.`),
  shared: z.boolean(),
})

export type ViewValues = z.infer<typeof viewSchema>

/** What the database's unique name (per owner and section) means for the person saving. */
export const DUPLICATE_NAME_MESSAGE = 'You already have a view with this name here. Choose another.'

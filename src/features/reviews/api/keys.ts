/** The reviews feature's query keys. */
export const reviewKeys = {
  all: ['reviews'] as const,
  details: () => [...reviewKeys.all, 'detail'] as const,
  detail: (brandSlug: string) => [...reviewKeys.details(), brandSlug] as const,
}

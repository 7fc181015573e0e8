/** The ranking feature's query keys: invalidate through these only. */
export const rankingKeys = {
  all: ['ranking'] as const,
  countries: () => [...rankingKeys.all, 'country'] as const,
  country: (slug: string) => [...rankingKeys.countries(), slug] as const,
  categories: () => [...rankingKeys.all, 'categories'] as const,
  brandLists: () => [...rankingKeys.all, 'brands'] as const,
  brands: (params: { countryId: string | null; category: string }) =>
    [...rankingKeys.brandLists(), params] as const,
}

// Stand-in until the brand form of the other #10 branch replaces this file at the merge.
export function BrandForm(_props: { id: string; canWrite: boolean }) {
  return null
}

/** Two letters for an avatar: 'jane.doe@x.com' -> 'JD', 'admin@x.com' -> 'AD'. */
export function initialsOf(email: string | undefined | null, fullName?: string | null) {
  const source = fullName?.trim() || email?.split('@')[0] || '?'
  const parts = source.split(/[\s._-]+/).filter(Boolean)
  const [first, second] = parts
  const letters = first && second ? `${first[0]}${second[0]}` : source.slice(0, 2)
  return letters.toUpperCase()
}

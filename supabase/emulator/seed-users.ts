/** The local users that supabase/seed.sql creates (development and tests only). */
export const seedCredentials = [
  { role: 'admin', email: 'admin@example.com', password: 'Admin-local-2026!' },
  { role: 'editor', email: 'editor@example.com', password: 'Editor-local-2026!' },
  { role: 'analyst', email: 'analyst@example.com', password: 'Analyst-local-2026!' },
  { role: 'visitor', email: 'visitor@example.com', password: 'Visitor-local-2026!' },
] as const

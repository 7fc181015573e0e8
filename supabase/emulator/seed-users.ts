/**
 * The local accounts that supabase/emulator/seed-local.ts creates (local stack
 * only: development and tests). Their passwords are published in .env.example,
 * which is why they never go into supabase/seed.sql, the seed a hosted push may include.
 */
export const seedCredentials = [
  {
    role: 'admin',
    id: '00000000-0000-4000-a000-000000000001',
    email: 'admin@example.com',
    password: 'Admin-local-2026!',
    fullName: 'Local Admin',
  },
  {
    role: 'editor',
    id: '00000000-0000-4000-a000-000000000002',
    email: 'editor@example.com',
    password: 'Editor-local-2026!',
    fullName: 'Local Editor',
  },
  {
    role: 'analyst',
    id: '00000000-0000-4000-a000-000000000003',
    email: 'analyst@example.com',
    password: 'Analyst-local-2026!',
    fullName: 'Local Analyst',
  },
  // Signed in but not staff: the admin answers Access Denied.
  {
    role: 'visitor',
    id: '00000000-0000-4000-a000-000000000004',
    email: 'visitor@example.com',
    password: 'Visitor-local-2026!',
    fullName: 'Local Visitor',
  },
] as const

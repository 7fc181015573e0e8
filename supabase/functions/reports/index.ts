// Entry point on hosted Supabase (Deno). The local stack imports handler.ts directly.
import handler from './handler.ts'

declare const Deno: { serve(handler: (req: Request) => Promise<Response>): void }

Deno.serve(handler)

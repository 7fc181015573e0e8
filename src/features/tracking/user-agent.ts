// Shared with the /go redirect (supabase/functions/go), which parses the request's user agent
// the same way; the edge function deploys only what lies under supabase/functions.
export * from '../../../supabase/functions/_shared/user-agent.ts'

// One module for the page's click and the /go redirect (supabase/functions/go): the edge
// function deploys only what lies under supabase/functions, so the shared copy lives there.
export * from '../../../supabase/functions/_shared/destination.ts'

/**
 * The app's one way to read a Supabase answer: `unwrap` returns the data or throws a
 * SupabaseRequestError that keeps the server's code and HTTP status. The edge functions use
 * the same module, which is why it lives beside them (they cannot import src/).
 */
export {
  isSupabaseRequestError,
  SupabaseRequestError,
  unwrap,
  type ErrorLike,
  type SuccessData,
} from '../../supabase/functions/_shared/result.ts'

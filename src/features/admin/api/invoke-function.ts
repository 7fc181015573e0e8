/**
 * One way to call our edge functions from the admin: POST a JSON body, get the JSON reply.
 * functions-js reports any non-2xx reply as "Edge Function returned a non-2xx status code";
 * the reply itself says what went wrong, so a refusal is thrown as a SupabaseRequestError
 * with the reply's HTTP status, its `message` and its `error` as the code (the shape every
 * function of ours answers with).
 */
import { FunctionsHttpError } from '@supabase/supabase-js'
import { SupabaseRequestError, unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export type InvokeOptions<Reply> = {
  body?: object
  signal?: AbortSignal
  /** Who answers, in the words the error messages use ('The staff service'). */
  service: string
  /** A non-2xx reply that is an answer rather than a failure (the rebuild's outcomes). */
  acceptsReply?: (reply: unknown) => reply is Reply
}

function field(reply: unknown, name: 'message' | 'error'): string | undefined {
  const value =
    typeof reply === 'object' && reply !== null
      ? (reply as Record<string, unknown>)[name]
      : undefined
  return typeof value === 'string' ? value : undefined
}

export async function invokeFunction<Reply>(
  name: string,
  { body, signal, service, acceptsReply }: InvokeOptions<Reply>,
): Promise<Reply> {
  const result = await supabase.functions.invoke<Reply>(name, { method: 'POST', body, signal })
  if (result.error instanceof FunctionsHttpError) {
    const response = result.error.context as Response
    const reply: unknown = await response.json().catch(() => null)
    if (acceptsReply?.(reply)) return reply
    throw new SupabaseRequestError(
      {
        message: field(reply, 'message') ?? `${service} refused the request.`,
        code: field(reply, 'error'),
      },
      response.status,
    )
  }
  const data = unwrap(result)
  if (data === null) throw new SupabaseRequestError({ message: `${service} gave no answer.` })
  return data
}

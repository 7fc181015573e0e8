/**
 * Subscribes the signed-in member to an alert rule's emails, or unsubscribes them (RLS: their
 * own rows only; a repeated subscribe changes nothing).
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

/** Subscribes `userId` to the rule's emails, or unsubscribes them. */
export async function setSubscription(
  ruleId: string,
  userId: string,
  subscribed: boolean,
): Promise<void> {
  if (subscribed) {
    unwrap(
      await supabase
        .from('alert_subscriptions')
        .upsert({ rule_id: ruleId, user_id: userId }, { ignoreDuplicates: true }),
    )
  } else {
    unwrap(
      await supabase
        .from('alert_subscriptions')
        .delete()
        .eq('rule_id', ruleId)
        .eq('user_id', userId),
    )
  }
}

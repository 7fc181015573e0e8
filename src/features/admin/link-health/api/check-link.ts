/**
 * 'Check now': the link-check edge function follows the brand's destination at once, as the
 * signed-in member of staff (editors and admins; the database refuses anyone else), records
 * the check (pausing or releasing the brand as its market asks) and answers with it.
 */
import type { Tables } from '@/integrations/supabase/types'
import { invokeFunction } from '../../api/invoke-function'
import { linkCheckOf, type LinkCheck } from './list-checks'

type Reply = { check: Tables<'link_checks'> }

export async function checkLinkNow(brandId: string): Promise<LinkCheck> {
  const reply = await invokeFunction<Reply>('link-check', {
    body: { brand_id: brandId },
    service: 'The link check',
  })
  return linkCheckOf(reply.check)
}

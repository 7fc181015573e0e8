/**
 * What a bucket takes, read from the bucket itself (storage.buckets: file_size_limit,
 * allowed_mime_types; editors and admins may read the media and uploads buckets).
 */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { bucketKeys } from '../keys'

export type BucketRules = {
  id: string
  /** Bytes; null when the bucket sets no limit of its own. */
  maxBytes: number | null
  /** Accepted types (`image/*` wildcards allowed); null when any type is. */
  types: readonly string[] | null
}

/** storage-js's getBucket takes no AbortSignal: the one read here that cannot be cancelled. */
export async function getBucketRules(bucket: string): Promise<BucketRules> {
  const data = unwrap(await supabase.storage.getBucket(bucket))
  return {
    id: data.id,
    maxBytes: data.file_size_limit ?? null,
    types: data.allowed_mime_types?.length ? data.allowed_mime_types : null,
  }
}

export const bucketRulesQuery = (bucket: string) =>
  queryOptions({
    queryKey: bucketKeys.rules(bucket),
    queryFn: () => getBucketRules(bucket),
    staleTime: 5 * 60_000,
  })

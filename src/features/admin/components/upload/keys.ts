/** Query keys of the storage buckets' upload rules (size limit, allowed types). */
/** A bucket's rules are the bucket's, not a library's: refreshing a library leaves them be. */
export const bucketKeys = {
  all: ['admin', 'storage-bucket'] as const,
  rules: (bucket: string) => [...bucketKeys.all, bucket] as const,
}

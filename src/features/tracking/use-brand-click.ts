import { useCallback, useState } from 'react'

export interface TrackableBrand {
  id: string
  brand_name: string
  destination_url: string | null
}

export interface BrandClick {
  isTracking: boolean
  onClick: () => void
}

/**
 * The first version opens the destination only; click recording arrives with
 * the tracking issue behind this same interface.
 */
export function useBrandClick(brand: TrackableBrand): BrandClick {
  const [isTracking] = useState(false)
  const onClick = useCallback(() => {
    if (!brand.destination_url) return
    window.open(brand.destination_url, '_blank', 'noopener')
  }, [brand.destination_url])
  return { isTracking, onClick }
}

/** The heatmap's colour steps (src/features/admin/analytics/heat-level.ts). */
import { describe, expect, test } from 'vitest'
import { heatLevel } from '@/features/admin/analytics/heat-level'

describe('heatmap level', () => {
  test('no clicks is step 0, the busiest cell step 5, the rest by their share', () => {
    expect(heatLevel(0, 100)).toBe(0)
    expect(heatLevel(1, 100)).toBe(1)
    expect(heatLevel(20, 100)).toBe(1)
    expect(heatLevel(21, 100)).toBe(2)
    expect(heatLevel(60, 100)).toBe(3)
    expect(heatLevel(80, 100)).toBe(4)
    expect(heatLevel(100, 100)).toBe(5)
  })

  test('an empty period has no coloured cell', () => {
    expect(heatLevel(0, 0)).toBe(0)
  })
})

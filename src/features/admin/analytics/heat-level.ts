/**
 * The heatmap's colour steps: five of blue per theme after 'none', each with the text colour
 * that keeps its count readable (WCAG AA, 4.5:1): dark text on the light steps, white on the
 * deep ones. In the dark theme the steps deepen the other way, from near the card's colour.
 */
export const HEAT_CLASSES = [
  'bg-muted text-muted-foreground',
  'bg-blue-100 text-slate-900 dark:bg-blue-950 dark:text-blue-50',
  'bg-blue-200 text-slate-900 dark:bg-blue-900 dark:text-white',
  'bg-blue-300 text-slate-900 dark:bg-blue-800 dark:text-white',
  'bg-blue-600 text-white dark:bg-blue-700',
  'bg-blue-800 text-white dark:bg-blue-600',
] as const

/** A cell's step in HEAT_CLASSES: 0 for no clicks, else 1 to 5 by its share of the busiest cell. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0
  return Math.min(5, Math.max(1, Math.ceil((count / max) * 5)))
}

import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, letting later Tailwind classes override earlier ones (shadcn's `cn`).
 * Admin area only: public pages join with clsx, so tailwind-merge never reaches visitors.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

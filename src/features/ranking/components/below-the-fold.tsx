/**
 * The parts of the ranking and compare pages below the brand list (Other Categories with
 * its icons, the choosing guide, the FAQ, the comparison table), code-split so that a visitor's first load carries only what
 * the first screen needs (DESIGN.md section 5). The prerender loads their code first, so
 * the HTML holds them whole; in the browser each hydrates in its own Suspense boundary once
 * its code arrives, after the brand list is interactive, React keeping the prerendered HTML
 * until then (a click there is replayed once it has hydrated).
 */
import { Suspense, type ComponentProps } from 'react'
import {
  LazyChooseGuide,
  LazyCompareTable,
  LazyOtherCategories,
  LazyRankingFaq,
} from './below-the-fold-code'
import type { ChooseGuide as Guide } from './choose-guide'
import type { CompareTable as Table } from './compare-table'
import type { OtherCategories as Categories } from './other-categories'
import type { RankingFaq as Faq } from './ranking-faq'

export function OtherCategories(props: ComponentProps<typeof Categories>) {
  return (
    <Suspense fallback={null}>
      <LazyOtherCategories {...props} />
    </Suspense>
  )
}

export function ChooseGuide(props: ComponentProps<typeof Guide>) {
  return (
    <Suspense fallback={null}>
      <LazyChooseGuide {...props} />
    </Suspense>
  )
}

export function RankingFaq(props: ComponentProps<typeof Faq>) {
  return (
    <Suspense fallback={null}>
      <LazyRankingFaq {...props} />
    </Suspense>
  )
}

export function CompareTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense fallback={null}>
      <LazyCompareTable {...props} />
    </Suspense>
  )
}

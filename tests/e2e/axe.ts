/**
 * The accessibility check of issue 15, shared by every end-to-end spec: axe-core run on
 * the page as it stands, against WCAG 2.0, 2.1 and 2.2 at A and AA plus axe's best
 * practices, failing on any violation with a report that names the rule, its impact and
 * the nodes.
 *
 * @example
 * await page.goto('/admin/brands')
 * await expectNoAxeViolations(page, 'brands list, 1280 px, dark')
 *
 * A rule may be waived for one call with `waive: [{ rule, why }]`, the reason said
 * in the call; a waiver only ever covers minor and moderate findings: a serious or
 * critical finding fails whatever was waived (the issue forbids turning those off).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { expect } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const

/** A rule left out of one check, with the reason; minor and moderate findings only. */
export type AxeWaiver = { rule: string; why: string }

export type AxeOptions = {
  /** CSS selectors of parts of the page left out (e.g. a third party's widget). */
  exclude?: string[]
  waive?: AxeWaiver[]
}

/**
 * For a check made while a modal layer is open (a sheet, a dialog, a modal menu). The
 * layer hides the page behind it from assistive technology on purpose (aria-hidden and
 * inert: components/ui/inert-others.tsx), so the rules that judge the page as a whole
 * see a page without its main, its h1 and its landmarks, and the layer, portalled to the
 * end of <body>, outside any landmark. The same page is checked with the layer closed,
 * where these rules hold; everything else, and these rules' serious findings, still count.
 */
export const MODAL_LAYER_WAIVERS: AxeWaiver[] = [
  { rule: 'landmark-one-main', why: 'the main is behind the modal layer, hidden on purpose' },
  { rule: 'page-has-heading-one', why: 'the h1 is behind the modal layer, hidden on purpose' },
  { rule: 'region', why: 'the modal layer is portalled outside the hidden landmarks' },
]

const BLOCKING = new Set(['serious', 'critical'])

/** The source AxeBuilder evaluates before each run when axe is already in the page. */
const AXE_ALREADY_LOADED = 'void 0'

/**
 * Waits for the page's finite animations and transitions (a sheet sliding in, a card's
 * hover scale) to end: colours measured mid-fade are not the page's colours. Endless ones
 * (a spinner, a skeleton's pulse) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  )
}

/**
 * The toasts on screen and whether each is leaving. A toast whose 5 s ran out while axe
 * was measuring was judged mid-fade (its colours half way to transparent), not as staff
 * read it: the caller measures again when this changed during a run.
 */
function toastState(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-sonner-toast]')]
      .map((toast) => `${toast.textContent ?? ''}:${toast.getAttribute('data-removed')}`)
      .join('|'),
  )
}

/** Runs axe on the page and returns its violations (waived minor ones left out). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  for (const waiver of options.waive ?? []) {
    if (!waiver.why.trim()) throw new Error(`axe rule ${waiver.rule} waived without a reason`)
  }
  await settleAnimations(page)
  // Legacy mode runs axe.run() in the page itself; the default opens a blank page per call
  // to combine frames' results (our pages have no frames), three times slower. Only the
  // violations are kept: the passes' nodes are most of the result's size.
  // axe-core is sent to the page once per document: a second check of the same page (a
  // dialog open, another width) reuses it instead of evaluating its 550 KB again (about
  // 250 ms of a 650 ms check).
  const loaded = await page.evaluate(() => 'axe' in window)
  // Content off screen that the browser has not rendered yet (content-visibility: auto,
  // index.css) is rendered first, as a visitor scrolling to it sees it: axe finds colours
  // and targets by hit testing, which sees nothing in an unrendered box.
  await page.addStyleTag({ content: '.render-near-viewport { content-visibility: visible }' })
  let builder = new AxeBuilder({ page, axeSource: loaded ? AXE_ALREADY_LOADED : undefined })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags([...AXE_TAGS])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  let violations: Result[] = []
  for (let run = 0; run < 3; run++) {
    const before = await toastState(page)
    violations = (await builder.analyze()).violations
    if ((await toastState(page)) === before) break
    await settleAnimations(page)
  }
  const waived = new Set((options.waive ?? []).map((waiver) => waiver.rule))
  return violations.filter(
    (violation) => !waived.has(violation.id) || BLOCKING.has(violation.impact ?? ''),
  )
}

/** One line per failing node: the rule, its impact, what to fix and where. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
          return `    ${node.target.join(' ')}\n      ${summary}\n      ${node.html.slice(0, 200)}`
        })
        .join('\n')
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/**
 * Fails the test if axe finds any violation on the page; `context` names the page and
 * the state it was checked in (width, theme, what is open), for the failure message.
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  options: AxeOptions = {},
): Promise<void> {
  const violations = await axeViolations(page, options)
  // Compared as text: the failure shows the report, not a diff of axe's objects.
  expect(formatViolations(violations), `axe on ${context} (${page.url()})`).toBe('')
}

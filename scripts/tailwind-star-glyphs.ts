/**
 * `.star-glyphs` (the outlines) and `.star-glyphs-filled`: lucide's star glyph (ISC) as a CSS
 * mask tiled every 24px, a 20px star in each cell, coloured by the box's background
 * (src/components/ui/star-row.tsx). Two boxes per rating instead of ten SVG icons: a row of
 * icon components put 64 KB of markup and a component per star into every ranking page.
 */
import plugin from 'tailwindcss/plugin'

const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'

/** The glyph in a 24px tile (its 24-unit box scaled to 20px, 2px from each side), as lucide draws it. */
function starTile(fill: 'none' | 'black'): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='-2.4 -2.4 28.8 28.8' fill='${fill}' stroke='black' stroke-width='1.5' stroke-linejoin='round'><path d='${STAR_PATH}'/></svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

export const starGlyphs = plugin(({ addComponents }) => {
  addComponents({
    '.star-glyphs': { maskRepeat: 'repeat-x', maskSize: '24px 24px', maskImage: starTile('none') },
    '.star-glyphs-filled': { maskImage: starTile('black') },
    // Forced colors replace backgrounds with Canvas, which would erase a masked glyph.
    '@media (forced-colors: active)': {
      '.star-glyphs': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    },
  })
})

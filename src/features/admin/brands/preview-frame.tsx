/**
 * Renders its children into an iframe of a given width, with this page's stylesheets:
 * inside, the viewport is the frame, so media queries (md, lg) answer for the chosen
 * width, which a narrow div cannot do. The children stay in this React tree (a portal):
 * context, queries and state are shared. A frame wider than its box is scaled down to
 * fit, and its height follows its content.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

const FRAME_DOCUMENT = '<!doctype html><html><head></head><body></body></html>'

/** Copies the page's stylesheets and root classes (theme) into the frame's document. */
function adoptStyles(frame: Document) {
  frame.documentElement.className = document.documentElement.className
  frame.documentElement.lang = document.documentElement.lang
  frame.head.replaceChildren(
    ...Array.from(document.querySelectorAll('link[rel="stylesheet"], style'), (node) =>
      node.cloneNode(true),
    ),
  )
  frame.body.style.margin = '0'
  frame.body.className = 'bg-background text-foreground antialiased'
}

export function PreviewFrame({
  width,
  title,
  children,
}: {
  /** CSS pixels of the frame's viewport. */
  width: number
  title: string
  children: ReactNode
}) {
  const iframe = useRef<HTMLIFrameElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)
  const [height, setHeight] = useState(0)
  const [boxWidth, setBoxWidth] = useState(width)

  const attach = () => {
    const frame = iframe.current?.contentDocument
    if (!frame?.body || frame.body === body) return
    adoptStyles(frame)
    setBody(frame.body)
  }
  // A blank frame's document exists at once in some engines, after `load` in others.
  useLayoutEffect(attach)

  // Follow the page: a theme switched (root class) or a stylesheet loaded later (a lazy chunk).
  useEffect(() => {
    const frame = body?.ownerDocument
    if (!frame) return
    const observer = new MutationObserver(() => adoptStyles(frame))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    observer.observe(document.head, { childList: true })
    return () => observer.disconnect()
  }, [body])

  // The content's own height, not the body's: the site's body may be as tall as the frame.
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (!content) return
    const observer = new ResizeObserver(() => setHeight(content.offsetHeight))
    observer.observe(content)
    return () => observer.disconnect()
  }, [content])

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1
  return (
    <div ref={box} className="w-full overflow-hidden" style={{ height: height * scale }}>
      <iframe
        ref={iframe}
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={attach}
        className="origin-top-left border-0"
        style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
      {body ? createPortal(<div ref={setContent}>{children}</div>, body) : null}
    </div>
  )
}

/**
 * The snippet's code in CodeMirror 6 with HTML highlighting (JavaScript and CSS inside it).
 * Loaded with React.lazy from the snippet form only, so the editor stays out of every other
 * page. Tab is left to move focus (no indentWithTab): the page stays usable by keyboard.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { html } from '@codemirror/lang-html'
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { EditorView, keymap, lineNumbers } from '@codemirror/view'
import { useEffect, useLayoutEffect, useRef } from 'react'

type Props = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** The accessible name of the editable area (the field's label text). */
  label: string
  describedBy?: string
  invalid?: boolean
  readOnly?: boolean
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', minHeight: '12rem' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '.cm-gutters': { backgroundColor: 'transparent', borderRight: '1px solid hsl(var(--border))' },
  '&.cm-focused': { outline: 'none' },
})

export default function CodeEditor({
  value,
  onChange,
  onBlur,
  label,
  describedBy,
  invalid,
  readOnly = false,
}: Props) {
  const parent = useRef<HTMLDivElement>(null)
  // The editor's listeners call the latest handlers without the editor being rebuilt.
  const latest = useRef({ onChange, onBlur })
  useLayoutEffect(() => {
    latest.current = { onChange, onBlur }
  })

  useEffect(() => {
    if (!parent.current) return
    const editor = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          html(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(invalid ? { 'aria-invalid': 'true' } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString())
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur()
          }),
          theme,
        ],
      }),
    })
    return () => editor.destroy()
    // The editor owns the text once created; a new document comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, describedBy, invalid, readOnly])

  return (
    <div
      ref={parent}
      className={`overflow-hidden rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background ${invalid ? 'border-destructive' : 'border-input'}`}
    />
  )
}

/**
 * Catches render errors below it and shows `fallback` instead of unmounting the whole
 * app. `reset` clears the error and renders the children again (a 'Try again' button);
 * a change in `resetKey` (such as the URL) does the same.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'

type FallbackProps = { error: Error; reset: () => void }

type ErrorBoundaryProps = {
  children: ReactNode
  fallback: (props: FallbackProps) => ReactNode
  resetKey?: unknown
  onError?: (error: Error, info: ErrorInfo) => void
}

type ErrorBoundaryState = { error: Error | null; resetKey: unknown }

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey }
    return null
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  reset = () => this.setState({ error: null })

  override render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset })
    return this.props.children
  }
}

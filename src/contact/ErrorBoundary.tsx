import { Component, type ReactNode } from 'react';

interface Props {
  /** The heading shown when rendering fails: "Unexpected Application Error!". */
  crash: string;
  children: ReactNode;
}

/** Keeps a rendering error in an island from leaving a blank or broken footer. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="text-left text-ivory">
        <p className="font-display text-lg">{this.props.crash}</p>
        <p className="mt-1 text-sm">{this.state.error.message}</p>
      </div>
    );
  }
}

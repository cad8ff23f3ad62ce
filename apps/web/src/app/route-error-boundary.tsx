import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './routes/route-error.tsx';

interface Props {
  children: ReactNode;
  /** When it changes (the user navigates), the page is tried again. */
  resetKey: string;
}

interface State {
  failedAt: string | null;
}

/** Catches a page that fails to render or whose chunk cannot load, and shows the error page instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // '' marks a failure not yet tied to a path: tie it to the current one.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

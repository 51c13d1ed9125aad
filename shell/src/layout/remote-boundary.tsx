import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote component (e.g. the public header) from blanking the whole page. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[shell] remote component failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

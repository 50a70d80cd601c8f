import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; location: Location };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another address: the failed screen is dropped and the next one rendered. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** A screen (or the layout) that throws or fails to load shows RouteErrorScreen until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}

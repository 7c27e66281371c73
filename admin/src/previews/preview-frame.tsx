import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

interface State {
  error?: Error;
}

/**
 * What every preview draws around a part's component: a router (the components link by route) and
 * a boundary, so an entry still being typed (a list emptied, a field cleared) shows a note instead
 * of blanking the pane. The next change of the entry tries again.
 */
export class PreviewFrame extends Component<{ children: ReactNode; entryKey: unknown }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { entryKey: unknown }) {
    if (previous.entryKey !== this.props.entryKey && this.state.error) this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error)
      return (
        <p className="container py-4" role="status">
          The preview draws this page once every required field is filled in.
        </p>
      );
    return <MemoryRouter>{this.props.children}</MemoryRouter>;
  }
}

import React from "react";
import { AppError } from "./app-error";
import type { LanguageCode } from "../../shared/languages";

interface Props {
  language: LanguageCode;
  /** The page's path: moving to another page clears the error. */
  path: string;
  children: React.ReactNode;
}

interface State {
  error: (Error & { status?: number; statusText?: string }) | null;
}

/**
 * Wraps every page (wrapPageElement): a failure while rendering a page shows the
 * "Unexpected Application Error!" page instead of a blank screen.
 */
export class PageErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.path !== this.props.path) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <AppError language={this.props.language} status={error.status} message={error.message} />;
  }
}

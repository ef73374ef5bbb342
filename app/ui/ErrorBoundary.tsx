// Last line of defence around each page: a render error or a chunk that cannot load shows a calm
// message with a reload button instead of a blank screen. Reset on navigation (keyed by path).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './kit/kit.tsx';
import { i18n } from '../i18n/index.ts';
import { ErrorState } from './PageStates.tsx';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page-section">
        <ErrorState
          title={i18n.t('common.error')}
          message={i18n.t('forms.errorMessage')}
          action={<Button intent="primary" text={i18n.t('common.tryAgain')} onClick={() => window.location.reload()} />}
        />
      </div>
    );
  }
}

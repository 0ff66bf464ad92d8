import { Button } from '@mandi/ui-kit'
import { Component, type ReactNode } from 'react'
import { useT } from '../i18n/i18n.tsx'

interface Props {
  /** Called on Retry before the screen renders again (forget the failed chunk so it is fetched anew). */
  onRetry: () => void
  children: ReactNode
}

function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="app-load-failed" role="alert">
      <p>{t('shell.common.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('shell.common.retry')}
      </Button>
    </div>
  )
}

/**
 * A screen whose code could not be loaded (offline before it was ever cached, or a deploy the page could not
 * recover from) shows a message and Retry inside the shell, instead of taking the whole app down.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed onRetry={this.retry} /> : this.props.children
  }
}

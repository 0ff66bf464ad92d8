import { NavBar } from '@mandi/ui-kit'
import { useT } from '../i18n/i18n.tsx'

/**
 * The shell's top bar of an inner screen: a Back control only. The screen below keeps its own h1 (one h1
 * per screen), so the bar carries no title.
 */
export function ScreenHeader({ onBack }: { readonly onBack: () => void }) {
  const t = useT()
  return (
    <div className="screen-header">
      <NavBar onBack={onBack} backLabel={t('shell.common.back')} />
    </div>
  )
}

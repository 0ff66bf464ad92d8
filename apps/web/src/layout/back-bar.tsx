import { NavBar } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../i18n/i18n.tsx'

/** The top bar of an inner screen: title and a back button that returns to where the user came from. */
export function BackBar({ title, end }: { readonly title: string; readonly end?: ReactNode }) {
  const t = useT()
  return (
    <NavBar title={title} backLabel={t('shell.common.back')} onBack={() => window.history.back()} end={end} />
  )
}

import { EmptyState } from '@mandi/ui-kit'
import { UserPlus } from 'lucide-react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'

/** The referral screens' empty state: what is missing, and Invite friends (/share) as the next step. */
export function InviteEmpty({ title, description }: { title: string; description?: string }) {
  const t = useT()
  return (
    <EmptyState
      title={title}
      {...(description ? { description } : {})}
      icon={<UserPlus size={40} strokeWidth={1.5} />}
      action={
        <Link to="/share" className="mk-button mk-button--secondary">
          {t('referral.empty.invite')}
        </Link>
      }
    />
  )
}

import { pickSupportNumber, whatsAppUrl } from '@mandi/domain'
import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { userApi } from '../../api/calls/user.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFrameHosts } from '../../frames/use-frame-hosts.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { CustomerServiceView } from './customer-service-view.tsx'
import { liveChatFrom, telegramUrl } from './live-chat.ts'
import './strings.ts'

/**
 * /service container: user/service gives `wa` (one or several numbers) and `tg`. One number is picked at
 * random per visit (§9) and kept while the screen is shown, so the link does not change under the finger.
 */
export function CustomerServiceScreen() {
  const [params] = useSearchParams()
  const query = useApiQuery('user:service', () => userApi.supportContact(), {
    isEmpty: (contact) => contact.wa.trim() === '' && telegramUrl(contact.tg) === null,
  })
  const contact = dataOf(query.state, null)
  const wa = contact?.wa ?? ''
  const number = useMemo(() => pickSupportNumber(wa), [wa])
  const liveChat = liveChatFrom(params.get('channel'), params.get('code'))
  const frameHosts = useFrameHosts()
  return (
    <CustomerServiceView
      status={viewStatus(query.state)}
      whatsAppHref={number ? whatsAppUrl(number) : null}
      telegramHref={contact ? telegramUrl(contact.tg) : null}
      liveChat={liveChat}
      frameHosts={frameHosts}
      onRetry={query.reload}
    />
  )
}

import { channelApi } from '../../api/calls/channel.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { SignalChannelView } from './signal-channel-view.tsx'
import './strings.ts'

/**
 * /channel container (keep-alive). It loads once when first shown; since the kept screen stays mounted,
 * coming back asks for nothing again (and keeps the older pages it showed), and it runs no polling or socket
 * that would need pausing while hidden. Retry is the only way to ask again.
 */
export function SignalChannelScreen() {
  const query = useApiPages('channel:messages', (page) => channelApi.messages(page), {
    keyOf: (message) => message.id,
  })
  return (
    <SignalChannelView
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      onRetry={query.reload}
      more={query.more}
    />
  )
}

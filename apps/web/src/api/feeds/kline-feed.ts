import { createKlineFeed } from '@mandi/api-client'
import { apiHosts } from '../config.ts'

/**
 * The app's one kline socket, opened with the first subscriber and closed with the last. Its own module so
 * the socket code is only in the chunks of the screens that subscribe (/kline), not with the HTTP calls.
 */
export const klineFeed = createKlineFeed(apiHosts.socketUrl)

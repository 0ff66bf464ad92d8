import { createChatFeed } from '@mandi/api-client'
import { apiHosts } from '../config.ts'
import { callContext } from '../context.ts'

/**
 * The app's one chat socket, on the call context's token and session guard, so a 4001 close and a status 3
 * of the same session end it once. Its own module so the socket code is only in the chunks of the screens
 * that subscribe (/chat_box), not with the chat host's HTTP calls.
 */
export const chatFeed = createChatFeed(apiHosts.chatSocketUrl, callContext.http)

import { type ChatClient, chatCalls, createChatFeed } from '@mandi/api-client'
import { apiHosts } from '../config.ts'
import { callContext } from '../context.ts'

/**
 * One chat socket for the app, on the context's token and session guard, so a 4001 close and a status 3
 * end the session once. Only the chat screens' chunks import this module.
 */
const chatFeed = createChatFeed(apiHosts.chatSocketUrl, callContext.http)

/** The chat host's calls and the live messages (no Effect Stream form: the app uses the callbacks). */
export const chatApi: Omit<ChatClient, 'stream'> = {
  ...chatCalls(callContext),
  subscribe: (handlers) => chatFeed.subscribe(handlers),
}

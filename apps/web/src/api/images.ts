import { imageUrl } from '@mandi/api-client'
import { apiHosts } from './config.ts'

/** A product or avatar image path as a URL on the product image host ('' when refused or empty). */
export const productImage = (path: string | null | undefined): string => imageUrl(apiHosts.imageBaseUrl, path)

/** A chat file path as a URL on the chat file host ('' when refused or empty). */
export const chatImage = (path: string | null | undefined): string =>
  imageUrl(apiHosts.chatImageBaseUrl, path)

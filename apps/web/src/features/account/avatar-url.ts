import type { UserInfo } from '@mandi/api-client'
import { productImage } from '../../api/images.ts'

/**
 * The user's uploaded picture, or undefined when there is none: the Avatar then shows the initials of the
 * name (as it also does when the picture fails to load). `face_icon` is the upload; `avatar` an older field.
 */
export function avatarUrlOf(user: UserInfo | undefined): string | undefined {
  if (!user) return undefined
  return productImage(user.faceIcon || user.avatar) || undefined
}

import { Redirect } from 'wouter'

/**
 * /upload. The spec does not show its purpose; the one upload a user makes outside chat is the avatar,
 * which /userinfo already does (square crop, then user/set_face_icon). A second upload page would duplicate
 * it with no entry point, so /upload sends the visitor there (replace: Back does not bounce).
 */
export function UploadScreen() {
  return <Redirect to="/userinfo" replace />
}

import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { PasswordChangeForm } from '../schemas/auth.ts'
import { SettlementEntry } from '../schemas/settlement.ts'
import { type ConfigKey, FrameHosts, SupportContact, SysConfig } from '../schemas/support.ts'
import { FaceIconResult, UserInfo } from '../schemas/user.ts'
import { VerificationForm, VerificationRecord } from '../schemas/verification.ts'
import {
  asParams,
  type Call,
  type CallContext,
  getData,
  pageParam,
  postFormAck,
  postMultipartData,
} from './context.ts'

export interface UserCalls {
  /** `tp` is the further parameter one screen sends (§7); it is passed through as is. */
  readonly info: (tp?: string) => Call<UserInfo>
  readonly supportContact: () => Call<SupportContact>
  /** GET sys/config. */
  readonly config: (key: ConfigKey) => Call<SysConfig>
  /**
   * GET sys/frame_hosts (extension, CONTRACT.md): the origins the app may show in a frame, as the server's
   * CSP frame-src lists them. A page of any other origin opens in a new tab.
   */
  readonly frameHosts: () => Call<FrameHosts>
  /** null when no verification has been saved. */
  readonly verificationInfo: () => Call<VerificationRecord | null>
  readonly verify: (form: VerificationForm) => Call<Ack>
  readonly changePassword: (form: PasswordChangeForm) => Call<Ack>
  readonly setFaceIcon: (file: Blob) => Call<FaceIconResult>
  /** One page (newest first; page 1 when not given). */
  readonly settlement: (page?: number) => Call<ReadonlyArray<SettlementEntry>>
}

const encodeVerification = Schema.encodeSync(VerificationForm)
const encodePasswordChange = Schema.encodeSync(PasswordChangeForm)

export function userCalls(c: CallContext): UserCalls {
  return {
    info: (tp) => getData(c, 'user/info', { tp }, UserInfo),
    supportContact: () => getData(c, 'user/service', {}, SupportContact),
    config: (key) => getData(c, 'sys/config', { key }, SysConfig),
    frameHosts: () => getData(c, 'sys/frame_hosts', {}, FrameHosts),
    verificationInfo: () => getData(c, '/user/verification_info', {}, Schema.NullOr(VerificationRecord)),
    verify: (form) => postFormAck(c, 'user/verification', asParams(encodeVerification(form))),
    changePassword: (form) => postFormAck(c, 'user/reset_login_pass', asParams(encodePasswordChange(form))),
    setFaceIcon: (file) =>
      postMultipartData(c, c.baseUrl, 'user/set_face_icon', { face_icon: file }, FaceIconResult),
    settlement: (page) => getData(c, 'user/settlement', pageParam(page), Schema.Array(SettlementEntry)),
  }
}

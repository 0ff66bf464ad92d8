import { audit } from './en/audit.ts'
import { inbox } from './en/inbox.ts'
import { queues } from './en/queues.ts'
import { shell } from './en/shell.ts'
import { signIn } from './en/sign-in.ts'
import { user } from './en/user.ts'

/** The console's whole catalogue, one namespace per part: `t('inbox.composer.send')`. English only. */
export const en = { shell, signIn, inbox, user, audit, queues } as const

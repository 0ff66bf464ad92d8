import type { auth as en } from '../en/auth.ts'
import type { Translation } from '../translation.ts'

export const auth: Translation<typeof en> = {
  login: {
    title: 'Sign in karein',
    subtitle: 'Mandi mein phir se swagat hai',
    userId: 'User ID',
    password: 'Password',
    submit: 'Sign in karein',
    forgot: 'Password bhool gaye?',
    register: 'Naya khaata banayein',
    failed: 'Sign in vifal raha',
  },
}

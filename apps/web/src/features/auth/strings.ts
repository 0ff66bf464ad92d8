import { addEnglish } from '../../i18n/catalogue.ts'
import { auth } from '../../i18n/en/auth.ts'

// Sign-in's strings come with the sign-in screens (issue 30), not with the entry: a signed-in visit needs none.
// The screen loader then loads them in the reader's language before the screen renders.
addEnglish({ auth })

import { addEnglish } from '../i18n/catalogue.ts'
import { passkey } from '../i18n/en/passkey.ts'

// The passkey strings come with the screens that confirm with a passkey (and /safe); see features/*/strings.ts.
addEnglish({ passkey })

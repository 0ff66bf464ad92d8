import { addEnglish } from '../../i18n/catalogue.ts'
import { pro } from '../../i18n/en/pro.ts'

// The pro strings come with the screens that show them (issue 16), not with the entry: importing this module
// adds their English, and the screen loader then loads them in the reader's language before the screen renders.
addEnglish({ pro })

/** The two steps of an operator's sign-in (password, then the one-time code). */
export const signIn = {
  title: 'Operators’ console',
  intro: 'Sign in with your operator account. User accounts of the app do not open the console.',
  login: 'Login',
  password: 'Password',
  continue: 'Continue',
  codeTitle: 'One-time code',
  codeIntro:
    'Enter the 6-digit code for this sign-in. From this computer it is the demo code; from elsewhere it is in the server’s log.',
  code: 'One-time code',
  signIn: 'Sign in',
  startAgain: 'Start again',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session ended. Sign in again.',
  errors: {
    credentials: 'Wrong login or password.',
    wait: 'Too many wrong attempts. Try again in {{seconds}} s.',
    wrongCode: 'Wrong code. Check it and try again.',
    expired: 'This sign-in has expired. Enter your password again.',
    network: 'The server could not be reached. Check the connection and try again.',
    missing: 'Enter your login and password.',
    codeLength: 'Enter all 6 digits.',
  },
} as const

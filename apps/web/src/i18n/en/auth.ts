/** Sign in, registration and password reset (spec §2 /login, /signin, /forgotpass). */
export const auth = {
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back to Mandi',
    userId: 'User ID',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    register: 'Create an account',
    failed: 'Sign in failed',
  },
} as const

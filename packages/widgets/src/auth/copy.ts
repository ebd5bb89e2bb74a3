/**
 * Auth texts that SPEC §8 / MSG does not hold (labels, headings, confirmations).
 * SPEC §8 / §5 texts (validation messages, Create New Account, Sign-up failed!, …) come from MSG.
 */
export const AUTH_COPY = {
  loginTitle: 'Login',
  loginTabs: 'Login method',
  tabOtp: 'Mobile OTP',
  tabEmail: 'Email',
  mobileLabel: 'Mobile number',
  continue: 'Continue',
  sending: 'Sending…',
  otpLabel: 'One-time password (OTP)',
  otpSentTo: (phone: string) => `Enter the 6-digit code sent to ${phone}.`,
  verify: 'Verify',
  verifying: 'Verifying…',
  changeNumber: 'Change number',
  resendOtp: 'Resend OTP',
  otpResent: 'A new OTP is on its way.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  login: 'Login',
  loggingIn: 'Logging in…',
  forgotPassword: 'Forgot password?',
  loginSuccess: 'Logged in successfully',

  signupTitle: 'Create your account',
  firstName: 'First name',
  lastName: 'Last name',
  confirmPassword: 'Confirm password',
  signUp: 'Sign up',
  signingUp: 'Signing up…',
  signupSuccess: 'Account created! Please log in.',
  haveAccount: 'Already have an account?',

  captchaLabel: "I'm not a robot",
  captchaVerifying: 'Verifying…',
  captchaVerified: 'Verified',
  captchaFailed: 'Verification failed. Please try again.',

  resetTitle: 'Reset password',
  resetIntro: 'Enter the e-mail of your account and we will send you a link to reset your password.',
  sendResetLink: 'Send reset link',
  resetRequested: 'If an account exists for that e-mail, a reset link is on its way.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setPassword: 'Set new password',
  saving: 'Saving…',
  resetDone: 'Your password has been reset. You can now log in with the new password.',
  logIn: 'Log in',

  updateTitle: 'Change password',
  oldPassword: 'Current password',
  updatePassword: 'Update password',
  passwordChanged: 'Password changed successfully',
  loginToChangePassword: 'Please login to change your password!',
  required: 'This field is required',
} as const;

/** Auth routes (SPEC §2) that shared/links.ts does not hold yet. */
export const AUTH_ROUTES = {
  signup: '/signup',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
} as const;

/**
 * The captcha's own texts ("I'm not a robot" and its states in words). The messages a form shows
 * when it is not solved are in MSG: MSG.verifyNotRobot (signup, password reset),
 * MSG.recaptchaFailed and MSG.completeRecaptcha (contact form).
 */
export const CAPTCHA_COPY = {
  label: "I'm not a robot",
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'Verification failed. Please try again.',
} as const;

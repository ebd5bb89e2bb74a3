/**
 * Accounts: the visitor id, the captcha challenge, OTP and e-mail login, signup, password reset and
 * change, logout, the page meta tags, the profile and deactivation; and the demo outbox.
 */
import { OutboxResponse } from '../operations.ts';
import {
  ChangePasswordRequest,
  MetaTagsQuery,
  ProfileUpdateRequest,
  ResetConfirmRequest,
  ResetLinkParams,
  ResetRequest,
  SendOtpRequest,
  SigninRequest,
  SignupRequest,
  VerifyOtpRequest,
} from '../requests.ts';
import { CaptchaChallenge, LoginResponse, MetaTagsResponse, ProfileResponse, ProfileUpdateResponse, StatusOnly, VisitorResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const ACCOUNT = {
  /** A new visitor id (the cart and wishlist of a shopper not logged in). */
  visitor: endpoint({ method: 'GET', path: '/user/visitor/', answer: VisitorResponse, auth: 'anyone', visitor: 'none' }),
  /** The self-hosted captcha's challenge (the widget solves it; the server verifies it). */
  captchaChallenge: endpoint({ method: 'GET', path: '/captcha/challenge/', answer: CaptchaChallenge, auth: 'anyone', visitor: 'none' }),
  /** Texts a login code to the mobile of an active account. */
  sendOtp: endpoint({ method: 'POST', path: '/user/send-otp/', body: SendOtpRequest, answer: StatusOnly, auth: 'anyone' }),
  /** A login with the texted code; the visitor's cart and wishlist join the account's. A refusal carries `non_field_errors`. */
  verifyOtp: endpoint({ method: 'POST', path: '/user/verify-otp/', body: VerifyOtpRequest, answer: LoginResponse, auth: 'anyone' }),
  /** A login with e-mail and password; the visitor's cart and wishlist join the account's. A refusal carries `non_field_errors`. */
  signin: endpoint({ method: 'POST', path: '/user/signin/', body: SigninRequest, answer: LoginResponse, auth: 'anyone' }),
  /** Every field is checked first (all messages at once), then the captcha, then whether the e-mail or mobile is taken. */
  signup: endpoint({ method: 'POST', path: '/user/signup/', body: SignupRequest, answer: StatusOnly, auth: 'anyone' }),
  /** E-mails a reset link; the same answer whether or not an account has the e-mail. */
  requestPasswordReset: endpoint({ method: 'POST', path: '/user/reset-password/', body: ResetRequest, answer: StatusOnly, auth: 'anyone' }),
  /** Sets the new password through the e-mailed link (once), ending every session of the account. */
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/user/reset-password/:uuid/',
    params: ResetLinkParams,
    body: ResetConfirmRequest,
    answer: StatusOnly,
    auth: 'anyone',
  }),
  /** Keeps the calling session, ends the account's others. */
  changePassword: endpoint({ method: 'POST', path: '/user/change-password/', body: ChangePasswordRequest, answer: StatusOnly, auth: 'login' }),
  /** Ends this session on the server (its token answers 401 afterwards). */
  logout: endpoint({ method: 'POST', path: '/user/logout/', answer: StatusOnly, auth: 'login' }),
  /** Ends every session of the account, on every device. */
  logoutAll: endpoint({ method: 'POST', path: '/user/logout-all/', answer: StatusOnly, auth: 'login' }),
  /** A page's title, description and keywords (a shared read). */
  metaTags: endpoint({ method: 'GET', path: '/user/meta-tags/', query: MetaTagsQuery, answer: MetaTagsResponse, auth: 'anyone', visitor: 'known' }),
  /** The profile with its addresses. */
  profile: endpoint({ method: 'GET', path: '/user/profile/', answer: ProfileResponse, auth: 'login' }),
  /** Only the fields sent change; the e-mail is read-only (ignored when sent). */
  updateProfile: endpoint({ method: 'PATCH', path: '/user/profile/', body: ProfileUpdateRequest, answer: ProfileUpdateResponse, auth: 'login' }),
  /** Ends every session, anonymises the account and blocks its sign-in. */
  deactivate: endpoint({ method: 'POST', path: '/user/deactivate/', answer: StatusOnly, auth: 'login' }),
  /**
   * Every OTP and e-mail the demo store sent (demo mode only: the server registers it then). Only
   * this machine or a staff login may read it; anyone else gets 403.
   */
  outbox: endpoint({ method: 'GET', path: '/dev/outbox', answer: OutboxResponse, auth: 'anyone', visitor: 'none' }),
};

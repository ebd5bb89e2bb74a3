/**
 * Accounts: the visitor id, the captcha challenge, OTP and e-mail login, signup, password reset and
 * change, logout, the page meta tags, the profile and deactivation.
 */
import { ANSWER } from '../answers.ts';
import { HEADER_VISITOR_ID, OTP_DIGITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { ChangePasswordRequest, ProfileUpdateRequest, ResetConfirmRequest, ResetLinkParams, ResetRequest, SendOtpRequest, SigninRequest, SignupRequest, VerifyOtpRequest } from '../account.requests.ts';
import { MetaTagsQuery } from '../catalogue.requests.ts';
import { CaptchaChallenge, LoginResponse, ProfileResponse, ProfileUpdateResponse, VisitorResponse } from '../account.answers.ts';
import { MetaTagsResponse } from '../catalogue.answers.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

export const ACCOUNT = {
  visitor: endpoint({
    method: 'GET',
    path: '/user/visitor/',
    answer: VisitorResponse,
    auth: 'anyone',
    visitor: 'none',
    summary: `A new visitor id: the owner of a cart and a wishlist until login, sent back as \`${HEADER_VISITOR_ID}\`.`,
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/captcha/challenge/',
    answer: CaptchaChallenge,
    auth: 'anyone',
    visitor: 'none',
    summary: 'A signed captcha challenge, valid 10 minutes, and the captcha the forms show: `provider` `altcha` (the widget solves this challenge), `recaptcha` (with its `site_key`) or `off`.',
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: '/user/send-otp/',
    body: SendOtpRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `Texts a ${OTP_DIGITS}-digit login code, valid 10 minutes, to the mobile (ten digits, or \`+91\` and ten digits); a number of no active account 400 “${ANSWER.noAccountForMobile}”. Rate-limited per number and per client address (429).`,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/user/verify-otp/',
    body: VerifyOtpRequest,
    answer: LoginResponse,
    auth: 'anyone',
    summary: 'Logs in with the texted code (single use, locked after 5 wrong guesses): the session’s `token` and the account; the visitor’s cart and wishlist join the account’s. A refusal 400 with its message in `non_field_errors` too. Never creates an account.',
  }),
  signin: endpoint({
    method: 'POST',
    path: '/user/signin/',
    body: SigninRequest,
    answer: LoginResponse,
    auth: 'anyone',
    summary: `Logs in with e-mail and password, answering as the OTP login; a wrong pair (or a deactivated account) 400 “${ANSWER.badCredentials}” in \`non_field_errors\` too. Wrong passwords for an e-mail from one client address are rate-limited (429).`,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/user/signup/',
    body: SignupRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `Creates an account (the shopper logs in afterwards). Every field is checked first, all messages at once in \`errors\`; then the captcha (“${MSG.verifyNotRobot}”); then whether the e-mail or mobile is taken (400).`,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/user/reset-password/',
    body: ResetRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: 'After the captcha, e-mails an active account a link `<STORE_URL>/reset-password/<uuid>`, valid 1 hour and once; the same answer whether or not an account has the e-mail.',
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/user/reset-password/:uuid/',
    params: ResetLinkParams,
    body: ResetConfirmRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `Sets the new password through the e-mailed link and ends every session of the account; a used, expired or unknown link 400 “${ANSWER.resetInvalid}”.`,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/user/change-password/',
    body: ChangePasswordRequest,
    answer: StatusOnly,
    auth: 'login',
    summary: `Sets a new password when \`old_password\` is right (else 400 “${ANSWER.oldPasswordWrong}”); keeps the calling session, ends the account’s others.`,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user/logout/',
    answer: StatusOnly,
    auth: 'login',
    summary: 'Ends this session on the server: its token answers 401 from then on.',
  }),
  logoutAll: endpoint({
    method: 'POST',
    path: '/user/logout-all/',
    answer: StatusOnly,
    auth: 'login',
    summary: 'Ends every session of the account, this one included (the profile’s “Log out of all devices”).',
  }),
  metaTags: endpoint({
    method: 'GET',
    path: '/user/meta-tags/',
    query: MetaTagsQuery,
    answer: MetaTagsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'A page’s title, description and keywords (`page_url` a path or an address; its query and trailing slash ignored): the page’s own, else the home page’s, else the store’s; a published blog post’s page (`/blogs/{id}/{name}`) has the post’s own.',
  }),
  profile: endpoint({
    method: 'GET',
    path: '/user/profile/',
    answer: ProfileResponse,
    auth: 'login',
    summary: 'The caller’s profile with its addresses; `contact_id` is the id the coin calls and the contact address take, `is_wallet` whether coins may be redeemed, `is_subscribed` whether the caller is an SO Elite member today.',
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/user/profile/',
    body: ProfileUpdateRequest,
    answer: ProfileUpdateResponse,
    auth: 'login',
    summary: `Changes the fields sent (“${MSG.profileUpdated}”); the e-mail is read-only, ignored when sent; a mobile of another account 400.`,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/user/deactivate/',
    answer: StatusOnly,
    auth: 'login',
    summary: `Ends every session and anonymises the account: names, company and mobile erased, addresses, cart and wishlist deleted, its reviews shown as “${ANSWER.formerCustomer}”; its orders stay. It cannot sign in again.`,
  }),
};

/**
 * Authentication and user (SPEC §7): visitor ids, the captcha challenge, OTP and e-mail login,
 * signup, password reset and change, meta tags; and the demo outbox (demo mode only).
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CaptchaChallenge,
  ChangePasswordRequest,
  DOC,
  LoginResponse,
  MetaTagsQuery,
  MetaTagsResponse,
  OutboxResponse,
  ResetConfirmRequest,
  ResetLinkParams,
  ResetRequest,
  SendOtpRequest,
  SigninRequest,
  SignupRequest,
  StatusOnly,
  VerifyOtpRequest,
  VisitorResponse,
} from '@so/contract';
import { newChallenge, requireCaptcha } from '../accounts/captcha.ts';
import { loginAnswer } from '../accounts/login.ts';
import { checkLoginOtp, issueLoginOtp, OTP_TTL_MINUTES } from '../accounts/otp.ts';
import { outboxMessenger, readOutbox } from '../accounts/outbox.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { checkLimit, countFailure, hitLimit, pruneLimits } from '../accounts/rateLimit.ts';
import { clientAddress, endAllSessions, endSession } from '../accounts/sessions.ts';
import { createPasswordReset, createUser, findUser, resetPassword, setPassword } from '../accounts/users.ts';
import { metaTagsOf } from '../catalogue/metaTags.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { localOrStaff } from '../http/local.ts';
import { requireLogin } from '../http/session.ts';
import { validate, type Invalid } from '../http/validate.ts';
import { knownVisitor } from '../owner.ts';

const OTP_OUTCOME_MESSAGES = { expired: ANSWER.otpExpired, locked: ANSWER.otpLocked, wrong: ANSWER.otpWrong } as const;

/** A refused login: SPEC §8 shows `non_field_errors`. */
function failedLogin(c: Context, message: string) {
  return c.json<Infer<typeof LoginResponse>>({ status: false, message, non_field_errors: [message] }, 400);
}
const loginRefusal = (invalid: Invalid, c: Context) => failedLogin(c, invalid.message);

export function userRoutes({ db, config }: Deps): Hono {
  const api = new Hono({ strict: false });
  const settings = config.accounts;
  const limits = settings.limits;
  const messenger = outboxMessenger(db, settings);

  api.get('/user/visitor', async (c) => {
    const id = randomUUID();
    await db.query('INSERT INTO visitors (id) VALUES ($1)', [id]);
    return c.json<Infer<typeof VisitorResponse>>({ status: true, visitor_id: id });
  });

  api.get('/captcha/challenge', async (c) => c.json<Infer<typeof CaptchaChallenge>>(await newChallenge(settings)));

  // ─── OTP login ───────────────────────────────────────────────────────────
  api.post('/user/send-otp', validate('json', SendOtpRequest), async (c) => {
    const { mobile_no: mobile } = c.req.valid('json');
    await hitLimit(db, `otp-ip:${clientAddress(c, settings)}`, limits.otpPerIp);
    await hitLimit(db, `otp-mobile:${mobile}`, limits.otpPerNumber);
    if (Math.random() < 0.01) await pruneLimits(db);
    if (!(await findUser(db, { mobile }, { active: true }))) throw badRequest(ANSWER.noAccountForMobile);
    const code = await issueLoginOtp(db, mobile);
    await messenger.sendSms(mobile, DOC.loginOtpSms(code, OTP_TTL_MINUTES));
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.otpSent });
  });

  api.post('/user/verify-otp', validate('json', VerifyOtpRequest, loginRefusal), async (c) => {
    const { mobile_no: mobile, otp } = c.req.valid('json');
    await hitLimit(db, `verify-ip:${clientAddress(c, settings)}`, limits.signin * 5);
    const outcome = await checkLoginOtp(db, mobile, otp);
    if (outcome !== 'ok') return failedLogin(c, OTP_OUTCOME_MESSAGES[outcome]);
    const user = await findUser(db, { mobile }, { active: true });
    if (!user) return failedLogin(c, ANSWER.noAccountForMobile);
    return c.json<Infer<typeof LoginResponse>>(await loginAnswer(db, user, await knownVisitor(c, db)));
  });

  // ─── E-mail login, signup ─────────────────────────────────────────────────
  api.post('/user/signin', validate('json', SigninRequest, loginRefusal), async (c) => {
    const { email, password } = c.req.valid('json');
    const ip = clientAddress(c, settings);
    await hitLimit(db, `signin-ip:${ip}`, limits.signin);
    // Wrong passwords for this e-mail from this address only: failures elsewhere never lock the owner out.
    const failures = `signin-fail:${email}|${ip}`;
    await checkLimit(db, failures, limits.signin);
    const user = await findUser(db, { email });
    if (!user) {
      await burnPasswordCheck(password);
      await countFailure(db, failures);
      return failedLogin(c, ANSWER.badCredentials);
    }
    if (!(await verifyPassword(password, user.password_hash)) || !user.is_active) {
      await countFailure(db, failures);
      return failedLogin(c, ANSWER.badCredentials);
    }
    return c.json<Infer<typeof LoginResponse>>(await loginAnswer(db, user, await knownVisitor(c, db)));
  });

  // Every field first (all messages at once), then the captcha, then duplicates.
  api.post('/user/signup', validate('json', SignupRequest), async (c) => {
    const body = c.req.valid('json');
    const ip = clientAddress(c, settings);
    await requireCaptcha(db, settings, body.recaptcha, ip);
    await hitLimit(db, `signup-ip:${ip}`, limits.signin);
    await createUser(db, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      mobile: body.mobile_no,
      passwordHash: await hashPassword(body.password),
    });
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.signupDone });
  });

  // ─── Passwords ────────────────────────────────────────────────────────────
  // Always the same answer: whether an account exists is not revealed.
  api.post('/user/reset-password', validate('json', ResetRequest), async (c) => {
    const { email, recaptcha } = c.req.valid('json');
    const ip = clientAddress(c, settings);
    await requireCaptcha(db, settings, recaptcha, ip);
    await hitLimit(db, `reset-ip:${ip}`, limits.signin);
    // Per e-mail and address: a flood for one e-mail from elsewhere never stops its owner asking.
    await hitLimit(db, `reset-email:${email}|${ip}`, limits.otpPerNumber);
    const user = await findUser(db, { email }, { active: true });
    if (user) {
      const link = `${settings.storeUrl}/reset-password/${await createPasswordReset(db, user.id)}`;
      await messenger.sendEmail(user.email, DOC.resetEmailSubject, DOC.resetEmailBody(user.first_name, link));
    }
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.resetSent });
  });

  api.post(
    '/user/reset-password/:uuid',
    validate('param', ResetLinkParams),
    validate('json', ResetConfirmRequest),
    async (c) => {
      const { new_password } = c.req.valid('json');
      await hitLimit(db, `reset-confirm-ip:${clientAddress(c, settings)}`, limits.signin * 5);
      if (!(await resetPassword(db, c.req.valid('param').uuid, await hashPassword(new_password)))) throw badRequest(ANSWER.resetInvalid);
      return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.passwordReset });
    },
  );

  api.post('/user/change-password', requireLogin(db), validate('json', ChangePasswordRequest), async (c) => {
    const { user, tokenHash } = c.var.auth;
    const body = c.req.valid('json');
    await hitLimit(db, `change-password:${user.id}`, limits.signin);
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw badRequest(ANSWER.oldPasswordWrong);
    await setPassword(db, user.id, await hashPassword(body.new_password), tokenHash);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.passwordChanged });
  });

  // Logout ends the session on the server too: its token answers 401 from now on.
  api.post('/user/logout', requireLogin(db), async (c) => {
    await endSession(db, c.var.auth.tokenHash);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.loggedOut });
  });

  // Logout of all devices: every session of the account ends, this one included.
  api.post('/user/logout-all', requireLogin(db), async (c) => {
    await endAllSessions(db, c.var.auth.user.id);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.loggedOutEverywhere });
  });

  api.get('/user/meta-tags', validate('query', MetaTagsQuery), async (c) => {
    const tags = await metaTagsOf(db, c.req.valid('query').page_url);
    return c.json<Infer<typeof MetaTagsResponse>>({ status: true, ...tags });
  });

  // ─── Demo outbox ──────────────────────────────────────────────────────────
  // It holds every OTP and reset link: only this machine (the socket's address, never a header;
  // behind TRUST_PROXY the client the proxy saw as well) or a staff login may read it.
  if (config.storeMode === 'demo') {
    api.get('/dev/outbox', localOrStaff(db, settings, ANSWER.outboxLocalOnly), async (c) =>
      c.json<Infer<typeof OutboxResponse>>({ status: true, data: await readOutbox(db) }),
    );
  }

  return api;
}

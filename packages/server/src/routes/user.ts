/**
 * Authentication and user (endpoint table ACCOUNT): visitor ids, the captcha challenge, OTP and
 * e-mail login, signup, password reset and change, logout, meta tags; and the demo outbox (demo
 * mode only).
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ACCOUNT, ANSWER, DOC, LoginResponse } from '@so/contract';
import { DEMO } from '@so/contract/endpoints';
import { newChallenge, requireCaptcha } from '../accounts/captcha.ts';
import { loginAnswer } from '../accounts/login.ts';
import { checkLoginOtp, issueLoginOtp, OTP_TTL_MINUTES } from '../accounts/otp.ts';
import { outboxMessenger, readOutbox } from '../accounts/outbox.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { checkLimit, countFailure, hitLimit, pruneLimits } from '../accounts/rateLimit.ts';
import { clientAddress, endAllSessions, endSession } from '../accounts/sessions.ts';
import { createPasswordReset, createUser, findUser, resetPassword, setPassword } from '../accounts/users.ts';
import { metaTagsOf } from '../catalogue/metaTags.ts';
import { run, sql } from '../db/sql.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { localOrStaff } from '../http/local.ts';
import { refusing, reply, route, routeApp, type Reply } from '../http/route.ts';
import type { Invalid } from '../http/validate.ts';
import { knownVisitor } from '../owner.ts';

const OTP_OUTCOME_MESSAGES = { expired: ANSWER.otpExpired, locked: ANSWER.otpLocked, wrong: ANSWER.otpWrong } as const;

/** A refused login: 400 with the message also as `non_field_errors` (the login form shows it above its fields). */
function failedLogin(message: string): Reply<Infer<typeof LoginResponse>> {
  return reply({ status: false, message, non_field_errors: [message] }, 400);
}
const loginRefusal = (invalid: Invalid, c: Context) => {
  const { body, status } = failedLogin(invalid.message);
  return c.json(body, status);
};

export function userRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const settings = config.accounts;
  const limits = settings.limits;
  const messenger = outboxMessenger(db, config);

  route(app, ACCOUNT.visitor, async () => {
    const id = randomUUID();
    await run(db, sql`INSERT INTO visitors (id) VALUES (${id})`);
    return { status: true, visitor_id: id };
  });

  route(app, ACCOUNT.captchaChallenge, () => newChallenge(settings));

  // ─── OTP login ───────────────────────────────────────────────────────────
  route(app, ACCOUNT.sendOtp, async (c, { body }) => {
    const { mobile_no: mobile } = body;
    await hitLimit(db, `otp-ip:${clientAddress(c, settings)}`, limits.otpPerIp);
    await hitLimit(db, `otp-mobile:${mobile}`, limits.otpPerNumber);
    if (Math.random() < 0.01) await pruneLimits(db);
    if (!(await findUser(db, { mobile }, { active: true }))) throw badRequest(ANSWER.noAccountForMobile);
    const code = await issueLoginOtp(db, mobile);
    await messenger.sendSms(mobile, DOC.loginOtpSms(code, OTP_TTL_MINUTES), { kind: 'login_otp', vars: [code, String(OTP_TTL_MINUTES)], expiresInMinutes: OTP_TTL_MINUTES });
    return { status: true, message: ANSWER.otpSent };
  });

  route(app, refusing(ACCOUNT.verifyOtp, loginRefusal), async (c, { body }) => {
    const { mobile_no: mobile, otp } = body;
    await hitLimit(db, `verify-ip:${clientAddress(c, settings)}`, limits.signin * 5);
    const outcome = await checkLoginOtp(db, mobile, otp);
    if (outcome !== 'ok') return failedLogin(OTP_OUTCOME_MESSAGES[outcome]);
    const user = await findUser(db, { mobile }, { active: true });
    if (!user) return failedLogin(ANSWER.noAccountForMobile);
    return loginAnswer(db, user, await knownVisitor(c, db));
  });

  // ─── E-mail login, signup ─────────────────────────────────────────────────
  route(app, refusing(ACCOUNT.signin, loginRefusal), async (c, { body }) => {
    const { email, password } = body;
    const ip = clientAddress(c, settings);
    await hitLimit(db, `signin-ip:${ip}`, limits.signin);
    // Wrong passwords for this e-mail from this address only: failures elsewhere never lock the owner out.
    const failures = `signin-fail:${email}|${ip}`;
    await checkLimit(db, failures, limits.signin);
    const user = await findUser(db, { email });
    if (!user) {
      await burnPasswordCheck(password);
      await countFailure(db, failures);
      return failedLogin(ANSWER.badCredentials);
    }
    if (!(await verifyPassword(password, user.password_hash)) || !user.is_active) {
      await countFailure(db, failures);
      return failedLogin(ANSWER.badCredentials);
    }
    return loginAnswer(db, user, await knownVisitor(c, db));
  });

  // Every field first (all messages at once), then the captcha, then duplicates.
  route(app, ACCOUNT.signup, async (c, { body }) => {
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
    return { status: true, message: ANSWER.signupDone };
  });

  // ─── Passwords ────────────────────────────────────────────────────────────
  // Always the same answer: whether an account exists is not revealed.
  route(app, ACCOUNT.requestPasswordReset, async (c, { body }) => {
    const { email, recaptcha } = body;
    const ip = clientAddress(c, settings);
    await requireCaptcha(db, settings, recaptcha, ip);
    await hitLimit(db, `reset-ip:${ip}`, limits.signin);
    // Per e-mail and address: a flood for one e-mail from elsewhere never stops its owner asking.
    await hitLimit(db, `reset-email:${email}|${ip}`, limits.otpPerNumber);
    const user = await findUser(db, { email }, { active: true });
    if (user) {
      const link = `${settings.storeUrl}/reset-password/${await createPasswordReset(db, user.id)}`;
      await messenger.sendEmail(user.email, DOC.resetEmailSubject, DOC.resetEmailBody(user.first_name, link), 'password_reset');
    }
    return { status: true, message: ANSWER.resetSent };
  });

  route(app, ACCOUNT.confirmPasswordReset, async (c, { params, body }) => {
    await hitLimit(db, `reset-confirm-ip:${clientAddress(c, settings)}`, limits.signin * 5);
    if (!(await resetPassword(db, params.uuid, await hashPassword(body.new_password)))) throw badRequest(ANSWER.resetInvalid);
    return { status: true, message: ANSWER.passwordReset };
  });

  route(app, ACCOUNT.changePassword, async (c, { body }) => {
    const { user, tokenHash } = c.var.auth;
    await hitLimit(db, `change-password:${user.id}`, limits.signin);
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw badRequest(ANSWER.oldPasswordWrong);
    await setPassword(db, user.id, await hashPassword(body.new_password), tokenHash);
    return { status: true, message: ANSWER.passwordChanged };
  });

  // Logout ends the session on the server too: its token answers 401 from now on.
  route(app, ACCOUNT.logout, async (c) => {
    await endSession(db, c.var.auth.tokenHash);
    return { status: true, message: ANSWER.loggedOut };
  });

  // Logout of all devices: every session of the account ends, this one included.
  route(app, ACCOUNT.logoutAll, async (c) => {
    await endAllSessions(db, c.var.auth.user.id);
    return { status: true, message: ANSWER.loggedOutEverywhere };
  });

  route(app, ACCOUNT.metaTags, async (_c, { query }) => ({ status: true, ...(await metaTagsOf(db, query.page_url)) }));

  // ─── Demo outbox ──────────────────────────────────────────────────────────
  // It holds every OTP and reset link: only this machine (the socket's address, never a header;
  // behind TRUST_PROXY the client the proxy saw as well) or a staff login may read it.
  if (config.storeMode === 'demo') {
    route(app, DEMO.outbox, localOrStaff(db, settings, ANSWER.outboxLocalOnly), async () => ({ status: true, data: await readOutbox(db) }));
  }

  return app.hono;
}

import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { MSG } from '@so/contract';
import { newChallenge, requireCaptcha } from '../accounts/captcha.ts';
import { loginAnswer } from '../accounts/login.ts';
import { outboxMessenger, readOutbox } from '../accounts/outbox.ts';
import { burnPasswordCheck, hashPassword, sha256, verifyPassword } from '../accounts/passwords.ts';
import { hitLimit, pruneLimits } from '../accounts/rateLimit.ts';
import { clientAddress, requireAuth, USER_COLUMNS, type UserRow } from '../accounts/sessions.ts';
import {
  Checker,
  checkNewPassword,
  MAX_NAME,
  normalizeEmail,
  normalizeIndianMobile,
  secret,
  text,
} from '../accounts/validation.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound, PRODUCT_NOT_FOUND } from '../http/errors.ts';
import { parseId, readBody } from '../http/input.ts';
import { knownVisitor } from '../owner.ts';
import { addressesOf } from './addresses.ts';

const OTP_TTL_MINUTES = 10;
const OTP_MAX_WRONG = 5;
const RESET_TTL_MINUTES = 60;
const MAX_REVIEW = 2000;

export const MSG_NO_ACCOUNT_FOR_MOBILE = 'No account found with this mobile number';
export const MSG_OTP_SENT = 'OTP sent successfully';
export const MSG_OTP_WRONG = 'The OTP is incorrect. Please try again.';
export const MSG_OTP_EXPIRED = 'The OTP has expired or was already used. Please request a new one.';
export const MSG_OTP_LOCKED = 'Too many wrong attempts for this OTP. Please request a new one.';
export const MSG_OTP_FORMAT = 'Enter the 6-digit OTP';
export const MSG_BAD_CREDENTIALS = 'Invalid email or password';
export const MSG_SIGNUP_DONE = 'Account created successfully. Please log in.';
export const MSG_EMAIL_TAKEN = 'An account with this email already exists';
export const MSG_MOBILE_TAKEN = 'An account with this mobile number already exists';
export const MSG_RESET_SENT = 'If an account exists for this email, a link to reset the password has been sent to it.';
export const MSG_RESET_INVALID = 'This password reset link is invalid or has expired';
export const MSG_PASSWORD_RESET = 'Your password has been reset. Please log in.';
export const MSG_OLD_PASSWORD_WRONG = 'The old password is incorrect';
export const MSG_PASSWORD_CHANGED = 'Password changed successfully';
export const MSG_DEACTIVATED = 'Your account has been deactivated';
export const MSG_REVIEW_SAVED = 'Thank you for your review!';
export const MSG_RATING_RULE = 'Rating must be a whole number from 1 to 5';


function failedLogin(c: Context, message: string, status: 400 | 401 = 400) {
  return c.json({ status: false, message, non_field_errors: [message] }, status);
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function userBy(db: Db, where: string, value: string | number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE ${where}`, [value]);
  return rows[0] ?? null;
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string; message: string } {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}

export async function profileData(db: Db, user: UserRow) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    company: user.company,
    email: user.email,
    mobile_no: user.mobile,
    profile_pic: null,
    is_subscribed: user.is_sose_elite_user,
    contact_id: user.contact_id,
    is_wallet: user.is_wallet,
    user_id: user.id,
    addresses: await addressesOf(db, user.id),
  };
}

export function accountRoutes({ db, config }: Deps): Hono {
  const api = new Hono({ strict: false });
  const settings = config.accounts;
  const limits = settings.limits;
  const messenger = outboxMessenger(db, settings);

  api.get('/captcha/challenge', async (c) => c.json(await newChallenge(settings)));

  // ─── OTP login ───────────────────────────────────────────────────────────
  api.post('/user/send-otp', async (c) => {
    const body = await readBody(c);
    const mobile = normalizeIndianMobile(body.mobile_no);
    if (!mobile) throw badRequest(MSG.mobileTenDigits);
    const ip = clientAddress(c, settings);
    await hitLimit(db, `otp-ip:${ip}`, limits.otpPerIp);
    await hitLimit(db, `otp-mobile:${mobile}`, limits.otpPerNumber);
    if (Math.random() < 0.01) await pruneLimits(db);
    const user = await userBy(db, 'u.mobile = $1 AND u.is_active', mobile);
    if (!user) throw badRequest(MSG_NO_ACCOUNT_FOR_MOBILE);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomUUID();
    await db.transaction(async (tx) => {
      // A new code replaces every earlier one of the number.
      await tx.query('UPDATE otp_codes SET used_at = now() WHERE mobile = $1 AND used_at IS NULL', [mobile]);
      await tx.query(
        `INSERT INTO otp_codes (mobile, salt, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [mobile, salt, sha256(salt + code), OTP_TTL_MINUTES],
      );
    });
    await messenger.sendSms(mobile, `${code} is your ${MSG.storeName} login OTP. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`);
    return c.json({ status: true, message: MSG_OTP_SENT });
  });

  api.post('/user/verify-otp', async (c) => {
    const body = await readBody(c);
    const mobile = normalizeIndianMobile(body.mobile_no);
    if (!mobile) return failedLogin(c, MSG.mobileTenDigits);
    const otp = text(body.otp);
    if (!/^[0-9]{6}$/.test(otp)) return failedLogin(c, MSG_OTP_FORMAT);
    await hitLimit(db, `verify-ip:${clientAddress(c, settings)}`, limits.signin * 5);
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; salt: string; code_hash: string; attempts: number }>(
        `SELECT id, salt, code_hash, attempts FROM otp_codes
          WHERE mobile = $1 AND used_at IS NULL AND expires_at > now()
          ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [mobile],
      );
      const row = rows[0];
      if (!row) return 'expired' as const;
      if (row.attempts >= OTP_MAX_WRONG) return 'locked' as const;
      if (!sameCode(sha256(row.salt + otp), row.code_hash)) {
        await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        return row.attempts + 1 >= OTP_MAX_WRONG ? ('locked' as const) : ('wrong' as const);
      }
      await tx.query('UPDATE otp_codes SET used_at = now() WHERE id = $1', [row.id]);
      return 'ok' as const;
    });
    if (outcome === 'expired') return failedLogin(c, MSG_OTP_EXPIRED);
    if (outcome === 'locked') return failedLogin(c, MSG_OTP_LOCKED);
    if (outcome === 'wrong') return failedLogin(c, MSG_OTP_WRONG);
    const user = await userBy(db, 'u.mobile = $1 AND u.is_active', mobile);
    if (!user) return failedLogin(c, MSG_NO_ACCOUNT_FOR_MOBILE);
    return c.json(await loginAnswer(db, user, await knownVisitor(c, db)));
  });

  // ─── E-mail login, signup ─────────────────────────────────────────────────
  api.post('/user/signin', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    const password = secret(body.password);
    if (!email) return failedLogin(c, MSG.invalidEmail);
    if (!password) return failedLogin(c, 'Password is required');
    await hitLimit(db, `signin-ip:${clientAddress(c, settings)}`, limits.signin);
    await hitLimit(db, `signin-email:${email}`, limits.signin);
    const user = await userBy(db, 'u.email = $1', email);
    if (!user) {
      await burnPasswordCheck(password);
      return failedLogin(c, MSG_BAD_CREDENTIALS);
    }
    const ok = await verifyPassword(password, user.password_hash);
    if (!ok || !user.is_active) return failedLogin(c, MSG_BAD_CREDENTIALS);
    return c.json(await loginAnswer(db, user, await knownVisitor(c, db)));
  });

  api.post('/user/signup', async (c) => {
    const body = await readBody(c);
    const check = new Checker();
    const email = normalizeEmail(body.email);
    if (!email) check.fail('email', MSG.invalidEmail);
    const mobile = normalizeIndianMobile(body.mobile_no);
    if (!mobile) check.fail('mobile_no', MSG.mobileTenDigits);
    const firstName = text(body.first_name);
    const lastName = text(body.last_name);
    if (!firstName) check.fail('first_name', MSG.firstNameRequired);
    else if (firstName.length > MAX_NAME) check.fail('first_name', `First name must be at most ${MAX_NAME} characters`);
    if (!lastName) check.fail('last_name', MSG.lastNameRequired);
    else if (lastName.length > MAX_NAME) check.fail('last_name', `Last name must be at most ${MAX_NAME} characters`);
    const password = secret(body.password);
    checkNewPassword(check, password, secret(body.confirm_password));
    check.throwIfAny();
    const ip = clientAddress(c, settings);
    await requireCaptcha(db, settings, body.recaptcha, ip);
    await hitLimit(db, `signup-ip:${ip}`, limits.signin);
    if (!email || !mobile) throw badRequest(MSG.signupFailed);
    if (await userBy(db, 'u.email = $1', email)) throw badRequest(MSG_EMAIL_TAKEN);
    if (await userBy(db, 'u.mobile = $1', mobile)) throw badRequest(MSG_MOBILE_TAKEN);
    const hash = await hashPassword(password);
    try {
      await db.query('INSERT INTO users (email, first_name, last_name, mobile, password_hash) VALUES ($1, $2, $3, $4, $5)', [
        email,
        firstName,
        lastName,
        mobile,
        hash,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(error.message.includes('mobile') ? MSG_MOBILE_TAKEN : MSG_EMAIL_TAKEN);
      throw error;
    }
    return c.json({ status: true, message: MSG_SIGNUP_DONE });
  });

  // ─── Passwords ────────────────────────────────────────────────────────────
  api.post('/user/reset-password', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    const check = new Checker();
    if (!email) check.fail('email', MSG.invalidEmail);
    check.throwIfAny();
    const ip = clientAddress(c, settings);
    await requireCaptcha(db, settings, body.recaptcha, ip);
    await hitLimit(db, `reset-ip:${ip}`, limits.signin);
    await hitLimit(db, `reset-email:${email}`, limits.otpPerNumber);
    const user = email ? await userBy(db, 'u.email = $1 AND u.is_active', email) : null;
    if (user) {
      const uuid = randomUUID();
      await db.query(
        'INSERT INTO password_resets (uuid_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))',
        [sha256(uuid), user.id, RESET_TTL_MINUTES],
      );
      const link = `${settings.storeUrl}/reset-password/${uuid}`;
      await messenger.sendEmail(
        user.email,
        `Reset your ${MSG.storeName} password`,
        `Hello ${user.first_name || 'there'},\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.\n\n${MSG.storeName}`,
      );
    }
    return c.json({ status: true, message: MSG_RESET_SENT });
  });

  api.post('/user/reset-password/:uuid', async (c) => {
    const uuid = c.req.param('uuid').toLowerCase();
    const body = await readBody(c);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid)) throw badRequest(MSG_RESET_INVALID);
    const check = new Checker();
    const password = secret(body.new_password);
    checkNewPassword(check, password, secret(body.confirm_password), 'new_password');
    check.throwIfAny();
    await hitLimit(db, `reset-confirm-ip:${clientAddress(c, settings)}`, limits.signin * 5);
    const hash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number }>(
        `UPDATE password_resets SET used_at = now()
          WHERE uuid_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [sha256(uuid)],
      );
      if (rows.length === 0) return false;
      const userId = rows[0].user_id;
      const updated = await tx.query<{ id: number }>('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND is_active RETURNING id', [userId, hash]);
      if (updated.rows.length === 0) return false;
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
      return true;
    });
    if (!done) throw badRequest(MSG_RESET_INVALID);
    return c.json({ status: true, message: MSG_PASSWORD_RESET });
  });

  api.post('/user/change-password', async (c) => {
    const auth = await requireAuth(c, db);
    const body = await readBody(c);
    const check = new Checker();
    const old = secret(body.old_password);
    if (!old) check.fail('old_password', 'Old password is required');
    const password = secret(body.new_password);
    checkNewPassword(check, password, secret(body.confirm_password), 'new_password');
    check.throwIfAny();
    await hitLimit(db, `change-password:${auth.user.id}`, limits.signin);
    if (!(await verifyPassword(old, auth.user.password_hash))) throw badRequest(MSG_OLD_PASSWORD_WRONG);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [auth.user.id, hash]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [auth.user.id, auth.tokenHash]);
    });
    return c.json({ status: true, message: MSG_PASSWORD_CHANGED });
  });

  // ─── Profile ──────────────────────────────────────────────────────────────
  api.get('/user/profile', async (c) => {
    const { user } = await requireAuth(c, db);
    return c.json({ status: true, data: await profileData(db, user) });
  });

  api.patch('/user/profile', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    const check = new Checker();
    const changes: { first_name: string; last_name: string; company: string | null; mobile: string | null } = {
      first_name: user.first_name,
      last_name: user.last_name,
      company: user.company,
      mobile: user.mobile,
    };
    if (body.first_name !== undefined) {
      const v = text(body.first_name);
      if (!v) check.fail('first_name', MSG.firstNameRequired);
      else if (v.length > MAX_NAME) check.fail('first_name', `First name must be at most ${MAX_NAME} characters`);
      changes.first_name = v;
    }
    if (body.last_name !== undefined) {
      const v = text(body.last_name);
      if (!v) check.fail('last_name', MSG.lastNameRequired);
      else if (v.length > MAX_NAME) check.fail('last_name', `Last name must be at most ${MAX_NAME} characters`);
      changes.last_name = v;
    }
    if (body.company !== undefined) {
      const v = text(body.company);
      if (v.length > MAX_NAME) check.fail('company', `Company must be at most ${MAX_NAME} characters`);
      changes.company = v || null;
    }
    if (body.mobile_no !== undefined && body.mobile_no !== null && text(body.mobile_no) !== '') {
      const raw = text(body.mobile_no);
      const mobile = raw.length >= 12 && raw.length <= 13 ? normalizeIndianMobile(raw) : null;
      if (!mobile) check.fail('mobile_no', MSG.validMobile);
      changes.mobile = mobile;
    }
    check.throwIfAny();
    if (changes.mobile && changes.mobile !== user.mobile && (await userBy(db, 'u.mobile = $1', changes.mobile))) {
      throw badRequest(MSG_MOBILE_TAKEN);
    }
    try {
      await db.query('UPDATE users SET first_name = $2, last_name = $3, company = $4, mobile = $5, updated_at = now() WHERE id = $1', [
        user.id,
        changes.first_name,
        changes.last_name,
        changes.company,
        changes.mobile,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(MSG_MOBILE_TAKEN);
      throw error;
    }
    return c.json({ status: true, message: MSG.profileUpdated, data: { first_name: changes.first_name, last_name: changes.last_name } });
  });

  api.post('/user/deactivate', async (c) => {
    const { user } = await requireAuth(c, db);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM addresses WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM password_resets WHERE user_id = $1', [user.id]);
      await tx.query("UPDATE reviews SET name = 'Former customer' WHERE user_id = $1", [user.id]);
      await tx.query(
        `UPDATE users SET is_active = false, deactivated_at = now(), updated_at = now(),
                email = 'deactivated-' || id || '@invalid', first_name = '', last_name = '', company = NULL, mobile = NULL,
                password_hash = 'disabled'
          WHERE id = $1`,
        [user.id],
      );
      await tx.query("DELETE FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1", [String(user.id)]);
      await tx.query("DELETE FROM wishlist_items WHERE owner_kind = 'user' AND owner_id = $1", [String(user.id)]);
    });
    return c.json({ status: true, message: MSG_DEACTIVATED });
  });

  api.get('/user/elite_check', async (c) => {
    const { user } = await requireAuth(c, db);
    return c.json({ status: true, is_sose_elite_user: user.is_sose_elite_user });
  });

  api.get('/user/profile_elite_users', async (c) => {
    await requireAuth(c, db);
    return c.json({ status: true, data: [] });
  });

  // ─── Reviews ──────────────────────────────────────────────────────────────
  api.post('/rating_review/:id', async (c) => {
    const { user } = await requireAuth(c, db);
    const productId = parseId(c.req.param('id'), 'product id');
    const body = await readBody(c);
    const rating = body.rating;
    const n = typeof rating === 'string' && /^\s*\d\s*$/.test(rating) ? Number.parseInt(rating, 10) : rating;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 5) throw badRequest(MSG_RATING_RULE);
    const review = text(body.review);
    if (review.length > MAX_REVIEW) throw badRequest(`The review must be at most ${MAX_REVIEW} characters`);
    const name = text(body.name) || `${user.first_name} ${user.last_name}`.trim() || 'Customer';
    if (name.length > MAX_NAME) throw badRequest(`The name must be at most ${MAX_NAME} characters`);
    const product = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [productId]);
    if (product.rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    await db.query('INSERT INTO reviews (product_id, name, rating, review, user_id) VALUES ($1, $2, $3, $4, $5)', [
      productId,
      name,
      n,
      review || null,
      user.id,
    ]);
    return c.json({ status: true, message: MSG_REVIEW_SAVED });
  });

  // ─── Demo outbox ──────────────────────────────────────────────────────────
  if (config.storeMode === 'demo') {
    api.get('/dev/outbox', async (c) => c.json({ status: true, data: await readOutbox(db) }));
  }

  return api;
}


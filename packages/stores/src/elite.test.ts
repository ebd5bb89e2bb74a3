import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import type { SessionUser } from '@so/contract';
import { refreshElite } from './elite.ts';
import { $elite, $session, clearSession, setSession } from './session.ts';
import { sessionUser } from './test-fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ getApi: () => fake.api }));

const asha = (overrides: Partial<SessionUser> = {}) => sessionUser({ token: 'asha-token', ...overrides });

const answer = (member: boolean) => {
  const eliteCheck = vi.fn(async () => ({ status: true, is_sose_elite_user: member }));
  fake.api = { eliteCheck };
  return eliteCheck;
};

afterEach(() => {
  fake.api = {};
  clearSession();
});

describe('refreshElite', () => {
  it("makes a member of a user the server now says is one: the flag 'true' and the session user's is_sose_elite_user", async () => {
    setSession(asha());
    const eliteCheck = answer(true);
    expect(await refreshElite()).toBe(true);
    expect(eliteCheck).toHaveBeenCalledTimes(1);
    expect($elite.get()).toBe('true');
    expect(localStorage.getItem('so:is_elite')).toBe('true');
    expect($session.get()?.is_sose_elite_user).toBe(true);
    expect($session.get()?.token).toBe('asha-token');
  });

  it("ends the membership here when the server says it ended: 'false'", async () => {
    setSession(asha({ is_sose_elite_user: true }));
    expect($elite.get()).toBe('true');
    answer(false);
    expect(await refreshElite()).toBe(false);
    expect($elite.get()).toBe('false');
    expect($session.get()?.is_sose_elite_user).toBe(false);
  });

  it('asks nothing for a visitor', async () => {
    const eliteCheck = answer(true);
    expect(await refreshElite()).toBeNull();
    expect(eliteCheck).not.toHaveBeenCalled();
    expect($elite.get()).toBe('false');
  });

  it('leaves the flag and the session as they were when the call fails', async () => {
    setSession(asha({ is_sose_elite_user: true }));
    fake.api = { eliteCheck: vi.fn(async () => Promise.reject(new ApiError('offline', 0))) };
    expect(await refreshElite()).toBeNull();
    expect($elite.get()).toBe('true');
    expect($session.get()?.is_sose_elite_user).toBe(true);
  });

  it('drops an answer that arrives after the login ended', async () => {
    setSession(asha());
    let reply: (value: { status: boolean; is_sose_elite_user: boolean }) => void = () => undefined;
    fake.api = { eliteCheck: vi.fn(() => new Promise((resolve) => (reply = resolve))) };
    const pending = refreshElite();
    clearSession();
    reply({ status: true, is_sose_elite_user: true });
    expect(await pending).toBeNull();
    expect($session.get()).toBeNull();
    expect($elite.get()).toBe('false');
  });
});

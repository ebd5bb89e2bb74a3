/**
 * Addresses (SPEC §7): GET / POST /user/address/, GET / PATCH / DELETE /user/address/{id}/ and
 * PATCH /user/address/?contact_id= (the profile's own, default address). The owner's only.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  AddressContactQuery,
  AddressListResponse,
  AddressParams,
  AddressRequest,
  AddressSaveResponse,
  ANSWER,
  StatusOnly,
} from '@so/contract';
import { addAddress, addressesOf, checkAddress, deleteAddress, editAddress, oneAddress, saveDefaultAddress } from '../addresses/queries.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';

export function addressRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });
  const login = requireLogin(db);

  api.get('/user/address', login, async (c) =>
    c.json<Infer<typeof AddressListResponse>>({ status: true, data: await addressesOf(db, c.var.auth.user.id) }),
  );

  api.get('/user/address/:id', login, validate('param', AddressParams), async (c) =>
    c.json<Infer<typeof AddressSaveResponse>>({ status: true, data: await oneAddress(db, c.var.auth.user.id, c.req.valid('param').id) }),
  );

  api.post('/user/address', login, validate('json', AddressRequest), async (c) => {
    const { user } = c.var.auth;
    const id = await addAddress(db, user.id, await checkAddress(db, c.req.valid('json')));
    return c.json<Infer<typeof AddressSaveResponse>>({ status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, id) });
  });

  // PATCH /user/address/?contact_id= : the profile's own contact address (the default one; created when missing).
  api.patch('/user/address', login, validate('query', AddressContactQuery), validate('json', AddressRequest), async (c) => {
    const { user } = c.var.auth;
    if (c.req.valid('query').contact_id !== user.contact_id) throw notFound(ANSWER.addressNotFound);
    const id = await saveDefaultAddress(db, user.id, await checkAddress(db, c.req.valid('json')));
    return c.json<Infer<typeof AddressSaveResponse>>({ status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, id) });
  });

  api.patch(
    '/user/address/:id',
    login,
    validate('param', AddressParams),
    async (c, next) => {
      // Another user's address is 404 before its fields are looked at.
      await oneAddress(db, c.var.auth.user.id, c.req.valid('param').id);
      await next();
    },
    validate('json', AddressRequest),
    async (c) => {
      const { user } = c.var.auth;
      const { id } = c.req.valid('param');
      await editAddress(db, user.id, id, await checkAddress(db, c.req.valid('json')));
      return c.json<Infer<typeof AddressSaveResponse>>({ status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, id) });
    },
  );

  api.delete('/user/address/:id', login, validate('param', AddressParams), async (c) => {
    await deleteAddress(db, c.var.auth.user.id, c.req.valid('param').id);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.addressDeleted });
  });

  return api;
}

/**
 * Addresses (endpoint table ADDRESSES): GET / POST /user/address/, GET / PATCH / DELETE
 * /user/address/{id}/ and PATCH /user/address/?contact_id= (the profile's own, default address).
 * The owner's only: another user's address answers 404.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AddressParams, ADDRESSES, ANSWER } from '@so/contract';
import { addAddress, addressesOf, checkAddress, deleteAddress, editAddress, oneAddress, saveDefaultAddress } from '../addresses/queries.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import type { LoggedIn } from '../http/session.ts';
import { validated } from '../http/validate.ts';

export function addressRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  /** Another user's (or no) address is 404 before the body's fields are looked at. */
  const ownAddress = createMiddleware<LoggedIn>(async (c, next) => {
    const checked = await validated(c, 'param', AddressParams);
    if ('refused' in checked) return checked.refused;
    await oneAddress(db, c.var.auth.user.id, checked.value.id);
    await next();
  });

  route(app, ADDRESSES.addresses, async (c) => ({ status: true, data: await addressesOf(db, c.var.auth.user.id) }));

  route(app, ADDRESSES.address, async (c, { params }) => ({ status: true, data: await oneAddress(db, c.var.auth.user.id, params.id) }));

  route(app, ADDRESSES.addAddress, async (c, { body }) => {
    const { user } = c.var.auth;
    const id = await addAddress(db, user.id, await checkAddress(db, body));
    return { status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, id) };
  });

  // ?contact_id= : the profile's own contact address (the default one; created when missing).
  route(app, ADDRESSES.updateContactAddress, async (c, { query, body }) => {
    const { user } = c.var.auth;
    if (query.contact_id !== user.contact_id) throw notFound(ANSWER.addressNotFound);
    const id = await saveDefaultAddress(db, user.id, await checkAddress(db, body));
    return { status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, id) };
  });

  route(app, ADDRESSES.updateAddress, ownAddress, async (c, { params, body }) => {
    const { user } = c.var.auth;
    await editAddress(db, user.id, params.id, await checkAddress(db, body));
    return { status: true, message: ANSWER.addressSaved, data: await oneAddress(db, user.id, params.id) };
  });

  route(app, ADDRESSES.deleteAddress, async (c, { params }) => {
    await deleteAddress(db, c.var.auth.user.id, params.id);
    return { status: true, message: ANSWER.addressDeleted };
  });

  return app.hono;
}

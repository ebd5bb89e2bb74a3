/**
 * Subscribe and Save: the caller's subscriptions (create, list, edit or shift) and their first
 * order; the store's plan settings (no login); the scheduler run of demo mode.
 */
import { RunSubscriptionsResponse } from '../operations.ts';
import {
  RunSubscriptionsRequest,
  SubscriptionCreateRequest,
  SubscriptionOrderRequest,
  SubscriptionParams,
  SubscriptionsQuery,
  SubscriptionUpdateRequest,
} from '../requests.ts';
import { CreateOrderResponse, PlansInfoResponse, SubscriptionCreateResponse, SubscriptionsResponse, SubscriptionUpdateResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const SUBSCRIPTIONS = {
  /** The SO Elite plan's price and months, and the discount new subscriptions get. */
  plansInfo: endpoint({ method: 'GET', path: '/subscription-plans-info/', answer: PlansInfoResponse, auth: 'anyone' }),
  /** The discount is the store's setting: a client's discount and prices are not read. */
  createSubscription: endpoint({ method: 'POST', path: '/subscriptions/', body: SubscriptionCreateRequest, answer: SubscriptionCreateResponse, auth: 'login' }),
  subscriptions: endpoint({ method: 'GET', path: '/subscriptions/', query: SubscriptionsQuery, answer: SubscriptionsResponse, auth: 'login' }),
  /** An edit (the fields sent change) or, when none of them is sent, a shift of the next delivery. */
  updateSubscription: endpoint({
    method: 'PATCH',
    path: '/subscriptions/:id/',
    params: SubscriptionParams,
    body: SubscriptionUpdateRequest,
    answer: SubscriptionUpdateResponse,
    auth: 'login',
  }),
  /** The subscription's first order (201; 200 when already placed), priced by the server. */
  createSubscriptionOrder: endpoint({ method: 'POST', path: '/subscriptions-order/', body: SubscriptionOrderRequest, answer: CreateOrderResponse, auth: 'login' }),
  /**
   * Demo mode only (not registered otherwise): the scheduler's deliveries as of a day (absent:
   * today). Its route lets only this machine or store staff call it.
   */
  runSubscriptions: endpoint({ method: 'POST', path: '/dev/run-subscriptions', body: RunSubscriptionsRequest, answer: RunSubscriptionsResponse, auth: 'anyone' }),
};

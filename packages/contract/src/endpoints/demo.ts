/**
 * The demo tools (demo mode only: the paths do not exist otherwise): the outbox of every SMS and
 * e-mail the store sent, and the subscription run as of a day. No client calls them (journeys and
 * people do), so they are in the whole table (`@so/contract/endpoints`) and not in `@so/contract`.
 */
import { ANSWER } from '../answers.ts';
import { OutboxResponse, RunSubscriptionsResponse } from '../operations.ts';
import { RunSubscriptionsRequest } from '../subscriptions.requests.ts';
import { endpoint } from './endpoint.ts';

export const DEMO = {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    answer: OutboxResponse,
    auth: 'anyone',
    visitor: 'none',
    summary: `Demo mode only (no such path otherwise): the latest messages of the notification queue (SMS, e-mail, WhatsApp), newest first, each with its channel and its state (queued, sent, failed) ([the demo outbox](operations.md#the-demo-outbox)). Only this machine or a staff login may read it; anyone else 403 “${ANSWER.outboxLocalOnly}”.`,
  }),
  runSubscriptions: endpoint({
    method: 'POST',
    path: '/dev/run-subscriptions',
    body: RunSubscriptionsRequest,
    answer: RunSubscriptionsResponse,
    auth: 'anyone',
    summary: `Demo mode only (no such path otherwise): runs the subscription scheduler as of \`date\` (\`YYYY-MM-DD\`, absent: today): the deliveries due, skipped ones and pre-debit notices ([the demo subscription run](operations.md#the-demo-subscription-run)). Only this machine or a staff login may call it; anyone else 403 “${ANSWER.devLocalOnly}”.`,
  }),
};

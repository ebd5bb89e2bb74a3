import type { Api } from '@so/api';
import {
  calendarDate,
  formatSubscriptionDate,
  MSG,
  readCalendarDay,
  shiftWindow,
  SUBSCRIPTION_TOAST_MS,
  type DeliveryOption,
  type ProductSubscription,
} from '@so/contract';
import { $loggedIn, getApi, openLoginDialog, requireLogin, toast } from '@so/stores';
import { useAsync, useStore, type AsyncState } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { positiveId } from '../shared/ids.ts';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { EditSubscriptionDialog } from './EditSubscriptionDialog.tsx';
import { ShiftOrderDialog } from './ShiftOrderDialog.tsx';
import {
  editValuesOf,
  failureReason,
  shiftError,
  subscriptionList,
  validateEdit,
  type EditErrors,
  type EditValues,
} from './subscription.ts';
import { SubscriptionsLogin, SubscriptionsView } from './SubscriptionsView.tsx';
import { never } from '../shared/never.ts';

type List = readonly ProductSubscription[];

interface Editing {
  subscription: ProductSubscription;
  values: EditValues;
  errors: EditErrors;
  busy: boolean;
}

interface Shifting {
  subscription: ProductSubscription;
  date: string;
  error: string | null;
  busy: boolean;
}

const NONE: AsyncState<List> = { status: 'ready', data: [] };

/**
 * /subscribe/{productId} (`productId` given) and /subscribe (all the shopper's subscriptions)
 * wired to the API: GET /subscriptions/ (?product_id), GET /delivery-options/ for the Edit
 * Subscription dialog, PATCH /subscriptions/{id}/ to edit or shift. A `productId` that names no
 * product shows No Subscriptions Found without asking.
 */
export function Subscriptions({ productId }: { productId?: string }) {
  const text = productId?.trim() ?? '';
  const id = text === '' ? undefined : positiveId(text);
  const loggedIn = useStore($loggedIn);
  const [state, reload] = useAsync(() => (loggedIn && id !== null ? getApi().subscriptions(id).then(subscriptionList) : never()), [loggedIn, id]);
  /** The list shown while it reloads after a change (the changed subscription as the server answered it). */
  const [kept, setKept] = useState<List | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [shifting, setShifting] = useState<Shifting | null>(null);
  const [options, setOptions] = useState<readonly DeliveryOption[]>([]);
  const optionsRequest = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!loggedIn) requireLogin(SUBSCRIPTIONS_COPY.loginToSee);
  }, [loggedIn]);

  useEffect(() => {
    if (state.status !== 'loading') setKept(null);
  }, [state]);

  if (!loggedIn) return <SubscriptionsLogin onLogin={() => openLoginDialog(SUBSCRIPTIONS_COPY.loginToSee)} />;

  /** The list reloads after a change; it stays on screen (with the change) meanwhile. */
  const refresh = (changed: ProductSubscription | undefined) => {
    if (state.status === 'ready') setKept(changed ? state.data.map((s) => (s.id === changed.id ? changed : s)) : state.data);
    reload();
  };

  /** GET /delivery-options/ once (again after a failure, which is reported and leaves the options empty). */
  const loadOptions = () => {
    if (optionsRequest.current) return;
    optionsRequest.current = getApi()
      .deliveryOptions()
      .then(
        (answer) => setOptions(answer.data),
        () => {
          optionsRequest.current = null;
          toast({ kind: 'error', title: MSG.deliveryOptionsFailed, description: MSG.deliveryOptionsRefresh });
        },
      );
  };

  const openEdit = (subscription: ProductSubscription) => {
    setEditing({ subscription, values: editValuesOf(subscription), errors: {}, busy: false });
    loadOptions();
  };

  /**
   * PATCH /subscriptions/{id}/: on success the `done` toast (3 s), the dialog closes and the list
   * reloads; on failure the `failed` toast with the server's words, and the dialog stays as typed.
   */
  const send = async (subscriptionId: number, body: Parameters<Api['updateSubscription']>[1], toasts: { done: string; failed: string }) => {
    try {
      const answer = await getApi().updateSubscription(subscriptionId, body);
      toast({ kind: 'success', title: toasts.done, duration: SUBSCRIPTION_TOAST_MS });
      setEditing(null);
      setShifting(null);
      refresh(answer.data);
    } catch (error) {
      toast({ kind: 'error', title: toasts.failed, description: failureReason(error), duration: SUBSCRIPTION_TOAST_MS });
      setEditing((current) => current && { ...current, busy: false });
      setShifting((current) => current && { ...current, busy: false });
    }
  };

  const save = () => {
    if (!editing || editing.busy) return;
    const checked = validateEdit(editing.subscription, editing.values, options);
    if ('errors' in checked) {
      setEditing({ ...editing, errors: checked.errors });
      return;
    }
    setEditing({ ...editing, errors: {}, busy: true });
    void send(editing.subscription.id, checked.body, { done: MSG.subscriptionUpdated, failed: MSG.updateFailed });
  };

  const shift = () => {
    if (!shifting || shifting.busy) return;
    const next = readCalendarDay(shifting.subscription.next_delivery_date);
    if (next === null) return;
    const range = shiftWindow(next);
    const error = shiftError(shifting.date, range, formatSubscriptionDate(range.max));
    if (error) {
      setShifting({ ...shifting, error });
      return;
    }
    setShifting({ ...shifting, error: null, busy: true });
    void send(shifting.subscription.id, { shifted_delivery_date: shifting.date.trim() }, { done: MSG.orderShifted, failed: MSG.shiftFailed });
  };

  const shown: AsyncState<List> = id === null ? NONE : state.status === 'loading' && kept ? { status: 'ready', data: kept } : state;
  return (
    <>
      <SubscriptionsView
        state={shown}
        today={calendarDate()}
        onEdit={openEdit}
        onShift={(subscription) => setShifting({ subscription, date: '', error: null, busy: false })}
        onRetry={reload}
      />
      <EditSubscriptionDialog
        subscription={editing?.subscription ?? null}
        values={editing?.values ?? { active: true, deliveryOption: null, quantity: '1' }}
        errors={editing?.errors ?? {}}
        options={options}
        busy={editing?.busy ?? false}
        onChange={(values) => setEditing((current) => current && { ...current, values, errors: {} })}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ShiftOrderDialog
        subscription={shifting?.subscription ?? null}
        date={shifting?.date ?? ''}
        error={shifting?.error ?? null}
        busy={shifting?.busy ?? false}
        onDate={(date) => setShifting((current) => current && { ...current, date, error: null })}
        onSubmit={shift}
        onClose={() => setShifting(null)}
      />
    </>
  );
}

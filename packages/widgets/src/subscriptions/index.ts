export { Subscriptions } from './Subscriptions.tsx';
export { SubscriptionsView, SubscriptionCard, SubscriptionsLogin, type SubscriptionsViewProps } from './SubscriptionsView.tsx';
export { EditSubscriptionDialog, type EditSubscriptionDialogProps } from './EditSubscriptionDialog.tsx';
export { ShiftOrderDialog, type ShiftOrderDialogProps } from './ShiftOrderDialog.tsx';
export { SubscribeTab } from './SubscribeTab.tsx';
export { SubscribeTabView, SubscribeCard, type SubscribeTabViewProps } from './SubscribeTabView.tsx';
export * from './subscription.ts';
export { SUBSCRIPTIONS_COPY } from './copy.ts';
export { default as subscriptionsStyles } from './subscriptions.css?inline';

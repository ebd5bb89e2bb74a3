export { SubscriptionPlans } from './SubscriptionPlans.tsx';
export { SubscriptionPlansView, type ElitePlan, type SubscriptionPlansViewProps } from './SubscriptionPlansView.tsx';
export { SubscriptionPayment } from './SubscriptionPayment.tsx';
export { SubscriptionPaymentView, type SubscriptionPaymentViewProps } from './SubscriptionPaymentView.tsx';
export { EliteTab } from './EliteTab.tsx';
export { EliteTabView, EliteCard, type EliteTabViewProps } from './EliteTabView.tsx';
export * from './elite.ts';
export { ELITE_COPY } from './copy.ts';

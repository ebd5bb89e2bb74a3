export { SoCoin } from './SoCoin.tsx';
export { SoCoinView, type SoCoinViewProps } from './SoCoinView.tsx';
export { SO_COIN_COPY } from './copy.ts';

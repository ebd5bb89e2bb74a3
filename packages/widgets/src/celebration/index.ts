export { Celebration, CELEBRATION_DISMISSED_KEY, celebrationDismissed } from './Celebration.tsx';
export { CelebrationView, type CelebrationViewProps } from './CelebrationView.tsx';
export { confettiCount, startConfetti } from './confetti.ts';
export { default as celebrationStyles } from './celebration.css?inline';

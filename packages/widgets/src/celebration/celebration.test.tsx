import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CELEBRATION_AUTO_CLOSE_MS,
  CELEBRATION_DELAY_MS,
  CELEBRATION_TEXT_DELAY_MS,
  CONFETTI_DESKTOP,
  CONFETTI_MOBILE,
} from '@so/ui';
import { Celebration, CELEBRATION_DISMISSED_KEY } from './Celebration.tsx';
import { confettiCount, makePieces } from './confetti.ts';
import { CELEBRATION_COPY } from './copy.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog');
const message = () => screen.queryByText(CELEBRATION_COPY.message);

describe('confettiCount', () => {
  it('is 140 on desktop and 80 below the 768 px breakpoint', () => {
    expect(confettiCount(1440)).toBe(CONFETTI_DESKTOP);
    expect(confettiCount(768)).toBe(CONFETTI_DESKTOP);
    expect(confettiCount(767)).toBe(CONFETTI_MOBILE);
    expect(confettiCount(360)).toBe(CONFETTI_MOBILE);
    expect([CONFETTI_DESKTOP, CONFETTI_MOBILE]).toEqual([140, 80]);
  });

  it('makes that many pieces, all starting above the top edge', () => {
    const pieces = makePieces(80, 360, 640);
    expect(pieces).toHaveLength(80);
    expect(pieces.every((p) => p.y < 0 && p.x >= 0 && p.x <= 360)).toBe(true);
  });
});

describe('Celebration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 2 s after mount as a labelled modal dialog, focusing Continue', () => {
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    advance(1);
    const overlay = screen.getByRole('dialog', { name: CELEBRATION_COPY.title });
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: CELEBRATION_COPY.continue }));
  });

  it('shows its text 0.5 s after opening', () => {
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    expect(dialog()).not.toBeNull();
    advance(CELEBRATION_TEXT_DELAY_MS - 1);
    expect(message()).toBeNull();
    advance(1);
    expect(message()).not.toBeNull();
  });

  it('closes itself about 5 s after opening and stays closed for the session', () => {
    const { unmount } = render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    advance(CELEBRATION_AUTO_CLOSE_MS - 1);
    expect(dialog()).not.toBeNull();
    advance(1);
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(CELEBRATION_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS * 5);
    expect(dialog()).toBeNull();
  });

  it('Continue closes it, returns focus, and a re-mount in the same session does not show it again', () => {
    const { unmount } = render(
      <>
        <button type="button">Before</button>
        <Celebration />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    advance(CELEBRATION_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: CELEBRATION_COPY.continue }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
    unmount();
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    expect(dialog()).toBeNull();
    advance(CELEBRATION_AUTO_CLOSE_MS);
    expect(dialog()).toBeNull();
  });

  it('closes with the × button and with Escape', () => {
    const first = render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: CELEBRATION_COPY.close }));
    expect(dialog()).toBeNull();
    first.unmount();
    sessionStorage.clear();
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(CELEBRATION_DISMISSED_KEY)).toBe('1');
  });

  it('Escape gives focus back to the control that had it, inside another element (the home page), not to <body>', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="/shop">Shop all</a>';
    const link = root.querySelector('a') as HTMLAnchorElement;
    render(<Celebration />);
    link.focus();
    advance(CELEBRATION_DELAY_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: CELEBRATION_COPY.continue }), { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(root.activeElement).toBe(link);
    host.remove();
  });

  it('opened before anything had focus, Escape leaves focus on the page\'s main heading, not on <body> (the next Tab goes on from there)', () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    const host = document.createElement('div');
    main.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<h1>SO Organic Store</h1><a href="/shop">Shop all</a>';
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: CELEBRATION_COPY.continue }), { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(root.activeElement).toBe(root.querySelector('h1'));
    main.remove();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Celebration />);
    advance(CELEBRATION_DELAY_MS);
    const close = screen.getByRole('button', { name: CELEBRATION_COPY.close });
    const proceed = screen.getByRole('button', { name: CELEBRATION_COPY.continue });
    fireEvent.keyDown(proceed, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(proceed);
  });

  it('honours the delay attribute', () => {
    render(<Celebration delay={0} />);
    expect(dialog()).toBeNull();
    advance(0);
    expect(dialog()).not.toBeNull();
  });

  it('keeps the 2 s delay when the attribute is not a number (delay="abc" arrives as NaN), also across re-renders', () => {
    const { rerender } = render(<Celebration delay={Number.NaN} />);
    advance(CELEBRATION_DELAY_MS / 2);
    rerender(<Celebration delay={Number.NaN} />);
    advance(CELEBRATION_DELAY_MS / 2 - 1);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).not.toBeNull();
  });
});

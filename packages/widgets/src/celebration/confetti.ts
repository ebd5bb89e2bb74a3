import { CONFETTI_DESKTOP, CONFETTI_MOBILE } from '@so/ui';
import { MOBILE_BREAKPOINT_PX } from '@so/contract';

/** How many confetti pieces to draw: 80 below the 768 px breakpoint, 140 from it up. */
export function confettiCount(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? CONFETTI_MOBILE : CONFETTI_DESKTOP;
}

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  w: number;
  h: number;
  rot: number;
  vr: number;
  color: string;
}

const COLORS = ['#2e7d32', '#f2b705', '#e4572e', '#29a4c9', '#9c27b0', '#ff8a65'] as const;
/** `count` pieces spread over the width, starting above the top edge at staggered heights. */
export function makePieces(count: number, width: number, height: number, random: () => number = Math.random): Piece[] {
  return Array.from({ length: count }, (_, i) => ({
    x: random() * width,
    y: -random() * height * 0.8 - 10,
    vx: (random() - 0.5) * 2,
    vy: 2 + random() * 3,
    w: 6 + random() * 6,
    h: 4 + random() * 4,
    rot: random() * Math.PI,
    vr: (random() - 0.5) * 0.2,
    color: COLORS[i % COLORS.length],
  }));
}

/**
 * Drops `count` confetti pieces through `layer`. Each piece is a small element animated with
 * the Web Animations API on transform only, so the compositor does the work and the main
 * thread stays free (a per-frame canvas loop cost seconds of main-thread time on a slow phone).
 * Returns a function that stops and removes them.
 */
export function startConfetti(layer: HTMLElement, count: number, random: () => number = Math.random): () => void {
  if (count <= 0 || typeof layer.animate !== 'function') return () => undefined;
  const width = layer.clientWidth || window.innerWidth;
  const height = layer.clientHeight || window.innerHeight;
  const fragment = document.createDocumentFragment();
  const pieces = makePieces(count, width, height, random);
  for (const p of pieces) {
    const el = document.createElement('span');
    el.className = 'confetti-piece';
    el.style.cssText = `left:${p.x.toFixed(1)}px;width:${p.w.toFixed(1)}px;height:${p.h.toFixed(1)}px;background:${p.color}`;
    fragment.append(el);
    const drift = p.vx * 60;
    const turns = p.vr * 40;
    const duration = 2600 + random() * 1800;
    el.animate(
      [
        { transform: `translate(0, ${p.y.toFixed(0)}px) rotate(${p.rot.toFixed(2)}rad)` },
        { transform: `translate(${drift.toFixed(0)}px, ${(height + 40).toFixed(0)}px) rotate(${(p.rot + turns).toFixed(2)}rad)` },
      ],
      { duration, easing: 'cubic-bezier(0.35, 0, 0.75, 1)', fill: 'forwards' },
    );
  }
  layer.append(fragment);
  return () => {
    // Removing the pieces ends their animations (cancel() would reject each `finished` promise).
    layer.replaceChildren();
  };
}

import { CONFETTI_DESKTOP, CONFETTI_MOBILE, MOBILE_BREAKPOINT_PX } from '@so/api/constants';

/** How many confetti pieces to draw: 80 below the 768 px breakpoint, 140 from it up (SPEC §9). */
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
const GRAVITY = 0.05;
const FRAME_MS = 1000 / 60;

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
 * Draws falling confetti on `canvas` with requestAnimationFrame until every piece has left the
 * bottom edge. Returns a function that stops it. Does nothing without a 2D context.
 */
export function startConfetti(canvas: HTMLCanvasElement, count: number): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx || count <= 0 || typeof requestAnimationFrame !== 'function') return () => undefined;
  const width = canvas.clientWidth || window.innerWidth;
  const height = canvas.clientHeight || window.innerHeight;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  ctx.scale(ratio, ratio);
  const pieces = makePieces(count, width, height);
  let frame = 0;
  let last = 0;
  const tick = (now: number) => {
    const step = last ? Math.min(3, (now - last) / FRAME_MS) : 1;
    last = now;
    ctx.clearRect(0, 0, width, height);
    let falling = 0;
    for (const p of pieces) {
      p.vy += GRAVITY * step;
      p.x += p.vx * step;
      p.y += p.vy * step;
      p.rot += p.vr * step;
      if (p.y > height + 20) continue;
      falling++;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.rot);
      ctx.fillStyle = p.color;
      ctx.fillRect(-p.w / 2, -p.h / 2, p.w, p.h);
      ctx.restore();
    }
    frame = falling > 0 ? requestAnimationFrame(tick) : 0;
  };
  frame = requestAnimationFrame(tick);
  return () => {
    if (frame) cancelAnimationFrame(frame);
    ctx.clearRect(0, 0, width, height);
  };
}

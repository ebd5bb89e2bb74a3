/**
 * Small illustrations drawn from SVG primitives: produce and herbs beside a pack, icons of the
 * home page's tiles. Each is drawn around (0, 0) in a box of about 100 × 100 units; place it
 * with `place`.
 */
import { n1 } from './text.ts';

export type Prop =
  | 'leaf'
  | 'sprig'
  | 'chilli'
  | 'turmeric'
  | 'peppercorns'
  | 'seeds'
  | 'honeycomb'
  | 'dipper'
  | 'grain'
  | 'coconut'
  | 'almond'
  | 'walnut'
  | 'raisins'
  | 'dates'
  | 'makhana'
  | 'flower'
  | 'drop'
  | 'amla'
  | 'ginger'
  | 'aloe'
  | 'capsules'
  | 'tablets'
  | 'cup'
  | 'jaggery'
  | 'saffron'
  | 'cinnamon'
  | 'star-anise'
  | 'rice'
  | 'dal'
  | 'bowl'
  | 'pot';

/** `content` drawn at (x, y), `size` units wide (props are 100 wide), turned `angle` degrees. */
export function place(content: string, x: number, y: number, size: number, angle = 0): string {
  const rotate = angle ? ` rotate(${n1(angle)})` : '';
  return `<g transform="translate(${n1(x)} ${n1(y)}) scale(${n1(size / 100)})${rotate}">${content}</g>`;
}

const leafPath = (len: number, wide: number) => `M0 0 C${n1(wide)} ${n1(-len * 0.3)} ${n1(wide * 0.8)} ${n1(-len * 0.8)} 0 ${n1(-len)} C${n1(-wide * 0.8)} ${n1(-len * 0.8)} ${n1(-wide)} ${n1(-len * 0.3)} 0 0 Z`;

/** One leaf pointing up from (0, 0), with its midrib. */
export function leaf(colour: string, len = 90, wide = 30): string {
  return `<path d="${leafPath(len, wide)}" fill="${colour}"/><path d="M0 -4 Q${n1(wide * 0.12)} ${n1(-len * 0.5)} 0 ${n1(-len * 0.92)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2.5" fill="none"/>`;
}

function sprig(colour: string): string {
  const leaves = [
    [-8, 20, -50],
    [6, 4, 45],
    [-6, -14, -40],
    [5, -30, 38],
    [0, -44, 0],
  ]
    .map(([x, y, a]) => `<g transform="translate(${x} ${y}) rotate(${a})">${leaf(colour, 38, 13)}</g>`)
    .join('');
  return `<path d="M0 48 Q-4 10 0 -44" stroke="#4f6b2a" stroke-width="3" fill="none"/>${leaves}`;
}

const DRAW: Readonly<Record<Prop, (tint: string) => string>> = {
  bowl: (tint) =>
    `<ellipse cx="0" cy="-6" rx="50" ry="9" fill="#7a4d27"/><path d="M-44 -6 C-34 -40 34 -40 44 -6 Z" fill="${tint}"/>${[[-20, -16], [4, -26], [18, -12], [-6, -10], [28, -20], [-30, -10]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#000" fill-opacity="0.15"/>`).join('')}<path d="M-50 -6 L50 -6 C48 18 26 32 0 32 C-26 32 -48 18 -50 -6 Z" fill="#a7703f"/><path d="M-42 6 C-34 18 -20 24 -6 25" stroke="#fff" stroke-opacity="0.25" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  pot: () =>
    `<path d="M0 -8 C-2 -30 0 -46 2 -60" stroke="#4f7d2a" stroke-width="4" fill="none"/><g transform="translate(0 -30) rotate(-60)">${leaf('#5e8c31', 40, 15)}</g><g transform="translate(1 -40) rotate(55)">${leaf('#76a33f', 38, 14)}</g><g transform="translate(2 -56) rotate(-10)">${leaf('#5e8c31', 34, 13)}</g><path d="M-32 0 L32 0 L24 48 L-24 48 Z" fill="#c8643a"/><rect x="-38" y="-10" width="76" height="16" rx="4" fill="#b3552f"/><path d="M-20 14 L-16 42" stroke="#fff" stroke-opacity="0.25" stroke-width="5" stroke-linecap="round"/>`,
  leaf: (tint) => `<g transform="translate(0 45)">${leaf(tint)}</g>`,
  sprig: (tint) => sprig(tint),
  chilli: () =>
    `<path d="M-40 -20 C-10 -30 30 -10 44 30 C30 18 0 0 -36 -4 Z" fill="#c8321f"/><path d="M-36 -14 C-10 -20 20 -6 36 18" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/><path d="M-40 -20 Q-50 -26 -48 -38" stroke="#3f7d2a" stroke-width="6" stroke-linecap="round" fill="none"/><ellipse cx="-40" cy="-14" rx="8" ry="9" fill="#4e8f2f"/>`,
  turmeric: () =>
    `<ellipse cx="-10" cy="0" rx="40" ry="15" fill="#b87a2e" transform="rotate(-12)"/><ellipse cx="26" cy="-20" rx="20" ry="10" fill="#a86b26" transform="rotate(-40 26 -20)"/><ellipse cx="-30" cy="16" rx="16" ry="9" fill="#a86b26" transform="rotate(30 -30 16)"/><path d="M-40 -2 h60 M-30 6 h40" stroke="#8a5418" stroke-width="2" opacity="0.5"/><circle cx="36" cy="20" r="14" fill="#b87a2e"/><circle cx="36" cy="20" r="10" fill="#f0a21a"/>`,
  peppercorns: () =>
    [[-22, 6], [0, -6], [20, 8], [-8, 20], [12, 26], [-28, -14], [26, -14], [4, 12]]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#2f2522"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#ffffff" fill-opacity="0.35"/>`)
      .join(''),
  seeds: () =>
    [[-30, 0, 20], [-10, -14, -30], [10, 4, 60], [28, -10, 10], [-18, 18, 80], [18, 22, -20], [0, -30, 40], [34, 16, 70]]
      .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="4" fill="#8a6a3e" transform="rotate(${a} ${x} ${y})"/>`)
      .join(''),
  honeycomb: () => {
    const hex = (x: number, y: number) => {
      const r = 18;
      const pts = Array.from({ length: 6 }, (_, i) => `${n1(x + r * Math.cos((Math.PI / 3) * i))},${n1(y + r * Math.sin((Math.PI / 3) * i))}`).join(' ');
      return `<polygon points="${pts}" fill="#f2b233" stroke="#c98512" stroke-width="4"/>`;
    };
    return [[-27, -16], [0, -31], [27, -16], [-27, 16], [0, 0], [27, 16], [0, 31]].map(([x, y]) => hex(x, y)).join('');
  },
  dipper: () =>
    `<rect x="-6" y="-50" width="12" height="60" rx="5" fill="#b07a45" transform="rotate(35)"/><g transform="rotate(35)"><rect x="-16" y="6" width="32" height="40" rx="14" fill="#c08a52"/><path d="M-16 16 h32 M-16 26 h32 M-16 36 h32" stroke="#8a5a2b" stroke-width="4"/><path d="M-4 46 q4 14 0 18" stroke="#e39b2d" stroke-width="8" stroke-linecap="round" fill="none"/></g>`,
  grain: () => {
    const grains = Array.from({ length: 6 }, (_, i) => {
      const y = -40 + i * 11;
      return `<ellipse cx="-7" cy="${y}" rx="6" ry="10" fill="#d9b45a" transform="rotate(-25 -7 ${y})"/><ellipse cx="7" cy="${y + 4}" rx="6" ry="10" fill="#cfa54a" transform="rotate(25 7 ${y + 4})"/>`;
    }).join('');
    return `<path d="M0 50 L0 -50" stroke="#b8913e" stroke-width="3"/>${grains}<ellipse cx="0" cy="-50" rx="5" ry="9" fill="#d9b45a"/>`;
  },
  coconut: () =>
    `<circle cx="0" cy="0" r="44" fill="#6b4423"/><circle cx="0" cy="0" r="36" fill="#fbf8ee"/><circle cx="0" cy="0" r="30" fill="#f3eedd"/><path d="M-40 -14 q10 -6 16 2 M20 -38 q6 8 16 4" stroke="#4a2e16" stroke-width="3" fill="none"/>`,
  almond: () =>
    [[-22, 4, -20], [8, -10, 25], [22, 18, 70]]
      .map(([x, y, a]) => `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 -26 C16 -14 16 14 0 26 C-14 14 -14 -14 0 -26 Z" fill="#b0703f"/><path d="M-4 -16 q-3 14 0 28 M5 -14 q2 12 0 24" stroke="#8a5230" stroke-width="2" fill="none"/></g>`)
      .join(''),
  walnut: () =>
    `<ellipse cx="0" cy="0" rx="40" ry="34" fill="#a8743f"/><path d="M0 -34 C-8 -10 8 10 0 34" stroke="#7a4f25" stroke-width="4" fill="none"/><path d="M-30 -10 q10 6 18 -2 M-28 14 q10 -6 18 4 M12 -16 q10 8 18 0 M12 16 q8 -8 18 2" stroke="#8a5c2e" stroke-width="3" fill="none"/>`,
  raisins: () =>
    [[-20, 0], [4, -12], [22, 6], [-4, 16], [-26, -18], [20, -24]]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="8" fill="#6b3428"/><path d="M${x - 6} ${y} q6 -4 12 0" stroke="#4a2018" stroke-width="2" fill="none"/>`)
      .join(''),
  dates: () =>
    [[-18, 4, -30], [14, -6, 20], [4, 22, 80]]
      .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="13" fill="#5a2a1a" transform="rotate(${a} ${x} ${y})"/><ellipse cx="${x - 6}" cy="${y - 4}" rx="10" ry="3" fill="#ffffff" fill-opacity="0.2" transform="rotate(${a} ${x} ${y})"/>`)
      .join(''),
  makhana: () =>
    [[-22, 4], [6, -12], [24, 12], [-2, 22], [-26, -22]]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="#f4ecdc" stroke="#d8c8a8" stroke-width="2"/><circle cx="${x + 4}" cy="${y - 3}" r="5" fill="#a88a62" fill-opacity="0.5"/>`)
      .join(''),
  flower: (tint) => {
    const petals = Array.from({ length: 5 }, (_, i) => `<ellipse cx="0" cy="-24" rx="17" ry="26" fill="${tint}" transform="rotate(${i * 72})"/>`).join('');
    return `${petals}<circle cx="0" cy="0" r="12" fill="#f4c430"/>`;
  },
  drop: (tint) => `<path d="M0 -46 C18 -20 32 -2 32 16 C32 34 18 46 0 46 C-18 46 -32 34 -32 16 C-32 -2 -18 -20 0 -46 Z" fill="${tint}"/><path d="M-16 14 q0 -14 10 -26" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  amla: () =>
    [[-16, 6, 30], [18, -4, 26]]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#a8bf3f"/><path d="M${x} ${y - r} Q${x - r * 0.4} ${y} ${x} ${y + r} M${x} ${y - r} Q${x + r * 0.45} ${y} ${x} ${y + r}" stroke="#7f9a24" stroke-width="2" fill="none"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.18}" fill="#ffffff" fill-opacity="0.4"/>`)
      .join(''),
  ginger: () =>
    `<ellipse cx="-8" cy="4" rx="34" ry="16" fill="#d9b27a" transform="rotate(-10)"/><ellipse cx="22" cy="-16" rx="16" ry="11" fill="#cfa56a" transform="rotate(-50 22 -16)"/><ellipse cx="-30" cy="-12" rx="13" ry="9" fill="#cfa56a" transform="rotate(40 -30 -12)"/><path d="M-34 6 h50" stroke="#a8804a" stroke-width="2" opacity="0.6"/>`,
  aloe: () =>
    [[-22, -40], [0, -10], [22, 38]]
      .map(([x, , a]) => `<g transform="translate(${x / 3} 40) rotate(${a})"><path d="M-9 0 C-7 -40 -3 -70 0 -84 C3 -70 7 -40 9 0 Z" fill="#6aa84f"/><path d="M-6 -30 l-4 -2 M6 -50 l4 -2 M-5 -60 l-4 -2" stroke="#4a7f35" stroke-width="2"/></g>`)
      .join(''),
  capsules: () =>
    [[-20, 0, -30], [16, -12, 40], [8, 20, 100]]
      .map(([x, y, a]) => `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-11" y="-26" width="22" height="52" rx="11" fill="#f5efe0"/><path d="M-11 0 V-15 A11 11 0 0 1 11 -15 V0 Z" fill="#7a9a3a"/></g>`)
      .join(''),
  tablets: () =>
    [[-18, 2], [14, -14], [16, 20]]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17" fill="#f3eddf" stroke="#d7cdb6" stroke-width="2"/><path d="M${x - 11} ${y} h22" stroke="#cfc3a8" stroke-width="2"/>`)
      .join(''),
  cup: (tint) =>
    `<path d="M-36 -14 H30 V12 C30 34 16 42 -3 42 C-22 42 -36 34 -36 12 Z" fill="#fbf6ec" stroke="#d8cbb2" stroke-width="2"/><ellipse cx="-3" cy="-14" rx="33" ry="8" fill="${tint}"/><path d="M30 -4 C48 -4 48 22 28 22" stroke="#d8cbb2" stroke-width="6" fill="none"/><ellipse cx="-3" cy="44" rx="46" ry="7" fill="#e8dcc4"/><path d="M-14 -26 q-8 -10 0 -20 q8 -10 0 -20 M6 -26 q-8 -10 0 -20 q8 -10 0 -20" stroke="#b9b0a0" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  jaggery: () =>
    [[-22, 6], [10, -12], [18, 20]]
      .map(([x, y]) => `<rect x="${x - 16}" y="${y - 14}" width="32" height="28" rx="7" fill="#a8672b"/><rect x="${x - 12}" y="${y - 10}" width="14" height="6" rx="3" fill="#ffffff" fill-opacity="0.18"/>`)
      .join(''),
  saffron: () =>
    [-30, -15, 0, 15, 30, -22, 8]
      .map((a, i) => `<path d="M0 30 Q${n1(a * 0.4)} 0 ${n1(a)} ${-30 - (i % 3) * 6}" stroke="#c8321f" stroke-width="3" fill="none" stroke-linecap="round"/>`)
      .join(''),
  cinnamon: () =>
    `<rect x="-44" y="-9" width="88" height="18" rx="9" fill="#9a5b2c" transform="rotate(-20)"/><rect x="-40" y="-2" width="80" height="14" rx="7" fill="#b06d38" transform="rotate(-20) translate(0 8)"/>`,
  'star-anise': () => {
    const arms = Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L-7 -30 Q0 -40 7 -30 Z" fill="#7a3f22" transform="rotate(${i * 45})"/>`).join('');
    return `${arms}<circle r="6" fill="#5a2c16"/>`;
  },
  rice: () =>
    Array.from({ length: 14 }, (_, i) => {
      const x = -34 + ((i * 29) % 68);
      const y = -20 + ((i * 17) % 40);
      return `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" fill="#f6f1e4" stroke="#ddd2b8" stroke-width="1" transform="rotate(${(i * 47) % 180} ${x} ${y})"/>`;
    }).join(''),
  dal: () =>
    Array.from({ length: 12 }, (_, i) => {
      const x = -32 + ((i * 23) % 64);
      const y = -18 + ((i * 13) % 36);
      return `<circle cx="${x}" cy="${y}" r="6" fill="#e8b93a" stroke="#c9961e" stroke-width="1"/>`;
    }).join(''),
};

/** A prop drawn around (0, 0); `tint` colours the generic ones (leaf, flower, drop, cup). */
export function prop(kind: Prop, tint = '#5e8c31'): string {
  return DRAW[kind](tint);
}

// Icons of the home page's tiles (about 160 × 160 units around (0, 0)).

export function truck(main: string): string {
  return `<rect x="-78" y="-46" width="96" height="66" rx="8" fill="${main}"/><path d="M18 -26 H50 L72 0 V20 H18 Z" fill="${main}" opacity="0.85"/><path d="M28 -18 H48 L62 0 H28 Z" fill="#ffffff" opacity="0.7"/><circle cx="-46" cy="24" r="16" fill="#33302c"/><circle cx="-46" cy="24" r="6" fill="#d8d2c6"/><circle cx="46" cy="24" r="16" fill="#33302c"/><circle cx="46" cy="24" r="6" fill="#d8d2c6"/><g transform="translate(-30 -13) scale(0.5)">${leaf('#ffffff', 60, 22)}</g><path d="M-110 -30 h22 M-118 -12 h30 M-108 6 h20" stroke="${main}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`;
}

export function mortar(main: string): string {
  return `<rect x="-8" y="-78" width="18" height="80" rx="9" fill="#a0785a" transform="rotate(28)"/><path d="M-64 -10 H64 C64 34 36 58 0 58 C-36 58 -64 34 -64 -10 Z" fill="${main}"/><ellipse cx="0" cy="-10" rx="64" ry="12" fill="#ffffff" opacity="0.35"/><rect x="-30" y="56" width="60" height="12" rx="6" fill="${main}"/><g transform="translate(-54 -14) rotate(-40) scale(0.6)">${leaf('#5e8c31')}</g><g transform="translate(50 -16) rotate(35) scale(0.5)">${leaf('#76a33f')}</g>`;
}

export function calendar(main: string): string {
  const cells = Array.from({ length: 9 }, (_, i) => `<rect x="${-46 + (i % 3) * 34}" y="${-18 + Math.floor(i / 3) * 24}" width="22" height="14" rx="3" fill="${i === 4 ? main : '#e4ddcf'}"/>`).join('');
  return `<rect x="-64" y="-60" width="128" height="126" rx="12" fill="#ffffff" stroke="#e0d8c8" stroke-width="3"/><rect x="-64" y="-60" width="128" height="32" rx="12" fill="${main}"/><rect x="-64" y="-40" width="128" height="12" fill="${main}"/><rect x="-38" y="-72" width="10" height="24" rx="5" fill="#6c655a"/><rect x="28" y="-72" width="10" height="24" rx="5" fill="#6c655a"/>${cells}<g transform="translate(52 50)"><circle r="30" fill="${main}"/><path d="M-14 4 A15 15 0 1 0 -4 -14" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-12 -22 L-2 -14 L-14 -6 Z" fill="#ffffff"/></g>`;
}

export function returnBox(main: string): string {
  return `<path d="M-60 -20 L0 -44 L60 -20 L0 4 Z" fill="#e9c99a"/><path d="M-60 -20 L0 4 V66 L-60 42 Z" fill="#c99a62"/><path d="M60 -20 L0 4 V66 L60 42 Z" fill="#dbae74"/><path d="M-30 -32 L30 -8" stroke="#f6e6cc" stroke-width="10"/><g transform="translate(-6 -72)"><path d="M-40 10 A42 42 0 0 1 40 10" stroke="${main}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-56 2 L-40 24 L-24 2 Z" fill="${main}"/></g>`;
}

export function sprout(main: string): string {
  return `<ellipse cx="0" cy="52" rx="70" ry="16" fill="#8a5a36"/><path d="M0 50 C0 20 2 0 0 -20" stroke="#4f7d2a" stroke-width="7" fill="none"/><g transform="translate(0 -14) rotate(-55)">${leaf(main, 70, 26)}</g><g transform="translate(0 -20) rotate(50)">${leaf('#76a33f', 62, 24)}</g><circle cx="58" cy="-58" r="18" fill="#f4c430"/>`;
}

export function hands(main: string): string {
  const palm = `<path d="M0 70 C-40 70 -86 50 -92 6 C-94 -6 -80 -10 -74 2 L-64 20 L-70 -14 C-72 -26 -58 -30 -54 -18 L-44 12 L-46 -22 C-46 -34 -32 -36 -30 -24 L-24 14 L-20 -12 C-18 -24 -4 -22 -6 -10 L-6 30 C-4 46 0 56 0 70 Z" fill="#c48a5e"/>`;
  return `<path d="M0 22 C0 -6 0 -30 0 -50" stroke="#4f7d2a" stroke-width="6" fill="none"/><g transform="translate(0 -24) rotate(-55)">${leaf(main, 56, 22)}</g><g transform="translate(0 -34) rotate(50)">${leaf('#76a33f', 50, 20)}</g><ellipse cx="0" cy="30" rx="40" ry="12" fill="#8a5a36"/>${palm}<g transform="scale(-1 1)">${palm}</g><path d="M0 70 L0 40" stroke="#a8704a" stroke-width="3"/>`;
}

export function paperBag(main: string): string {
  return `<path d="M-56 -40 H56 L64 70 H-64 Z" fill="#d2a679"/><path d="M56 -40 L74 -30 L80 62 L64 70 Z" fill="#b8895a"/><path d="M-30 -40 C-30 -80 30 -80 30 -40" stroke="#8a6240" stroke-width="6" fill="none"/><g transform="translate(0 40) scale(0.9)">${leaf(main, 80, 30)}</g>`;
}

/** A five-pointed star (medals, ratings). */
export function star(r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (Math.PI / 5) * i;
    return `${n1(radius * Math.cos(a))},${n1(radius * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${pts}" fill="${fill}"/>`;
}

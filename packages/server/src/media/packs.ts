/**
 * The packs a product is sold in, drawn from SVG primitives: jar, bottle, dropper bottle, pouch,
 * carton, book, gift box, jute bag, basket, tube, soap carton and tea tin. Each is drawn in its
 * own units with the middle of its base at (0, 0) (it rises into negative y) and tells where its
 * label goes, so one label renderer serves every pack.
 */
import { n1 } from './text.ts';

export type PackKind = 'jar' | 'bottle' | 'dropper' | 'pouch' | 'box' | 'book' | 'giftbox' | 'bag' | 'basket' | 'tube' | 'soap' | 'tin';

/** The colours of one product's pack. */
export interface PackColours {
  /** The category's colour: caps, bands, pouch film. */
  main: string;
  /** Dark shade of `main`: text on the label. */
  deep: string;
  /** Very light shade of `main`: backgrounds. */
  tint: string;
  /** What is inside (ghee, honey, oil, powder), seen through glass or a window. */
  content: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PackDrawing {
  /** Drawn under the label. */
  body: string;
  /** Where the label goes (pack units). */
  label: Rect;
  /** Round labels of cylinders are shaded like the pack; flat packs are not. */
  curved: boolean;
  /** Drawn over the label (highlights, the tag's string). */
  over: string;
  /** Half the pack's width and its height (for the shadow and placement). */
  halfWidth: number;
  height: number;
  /** Label paper colour. */
  paper: string;
}

/** Defs every pack relies on (gradient ids `shade`, `shade-soft`, `glass`, `floor`). */
export const PACK_DEFS = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/><stop offset="0.34" stop-color="#fff" stop-opacity="0.38"/><stop offset="0.48" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>
<linearGradient id="shade-soft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.36" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<linearGradient id="flat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#3b2f22" stop-opacity="0.34"/><stop offset="0.55" stop-color="#3b2f22" stop-opacity="0.14"/><stop offset="1" stop-color="#3b2f22" stop-opacity="0"/></radialGradient>`;

const PAPER = '#fffcf4';

function jar(c: PackColours): PackDrawing {
  const body = `<rect x="-135" y="-300" width="270" height="300" rx="40" fill="#f6f1e6"/>
<rect x="-127" y="-286" width="254" height="278" rx="32" fill="${c.content}"/>
<rect x="-135" y="-300" width="270" height="300" rx="40" fill="url(#shade)"/>
<rect x="-118" y="-318" width="236" height="26" rx="6" fill="#e9e2d4"/>
<rect x="-130" y="-384" width="260" height="72" rx="14" fill="${c.main}"/>
${Array.from({ length: 25 }, (_, i) => `<rect x="${-124 + i * 10}" y="-380" width="3" height="64" fill="#000" fill-opacity="0.09"/>`).join('')}
<rect x="-130" y="-384" width="260" height="72" rx="14" fill="url(#shade)"/>
<rect x="-130" y="-384" width="260" height="14" rx="7" fill="#fff" fill-opacity="0.25"/>`;
  const over = `<rect x="-104" y="-292" width="18" height="270" rx="9" fill="#fff" fill-opacity="0.28"/>`;
  return { body, label: { x: -124, y: -252, w: 248, h: 206 }, curved: true, over, halfWidth: 135, height: 384, paper: PAPER };
}

function bottle(c: PackColours, opaque: boolean, amber: boolean): PackDrawing {
  const outline = `M-32 -400 L-32 -374 C-32 -340 -112 -332 -112 -284 L-112 -26 Q-112 0 -86 0 L86 0 Q112 0 112 -26 L112 -284 C112 -332 32 -340 32 -374 L32 -400 Z`;
  const glass = amber ? '#7a3b12' : opaque ? c.main : '#f3efe4';
  const fill = opaque || amber ? '' : `<path d="M-104 -318 L104 -318 L104 -28 Q104 -8 84 -8 L-84 -8 Q-104 -8 -104 -28 Z" fill="${c.content}"/><path d="M-104 -318 L104 -318" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`;
  const body = `<path d="${outline}" fill="${glass}"/>${fill}
<path d="${outline}" fill="url(#shade)"/>
<rect x="-40" y="-462" width="80" height="66" rx="10" fill="${opaque ? c.deep : c.main}"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${-34 + i * 9}" y="-456" width="3" height="54" fill="#000" fill-opacity="0.1"/>`).join('')}
<rect x="-40" y="-462" width="80" height="66" rx="10" fill="url(#shade)"/>
<rect x="-34" y="-400" width="68" height="8" fill="#000" fill-opacity="0.15"/>`;
  const over = `<path d="M-88 -290 C-94 -250 -94 -80 -90 -30" stroke="#fff" stroke-opacity="0.32" stroke-width="12" stroke-linecap="round" fill="none"/>`;
  return { body, label: { x: -106, y: -274, w: 212, h: 240 }, curved: true, over, halfWidth: 112, height: 462, paper: PAPER };
}

function dropper(): PackDrawing {
  const outline = `M-34 -300 L-34 -286 C-34 -270 -96 -262 -96 -226 L-96 -22 Q-96 0 -74 0 L74 0 Q96 0 96 -22 L96 -226 C96 -262 34 -270 34 -286 L34 -300 Z`;
  const body = `<path d="${outline}" fill="#6e3510"/><path d="${outline}" fill="url(#shade)"/>
<rect x="-40" y="-336" width="80" height="40" rx="6" fill="#c9a14a"/><rect x="-40" y="-336" width="80" height="40" rx="6" fill="url(#shade)"/>
<path d="M-30 -336 C-34 -380 -26 -420 0 -424 C26 -420 34 -380 30 -336 Z" fill="#2f2a26"/><path d="M-30 -336 C-34 -380 -26 -420 0 -424 C26 -420 34 -380 30 -336 Z" fill="url(#shade)"/>`;
  const over = `<path d="M-74 -220 C-80 -180 -80 -70 -76 -26" stroke="#fff" stroke-opacity="0.3" stroke-width="10" stroke-linecap="round" fill="none"/>`;
  return { body, label: { x: -90, y: -228, w: 180, h: 196 }, curved: true, over, halfWidth: 96, height: 424, paper: PAPER };
}

function pouch(c: PackColours): PackDrawing {
  const outline = `M-150 -430 L150 -430 L156 -70 Q160 0 118 0 L-118 0 Q-160 0 -156 -70 Z`;
  const body = `<path d="${outline}" fill="#c9a06e"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M-150 ${-410 + i * 29} Q0 ${-404 + i * 29} 154 ${-410 + i * 29}" stroke="#a67c4c" stroke-opacity="0.12" stroke-width="2" fill="none"/>`).join('')}
<path d="M-150 -430 L150 -430 L151 -400 L-151 -400 Z" fill="${c.main}"/>
<path d="M-151 -388 L151 -388" stroke="#000" stroke-opacity="0.18" stroke-width="3" stroke-dasharray="8 5"/>
<path d="M-150 -430 L-136 -420 L-150 -410 Z M150 -430 L136 -420 L150 -410 Z" fill="#fff" fill-opacity="0.6"/>
<rect x="-78" y="-92" width="156" height="66" rx="30" fill="${c.content}"/>
${Array.from({ length: 16 }, (_, i) => `<circle cx="${-64 + ((i * 37) % 128)}" cy="${-80 + ((i * 23) % 46)}" r="4" fill="#000" fill-opacity="0.14"/>`).join('')}
<rect x="-78" y="-92" width="156" height="66" rx="30" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>
<path d="M-60 -84 q30 -4 56 0" stroke="#fff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round" fill="none"/>`;
  const over = `<path d="${outline}" fill="url(#shade-soft)"/><path d="M-156 -70 Q0 -40 156 -70" stroke="#000" stroke-opacity="0.12" stroke-width="3" fill="none"/>`;
  return { body, label: { x: -130, y: -372, w: 260, h: 262 }, curved: false, over, halfWidth: 158, height: 430, paper: PAPER };
}

function carton(c: PackColours): PackDrawing {
  const body = `<path d="M110 0 L160 -30 L160 -410 L110 -380 Z" fill="${c.deep}"/>
<path d="M-130 -380 L110 -380 L160 -410 L-80 -410 Z" fill="${c.main}"/>
<rect x="-130" y="-380" width="240" height="380" fill="#fbf7ee"/>
<rect x="-130" y="-380" width="240" height="52" fill="${c.main}"/>
<rect x="-130" y="-52" width="240" height="52" fill="${c.main}"/>
<path d="M-130 -52 Q-10 -96 110 -60 L110 0 L-130 0 Z" fill="${c.main}" fill-opacity="0.85"/>`;
  const over = `<rect x="-130" y="-380" width="240" height="380" fill="url(#flat)"/>`;
  return { body, label: { x: -120, y: -318, w: 220, h: 220 }, curved: false, over, halfWidth: 160, height: 410, paper: '#fbf7ee' };
}

function book(c: PackColours): PackDrawing {
  const body = `<path d="M120 -6 L146 -24 L146 -420 L120 -404 Z" fill="#efe6d2"/>
${Array.from({ length: 10 }, (_, i) => `<path d="M${122 + i * 2.4} ${-8 - i * 1.7} L${122 + i * 2.4} ${-404 - i * 1.7}" stroke="#d6c9ae" stroke-width="1"/>`).join('')}
<path d="M-150 -404 L120 -404 L146 -420 L-124 -420 Z" fill="#f4ecda"/>
<rect x="-150" y="-404" width="270" height="404" rx="4" fill="${c.main}"/>
<rect x="-150" y="-404" width="26" height="404" fill="#000" fill-opacity="0.18"/>
<rect x="-112" y="-384" width="218" height="364" rx="3" fill="none" stroke="#f3d98b" stroke-width="3"/>
<circle cx="-3" cy="-112" r="60" fill="none" stroke="#f3d98b" stroke-width="3"/>
${Array.from({ length: 8 }, (_, i) => `<g transform="translate(-3 -112) rotate(${i * 45})"><path d="M0 -8 C12 -20 10 -40 0 -52 C-10 -40 -12 -20 0 -8 Z" fill="#f3d98b" fill-opacity="0.85"/></g>`).join('')}`;
  const over = `<rect x="-150" y="-404" width="270" height="404" rx="4" fill="url(#flat)"/>`;
  return { body, label: { x: -104, y: -366, w: 202, h: 184 }, curved: false, over, halfWidth: 148, height: 420, paper: 'none' };
}

function giftbox(c: PackColours): PackDrawing {
  const body = `<path d="M120 0 L160 -26 L160 -230 L120 -204 Z" fill="${c.deep}"/>
<rect x="-150" y="-204" width="270" height="204" fill="${c.main}"/>
<rect x="-32" y="-204" width="40" height="204" fill="#f3cf6a"/>
<path d="M120 -204 L160 -230 L160 -270 L120 -244 Z" fill="${c.deep}"/>
<rect x="-160" y="-252" width="290" height="52" rx="4" fill="${c.main}"/>
<rect x="-160" y="-252" width="290" height="52" rx="4" fill="#000" fill-opacity="0.08"/>
<rect x="-32" y="-252" width="40" height="52" fill="#f3cf6a"/>
<path d="M-160 -252 L130 -252 L166 -276 L-124 -276 Z" fill="${c.main}"/><path d="M-40 -252 L0 -252 L36 -276 L-4 -276 Z" fill="#f3cf6a"/>
<g transform="translate(-2 -276)"><path d="M0 0 C-70 -70 -110 -10 -60 8 C-40 14 -16 8 0 0 Z" fill="#e8b93a"/><path d="M0 0 C70 -70 110 -10 60 8 C40 14 16 8 0 0 Z" fill="#e8b93a"/><path d="M0 0 C-30 -30 -60 -10 -40 2 Z M0 0 C30 -30 60 -10 40 2 Z" fill="#000" fill-opacity="0.12"/><ellipse cx="0" cy="0" rx="16" ry="12" fill="#d9a52a"/></g>`;
  const over = `<rect x="-150" y="-204" width="270" height="204" fill="url(#flat)"/><path d="M-12 -206 C-30 -196 -40 -190 -46 -178" stroke="#8a6a3a" stroke-width="3" fill="none"/>`;
  return { body, label: { x: -140, y: -178, w: 190, h: 136 }, curved: false, over, halfWidth: 160, height: 300, paper: PAPER };
}

function bag(c: PackColours): PackDrawing {
  const body = `<path d="M-90 -300 C-90 -400 90 -400 90 -300" stroke="#8a6a3a" stroke-width="14" fill="none"/>
<path d="M-140 -310 L140 -310 L156 0 L-156 0 Z" fill="#c8a46a"/>
${Array.from({ length: 30 }, (_, i) => `<path d="M${-150 + i * 10.5} -310 L${-156 + i * 10.8} 0" stroke="#9c7a44" stroke-opacity="0.25" stroke-width="2"/>`).join('')}
${Array.from({ length: 30 }, (_, i) => `<path d="M-156 ${-300 + i * 10.3} L156 ${-300 + i * 10.3}" stroke="#9c7a44" stroke-opacity="0.18" stroke-width="2"/>`).join('')}
<rect x="-140" y="-310" width="280" height="24" fill="${c.main}"/>`;
  const over = `<path d="M-140 -310 L140 -310 L156 0 L-156 0 Z" fill="url(#flat)"/>`;
  return { body, label: { x: -110, y: -256, w: 220, h: 190 }, curved: false, over, halfWidth: 156, height: 400, paper: PAPER };
}

function basket(c: PackColours): PackDrawing {
  const weave = Array.from({ length: 7 }, (_, i) => `<path d="M-170 ${-200 + i * 28} Q0 ${-180 + i * 28} 170 ${-200 + i * 28}" stroke="#a8773a" stroke-width="14" fill="none"/>`).join('');
  const body = `<path d="M-150 -200 C-150 -420 150 -420 150 -200" stroke="#b5864a" stroke-width="18" fill="none"/>
<g transform="translate(-80 -200)"><rect x="-40" y="-110" width="80" height="110" rx="14" fill="${c.main}"/><rect x="-44" y="-134" width="88" height="30" rx="8" fill="#d9a52a"/></g>
<g transform="translate(40 -200)"><path d="M-28 -150 L28 -150 L28 -130 C28 -110 56 -104 56 -80 L56 0 L-56 0 L-56 -80 C-56 -104 -28 -110 -28 -130 Z" fill="${c.deep}"/></g>
<g transform="translate(120 -210) rotate(20)">${leafy('#6a9a3c')}</g>
<path d="M-170 -200 L170 -200 L140 0 L-140 0 Z" fill="#c99a5a"/>${weave}
${Array.from({ length: 12 }, (_, i) => `<path d="M${-160 + i * 29} -200 L${-132 + i * 24} 0" stroke="#8a5f2c" stroke-opacity="0.35" stroke-width="4"/>`).join('')}`;
  const over = `<path d="M-170 -200 L170 -200 L140 0 L-140 0 Z" fill="url(#flat)"/>`;
  return { body, label: { x: -100, y: -150, w: 200, h: 110 }, curved: false, over, halfWidth: 170, height: 420, paper: PAPER };
}

const leafy = (colour: string) => `<path d="M0 0 C30 -20 26 -60 0 -80 C-26 -60 -30 -20 0 0 Z" fill="${colour}"/>`;

function tube(c: PackColours): PackDrawing {
  const outline = `M-72 -70 C-96 -150 -108 -310 -112 -392 L112 -392 C108 -310 96 -150 72 -70 Z`;
  const body = `<rect x="-62" y="-74" width="124" height="74" rx="14" fill="${c.main}"/><rect x="-62" y="-74" width="124" height="74" rx="14" fill="url(#shade)"/>
<path d="${outline}" fill="#fbf8f1"/>
<rect x="-114" y="-418" width="228" height="30" rx="4" fill="#f1ece0"/>
${Array.from({ length: 22 }, (_, i) => `<rect x="${-108 + i * 10}" y="-414" width="4" height="22" fill="#000" fill-opacity="0.08"/>`).join('')}
<path d="M-112 -392 L112 -392 L111 -372 L-111 -372 Z" fill="${c.main}"/>
<path d="M-72 -70 C-80 -100 -86 -130 -90 -150 L90 -150 C86 -130 80 -100 72 -70 Z" fill="${c.main}"/>`;
  const over = `<path d="${outline}" fill="url(#shade-soft)"/>`;
  return { body, label: { x: -94, y: -352, w: 188, h: 194 }, curved: false, over, halfWidth: 114, height: 418, paper: 'none' };
}

function soap(c: PackColours): PackDrawing {
  const body = `<path d="M120 -40 L170 -70 L170 -250 L120 -220 Z" fill="${c.deep}"/>
<path d="M-150 -220 L120 -220 L170 -250 L-100 -250 Z" fill="${c.main}"/>
<rect x="-150" y="-220" width="270" height="180" fill="#fbf7ee"/><rect x="-150" y="-220" width="270" height="28" fill="${c.main}"/>
<g transform="translate(60 0)"><path d="M-110 -40 Q-110 -70 -80 -70 L80 -70 Q110 -70 110 -40 L110 -12 Q110 0 96 0 L-96 0 Q-110 0 -110 -12 Z" fill="${c.content}"/><ellipse cx="0" cy="-54" rx="70" ry="9" fill="#fff" fill-opacity="0.3"/></g>`;
  const over = `<rect x="-150" y="-220" width="270" height="180" fill="url(#flat)"/>`;
  return { body, label: { x: -140, y: -188, w: 250, h: 144 }, curved: false, over, halfWidth: 170, height: 250, paper: '#fbf7ee' };
}

function tin(c: PackColours): PackDrawing {
  const body = `<path d="M-122 -350 L122 -350 L122 -16 A122 16 0 0 1 -122 -16 Z" fill="${c.main}"/>
<path d="M-122 -350 L122 -350 L122 -16 A122 16 0 0 1 -122 -16 Z" fill="url(#shade)"/>
<path d="M-128 -400 L128 -400 L128 -340 A128 16 0 0 1 -128 -340 Z" fill="${c.deep}"/>
<path d="M-128 -400 L128 -400 L128 -340 A128 16 0 0 1 -128 -340 Z" fill="url(#shade)"/>
<ellipse cx="0" cy="-400" rx="128" ry="18" fill="${c.deep}"/><ellipse cx="0" cy="-402" rx="112" ry="12" fill="#fff" fill-opacity="0.18"/>
<path d="M-122 -36 A122 16 0 0 0 122 -36" stroke="#f3d98b" stroke-width="6" fill="none"/><path d="M-122 -318 A122 16 0 0 0 122 -318" stroke="#f3d98b" stroke-width="6" fill="none"/>`;
  return { body, label: { x: -112, y: -292, w: 224, h: 232 }, curved: true, over: '', halfWidth: 128, height: 418, paper: PAPER };
}

export function drawPack(kind: PackKind, colours: PackColours, material: 'glass' | 'opaque' | 'amber' = 'glass'): PackDrawing {
  switch (kind) {
    case 'jar':
      return jar(colours);
    case 'bottle':
      return bottle(colours, material === 'opaque', material === 'amber');
    case 'dropper':
      return dropper();
    case 'pouch':
      return pouch(colours);
    case 'box':
      return carton(colours);
    case 'book':
      return book(colours);
    case 'giftbox':
      return giftbox(colours);
    case 'bag':
      return bag(colours);
    case 'basket':
      return basket(colours);
    case 'tube':
      return tube(colours);
    case 'soap':
      return soap(colours);
    case 'tin':
      return tin(colours);
  }
}

/** A soft shadow on the floor under a pack `halfWidth` wide. */
export const floorShadow = (halfWidth: number) => `<ellipse cx="0" cy="4" rx="${n1(halfWidth * 1.25)}" ry="${n1(Math.max(18, halfWidth * 0.16))}" fill="url(#floor)"/>`;

/**
 * Product drawings as SVG: bottles, jars, pouches, boxes, clothes, a mug, a sneaker... each a
 * function of its colours and label, so that one shape serves several products. drawings.ts says
 * which product gets which; render.ts rasterizes them once (docs/operations.md#seeding).
 */
import { cylinder, floorShadow, frame, gloss, labelText, metal, shade, text, vertical } from './svg-kit';

export interface Look {
  /** The backdrop's tone. */
  backdrop: string;
  /** The product's main colour (body, fabric, pouch...). */
  color: string;
  /** Caps, lids, stripes, the label's small lines. */
  accent: string;
  /** The label's ground (white when not said). */
  label?: string;
  /** The label's title colour (dark grey when not said). */
  ink?: string;
  title: string[];
  subtitle?: string;
  brand?: string;
  titleSize?: number;
  /** The label's brand and subtitle colour when the accent would not show on the label. */
  labelAccent?: string;
}

const ink = (o: Look) => o.ink ?? '#2b2d33';
const paper = (o: Look) => o.label ?? '#fbfaf7';
const label = (o: Look, x: number, top: number, width: number, titleSize?: number) =>
  labelText(x, top, width, {
    brand: o.brand,
    title: o.title,
    subtitle: o.subtitle,
    color: ink(o),
    accent: o.labelAccent ?? o.accent,
    titleSize: titleSize ?? o.titleSize,
  });

/** Shampoo, lotion, liquid soap: a round bottle with a pump. */
export function pumpBottle(o: Look): string {
  const defs = cylinder('body', o.color) + metal('pump', o.accent) + cylinder('collar', o.accent);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 502, 130)}
<rect x="212" y="236" width="176" height="266" rx="30" fill="url(#body)"/>
<path d="M236 240 Q244 206 272 204 L328 204 Q356 206 364 240 Z" fill="url(#body)"/>
<rect x="262" y="176" width="76" height="34" rx="8" fill="url(#collar)"/>
<rect x="289" y="120" width="22" height="60" fill="url(#pump)"/>
<path d="M306 108 L222 108 Q210 108 210 118 L210 124 Q210 132 222 132 L312 132 Q322 132 322 122 L322 116 Q322 108 306 108 Z" fill="url(#collar)"/>
<rect x="228" y="300" width="144" height="160" rx="10" fill="${paper(o)}" stroke="${shade(o.color, -0.3)}" stroke-opacity="0.2"/>
${label(o, 300, 306, 128, 22)}
${gloss(226, 250, 14, 236)}`,
  );
}

/** Serums and oils: a small glass bottle with a rubber dropper. */
export function dropperBottle(o: Look): string {
  const defs =
    cylinder('glass', o.color) +
    cylinder('bulb', o.accent) +
    metal('ring', '#c9a64a') +
    `<linearGradient id="liquid" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(o.color, 0.25)}" stop-opacity="0.5"/><stop offset="1" stop-color="${shade(o.color, -0.35)}" stop-opacity="0.75"/></linearGradient>`;
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 502, 112)}
<rect x="218" y="282" width="164" height="220" rx="34" fill="url(#glass)"/>
<path d="M240 286 Q246 250 276 246 L324 246 Q354 250 360 286 Z" fill="url(#glass)"/>
<rect x="226" y="330" width="148" height="164" rx="26" fill="url(#liquid)"/>
<rect x="262" y="214" width="76" height="38" rx="6" fill="url(#ring)"/>
<path d="M270 216 L270 150 Q270 110 300 108 Q330 110 330 150 L330 216 Z" fill="url(#bulb)"/>
<rect x="236" y="330" width="128" height="130" rx="8" fill="${paper(o)}" fill-opacity="0.96"/>
${label(o, 300, 334, 112, 20)}
${gloss(230, 296, 12, 190, 0.4)}`,
  );
}

/** Shampoo and conditioner: an oval bottle standing on a flip cap. */
export function flipBottle(o: Look): string {
  const defs = cylinder('body', o.color) + cylinder('cap', o.accent);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 502, 120)}
<path d="M228 500 Q212 380 222 290 Q228 236 262 224 L338 224 Q372 236 378 290 Q388 380 372 500 Z" fill="url(#body)"/>
<rect x="250" y="150" width="100" height="80" rx="14" fill="url(#cap)"/>
<path d="M252 170 L348 170" stroke="${shade(o.accent, -0.4)}" stroke-width="3"/>
<rect x="240" y="300" width="120" height="150" rx="12" fill="${paper(o)}"/>
${label(o, 300, 304, 108, 20)}
${gloss(238, 250, 13, 230, 0.35)}`,
  );
}

/** Sunscreen and creams: a squeeze tube standing on its cap. */
export function tube(o: Look): string {
  const defs = cylinder('body', o.color) + cylinder('cap', o.accent);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 100)}
<rect x="248" y="436" width="104" height="68" rx="10" fill="url(#cap)"/>
<path d="M256 440 L226 156 L374 156 L344 440 Z" fill="url(#body)"/>
<rect x="222" y="122" width="156" height="38" rx="3" fill="${shade(o.color, -0.08)}"/>
${Array.from({ length: 9 }, (_, i) => `<line x1="${232 + i * 17}" y1="126" x2="${232 + i * 17}" y2="156" stroke="${shade(o.color, -0.3)}" stroke-width="2"/>`).join('')}
<path d="M244 220 L356 220 L346 380 L254 380 Z" fill="${paper(o)}" fill-opacity="0.94"/>
${label(o, 300, 222, 96, 20)}
${gloss(240, 170, 12, 250, 0.3)}`,
  );
}

/** Perfume: a heavy glass flacon with a golden cap. */
export function perfume(o: Look): string {
  const defs =
    metal('cap', '#d4af37') +
    `<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="${shade(o.color, -0.25)}" stop-opacity="0.9"/><stop offset="0.3" stop-color="${shade(o.color, 0.55)}" stop-opacity="0.7"/><stop offset="0.7" stop-color="${shade(o.color, 0.1)}" stop-opacity="0.8"/><stop offset="1" stop-color="${shade(o.color, -0.35)}" stop-opacity="0.95"/></linearGradient>`;
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 500, 140)}
<rect x="196" y="252" width="208" height="248" rx="22" fill="url(#glass)" stroke="${shade(o.color, -0.4)}" stroke-opacity="0.35" stroke-width="3"/>
<rect x="214" y="270" width="172" height="212" rx="14" fill="${shade(o.color, 0.2)}" fill-opacity="0.35"/>
<rect x="278" y="226" width="44" height="30" fill="url(#cap)"/>
<rect x="244" y="140" width="112" height="90" rx="8" fill="url(#cap)"/>
<rect x="236" y="340" width="128" height="84" rx="4" fill="${paper(o)}" fill-opacity="0.9"/>
${label(o, 300, 338, 116, 20)}
${gloss(210, 266, 12, 200, 0.45)}`,
  );
}

/** Creams, masks, powders: a jar; `tall` makes a supplement tub. */
export function jar(o: Look & { tall?: boolean }): string {
  const top = o.tall ? 210 : 290;
  const width = o.tall ? 230 : 250;
  const x = 300 - width / 2;
  const defs = cylinder('body', o.color) + cylinder('lid', o.accent);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, width / 2 + 20)}
<rect x="${x}" y="${top}" width="${width}" height="${504 - top}" rx="22" fill="url(#body)"/>
<rect x="${x - 8}" y="${top - 58}" width="${width + 16}" height="66" rx="12" fill="url(#lid)"/>
${Array.from({ length: 22 }, (_, i) => `<line x1="${x + 4 + i * ((width + 8) / 22)}" y1="${top - 52}" x2="${x + 4 + i * ((width + 8) / 22)}" y2="${top + 2}" stroke="${shade(o.accent, -0.35)}" stroke-opacity="0.35" stroke-width="2"/>`).join('')}
<rect x="${x + 14}" y="${top + 34}" width="${width - 28}" height="${o.tall ? 200 : 150}" rx="10" fill="${paper(o)}"/>
${label(o, 300, top + 40 + (o.tall ? 16 : 0), width - 48, o.tall ? 28 : 22)}
${gloss(x + 12, top + 14, 14, 504 - top - 34, 0.3)}`,
  );
}

/** Vitamins: a white pill bottle, with two capsules in front. */
export function pillBottle(o: Look): string {
  const defs =
    cylinder('body', '#f4f4f2', 0.8) + cylinder('cap', o.accent) + vertical('capsuleA', o.color, 0.3, -0.2) + vertical('capsuleB', '#f3f0e6', 0.2, -0.15);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 500, 130)}
<rect x="226" y="262" width="148" height="238" rx="20" fill="url(#body)"/>
<rect x="216" y="200" width="168" height="72" rx="10" fill="url(#cap)"/>
${Array.from({ length: 20 }, (_, i) => `<line x1="${222 + i * 8.2}" y1="206" x2="${222 + i * 8.2}" y2="266" stroke="${shade(o.accent, -0.35)}" stroke-opacity="0.4" stroke-width="2"/>`).join('')}
<rect x="226" y="300" width="148" height="156" fill="${paper(o)}"/>
<rect x="226" y="300" width="148" height="14" fill="${o.color}"/>
${label(o, 300, 312, 130, 21)}
${gloss(236, 276, 12, 206, 0.4)}
<g transform="rotate(-24 420 484)"><rect x="382" y="470" width="76" height="28" rx="14" fill="url(#capsuleB)"/><path d="M420 470 L444 470 A14 14 0 0 1 444 498 L420 498 Z" fill="url(#capsuleA)"/></g>
<g transform="rotate(12 180 492)"><rect x="142" y="478" width="76" height="28" rx="14" fill="url(#capsuleB)"/><path d="M180 478 L204 478 A14 14 0 0 1 204 506 L180 506 Z" fill="url(#capsuleA)"/></g>`,
  );
}

const bean = (x: number, y: number, angle: number, color: string) =>
  `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="19" ry="13" fill="${color}"/><path d="M${x - 15} ${y} Q${x} ${y - 7} ${x + 15} ${y}" stroke="${shade(color, -0.45)}" stroke-width="3" fill="none"/><ellipse cx="${x - 6}" cy="${y - 5}" rx="7" ry="3" fill="#ffffff" fill-opacity="0.18"/></g>`;

/** Coffee: a stand-up pouch with a degassing valve, beans in front. */
export function coffeeBag(o: Look): string {
  const defs =
    `<linearGradient id="pouch" x1="0" x2="1"><stop offset="0" stop-color="${shade(o.color, -0.35)}"/><stop offset="0.2" stop-color="${shade(o.color, 0.12)}"/><stop offset="0.5" stop-color="${o.color}"/><stop offset="0.85" stop-color="${shade(o.color, -0.15)}"/><stop offset="1" stop-color="${shade(o.color, -0.45)}"/></linearGradient>` +
    metal('valve', '#9aa0a6');
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 150)}
<path d="M196 196 L404 196 L418 496 Q300 512 182 496 Z" fill="url(#pouch)"/>
<path d="M190 150 L410 150 L404 200 L196 200 Z" fill="${shade(o.color, -0.12)}"/>
<path d="M190 150 L410 150" stroke="${shade(o.color, -0.4)}" stroke-width="6"/>
${Array.from({ length: 11 }, (_, i) => `<line x1="${196 + i * 19.5}" y1="156" x2="${196 + i * 19.5}" y2="172" stroke="${shade(o.color, -0.35)}" stroke-width="2"/>`).join('')}
<circle cx="300" cy="232" r="15" fill="url(#valve)"/><circle cx="300" cy="232" r="6" fill="${shade('#9aa0a6', -0.4)}"/>
<rect x="222" y="270" width="156" height="170" rx="8" fill="${paper(o)}"/>
${label(o, 300, 276, 138, 22)}
${bean(168, 500, -20, '#5b3a22')}${bean(204, 516, 15, '#6b4428')}${bean(410, 512, 30, '#573620')}${bean(444, 496, -10, '#6e4629')}`,
  );
}

/** Capsules, tea, kits: a box seen from above right; `ribbon` makes it a gift box. */
export function box(o: Look & { ribbon?: string; extra?: 'capsules' | 'teabag' }): string {
  const defs =
    vertical('front', o.color, 0.12, -0.12) + vertical('side', shade(o.color, -0.28), 0.05, -0.1) + vertical('top', shade(o.color, 0.22), 0.1, -0.05);
  const ribbon = o.ribbon
    ? `<rect x="282" y="250" width="26" height="250" fill="${o.ribbon}"/><path d="M406 232 L430 218 L430 466 L406 484 Z" fill="${shade(o.ribbon, -0.2)}"/><path d="M248 212 L272 212 L336 250 L308 250 Z" fill="${shade(o.ribbon, 0.15)}"/>
<path d="M300 232 Q250 180 236 206 Q232 228 300 232 Q368 228 364 206 Q350 180 300 232 Z" fill="${o.ribbon}" stroke="${shade(o.ribbon, -0.3)}" stroke-width="2"/>`
    : '';
  const capsules =
    o.extra === 'capsules'
      ? [150, 470]
          .map(
            (x, i) =>
              `<g transform="rotate(${i ? 14 : -12} ${x} 492)"><path d="M${x - 26} 480 L${x + 26} 480 L${x + 18} 510 L${x - 18} 510 Z" fill="${shade(o.accent, -0.05)}"/><rect x="${x - 30}" y="472" width="60" height="10" rx="4" fill="${metalTone(o.accent)}"/></g>`,
          )
          .join('')
      : o.extra === 'teabag'
        ? `<g transform="rotate(-8 470 470)"><rect x="440" y="430" width="64" height="78" rx="6" fill="#f6f1e3" stroke="#d9cfb4" stroke-width="2"/><path d="M472 430 L472 392" stroke="#b9ab88" stroke-width="2"/><rect x="458" y="372" width="28" height="22" fill="${o.accent}"/></g>`
        : '';
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 500, 180, 22)}
<path d="M180 250 L252 212 L430 212 L406 250 Z" fill="url(#top)"/>
<path d="M406 250 L430 212 L430 466 L406 502 Z" fill="url(#side)"/>
<rect x="180" y="250" width="226" height="252" fill="url(#front)"/>
${ribbon}
${o.ribbon ? '' : `<rect x="198" y="292" width="190" height="170" rx="6" fill="${paper(o)}"/>${label(o, 293, 298, 172, 22)}`}
${o.ribbon ? `<rect x="196" y="372" width="194" height="96" rx="6" fill="${paper(o)}" fill-opacity="0.95"/>${labelText(293, 372, 176, { brand: o.brand, title: o.title, subtitle: o.subtitle, color: ink(o), accent: o.accent, titleSize: 20 })}` : ''}
${capsules}`,
  );
}

const metalTone = (c: string) => shade(c, 0.35);

const TEE = 'M214 150 L168 166 L96 236 L150 304 L192 274 L192 512 L408 512 L408 274 L450 304 L504 236 L432 166 L386 150 Q300 206 214 150 Z';

/** T-shirts: the silhouette, soft folds, a small chest mark. */
export function tshirt(o: Look): string {
  const dark = o.color === '#f7f7f5' || o.color.toLowerCase() === '#ffffff';
  const defs =
    vertical('fabric', o.color, 0.12, -0.16) +
    `<linearGradient id="folds" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.22" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.78" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>`;
  const markColor = dark ? '#1f3c88' : o.accent;
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 520, 170, 16)}
<path d="${TEE}" fill="url(#fabric)" stroke="${shade(o.color, -0.3)}" stroke-width="2"/>
<path d="${TEE}" fill="url(#folds)"/>
<path d="M214 150 Q300 206 386 150 Q372 178 300 184 Q228 178 214 150 Z" fill="${shade(o.color, -0.25)}"/>
<path d="M150 304 L192 274 M450 304 L408 274" stroke="${shade(o.color, -0.3)}" stroke-width="3"/>
<path d="M240 330 Q260 420 236 500 M364 330 Q340 420 366 500" stroke="${shade(o.color, -0.22)}" stroke-opacity="0.5" stroke-width="3" fill="none"/>
<circle cx="352" cy="252" r="24" fill="none" stroke="${markColor}" stroke-width="4"/>
${text(352, 260, 'CO', { size: 20, color: markColor, weight: 700 })}
${o.title.length ? text(300, 372, o.title[0]!, { size: 22, color: markColor, weight: 700, spacing: 3, opacity: 0.9 }) : ''}`,
  );
}

/** A hoodie: long sleeves, a hood, the kangaroo pocket and drawstrings. */
export function hoodie(o: Look): string {
  const body =
    'M214 160 L160 178 L112 262 L88 478 L140 488 L176 318 L190 300 L186 520 L414 520 L410 300 L424 318 L460 488 L512 478 L488 262 L440 178 L386 160 Z';
  const defs = vertical('fabric', o.color, 0.14, -0.18);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 526, 180, 16)}
<path d="M226 170 Q224 92 300 86 Q376 92 374 170 Z" fill="${shade(o.color, -0.18)}"/>
<path d="${body}" fill="url(#fabric)" stroke="${shade(o.color, -0.32)}" stroke-width="2"/>
<path d="M236 160 Q300 230 364 160 Q352 120 300 116 Q248 120 236 160 Z" fill="${shade(o.color, -0.35)}"/>
<path d="M236 410 L364 410 L388 484 L212 484 Z" fill="${shade(o.color, -0.08)}" stroke="${shade(o.color, -0.3)}" stroke-width="2"/>
<path d="M282 190 L278 280 M318 190 L322 280" stroke="${o.accent}" stroke-width="5" stroke-linecap="round"/>
<path d="M186 500 L414 500" stroke="${shade(o.color, -0.3)}" stroke-width="4"/>
<path d="M140 478 L88 470 M460 478 L512 470" stroke="${shade(o.color, -0.3)}" stroke-width="6"/>
${text(300, 350, o.title[0] ?? '', { size: 24, color: o.accent, weight: 700, spacing: 3 })}`,
  );
}

/** A baseball cap, side view, embroidered mark on the front panel. */
export function cap(o: Look): string {
  const defs = vertical('crown', o.color, 0.2, -0.25) + vertical('brim', shade(o.color, -0.1), 0.1, -0.3);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(320, 452, 200, 20)}
<path d="M150 410 Q140 230 300 212 Q440 214 452 380 L452 410 Z" fill="url(#crown)"/>
<path d="M300 212 Q262 300 270 410 M300 212 Q370 290 380 410" stroke="${shade(o.color, -0.3)}" stroke-width="3" fill="none"/>
<ellipse cx="300" cy="212" rx="16" ry="7" fill="${shade(o.color, -0.2)}"/>
<path d="M420 384 Q520 370 568 414 Q520 444 420 420 Z" fill="url(#brim)"/>
<path d="M150 410 L452 410 L452 424 L150 424 Z" fill="${shade(o.color, -0.3)}"/>
<path d="M424 396 Q510 388 552 414" stroke="${shade(o.color, 0.2)}" stroke-dasharray="6 5" stroke-width="2" fill="none"/>
<circle cx="338" cy="310" r="30" fill="none" stroke="${o.accent}" stroke-width="5"/>
${text(338, 320, 'CO', { size: 26, color: o.accent, weight: 700 })}`,
  );
}

/** A running shoe, side view, toe to the right. */
export function sneaker(o: Look): string {
  const defs = vertical('upper', o.color, 0.18, -0.22) + vertical('sole', '#f3f3f1', 0.1, -0.2);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(312, 490, 232, 18)}
<path d="M104 438 L98 330 Q102 294 142 290 Q184 290 204 316 Q234 344 274 330 L334 298 Q362 288 384 306 L472 366 Q522 390 528 438 Z" fill="url(#upper)"/>
<path d="M142 294 Q186 296 206 320 Q236 350 276 334" stroke="${shade(o.color, -0.5)}" stroke-width="9" fill="none" stroke-linecap="round"/>
<path d="M98 330 Q100 300 130 292 L132 438 L104 438 Z" fill="${shade(o.color, -0.2)}"/>
<path d="M430 352 Q500 372 528 438 L440 438 Q430 392 430 352 Z" fill="${shade(o.color, 0.12)}"/>
<path d="M92 438 L532 438 Q542 438 542 454 L542 464 Q542 486 520 486 L116 486 Q90 486 90 462 Z" fill="url(#sole)"/>
<path d="M92 462 L540 462" stroke="#d1d1cc" stroke-width="3"/>
<path d="M150 414 Q260 420 330 382 Q400 344 470 372" stroke="${o.accent}" stroke-width="16" fill="none" stroke-linecap="round"/>
${[0, 1, 2, 3].map((i) => `<path d="M${300 + i * 30} ${322 + i * 14} l18 -16" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`).join('')}`,
  );
}

/** A ceramic mug with steam and the club's mark. */
export function mug(o: Look): string {
  const defs = cylinder('body', o.color, 0.8) + vertical('coffee', '#4a2c1a', 0.1, -0.2);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(310, 494, 170)}
<path d="M396 282 C486 276 486 430 396 424" stroke="${shade(o.color, -0.15)}" stroke-width="30" fill="none"/>
<path d="M396 282 C486 276 486 430 396 424" stroke="${shade(o.color, 0.2)}" stroke-width="8" fill="none" stroke-opacity="0.5"/>
<path d="M176 238 L176 456 Q176 494 214 494 L366 494 Q404 494 404 456 L404 238 Z" fill="url(#body)"/>
<ellipse cx="290" cy="238" rx="114" ry="24" fill="${shade(o.color, -0.1)}"/>
<ellipse cx="290" cy="240" rx="102" ry="18" fill="url(#coffee)"/>
<circle cx="290" cy="362" r="50" fill="none" stroke="${o.accent}" stroke-width="6"/>
${text(290, 376, 'CO', { size: 40, color: o.accent, weight: 700 })}
${text(290, 448, o.title[0] ?? '', { size: 17, color: o.accent, weight: 700, spacing: 3 })}
<path d="M250 200 Q232 172 252 148 Q270 124 252 100 M300 196 Q282 166 302 140 Q320 116 302 88 M342 200 Q326 176 344 154" stroke="#ffffff" stroke-opacity="0.7" stroke-width="7" fill="none" stroke-linecap="round"/>
${gloss(196, 258, 14, 200, 0.3)}`,
  );
}

/** A tall insulated bottle. */
export function thermos(o: Look): string {
  const defs = cylinder('body', o.color, 0.9) + metal('steel');
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 90)}
<rect x="244" y="178" width="112" height="326" rx="30" fill="url(#body)"/>
<rect x="250" y="118" width="100" height="66" rx="16" fill="url(#steel)"/>
<rect x="244" y="176" width="112" height="14" fill="url(#steel)"/>
<path d="M350 136 Q382 136 382 160 Q382 180 350 178" stroke="${shade('#b8bec6', -0.2)}" stroke-width="8" fill="none"/>
${text(300, 330, o.title[0] ?? '', { size: 18, color: o.accent, weight: 700, spacing: 3 }, 96)}
${text(300, 356, o.subtitle ?? '', { size: 15, color: o.accent }, 96)}
${gloss(256, 196, 12, 290, 0.35)}`,
  );
}

/** A laptop backpack. */
export function backpack(o: Look): string {
  const defs = vertical('fabric', o.color, 0.16, -0.24);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 508, 160)}
<path d="M268 168 Q268 120 300 120 Q332 120 332 168" stroke="${shade(o.color, -0.35)}" stroke-width="12" fill="none"/>
<path d="M190 220 Q150 360 176 500 M410 220 Q450 360 424 500" stroke="${shade(o.color, -0.4)}" stroke-width="22" fill="none"/>
<rect x="182" y="160" width="236" height="348" rx="64" fill="url(#fabric)"/>
<path d="M204 236 Q300 206 396 236" stroke="${shade(o.color, -0.35)}" stroke-width="4" fill="none"/>
<rect x="212" y="324" width="176" height="150" rx="30" fill="${shade(o.color, -0.06)}" stroke="${shade(o.color, -0.35)}" stroke-width="3"/>
<path d="M226 352 L374 352" stroke="${o.accent}" stroke-width="5" stroke-dasharray="2 6"/>
<rect x="366" y="344" width="10" height="26" rx="3" fill="${o.accent}"/>
<rect x="256" y="398" width="88" height="40" rx="6" fill="${o.accent}"/>
${text(300, 424, 'CLUBE OFFICE', { size: 11, color: shade(o.color, -0.4), weight: 700, spacing: 1.5 }, 80)}`,
  );
}

/** A clear sports bottle with a fruit infuser. */
export function squeeze(o: Look): string {
  const defs =
    `<linearGradient id="clear" x1="0" x2="1"><stop offset="0" stop-color="${shade(o.color, -0.2)}" stop-opacity="0.55"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.65"/><stop offset="0.6" stop-color="${shade(o.color, 0.5)}" stop-opacity="0.35"/><stop offset="1" stop-color="${shade(o.color, -0.3)}" stop-opacity="0.6"/></linearGradient>` +
    cylinder('cap', o.accent);
  const slice = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="17" fill="#f4d03f"/><circle cx="${x}" cy="${y}" r="13" fill="#f9e79f"/>${[0, 60, 120].map((a) => `<line x1="${x}" y1="${y}" x2="${x + 13 * Math.cos((a * Math.PI) / 180)}" y2="${y + 13 * Math.sin((a * Math.PI) / 180)}" stroke="#f4d03f" stroke-width="2"/>`).join('')}`;
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 96)}
<rect x="238" y="214" width="124" height="290" rx="30" fill="url(#clear)" stroke="${shade(o.color, -0.25)}" stroke-opacity="0.5" stroke-width="3"/>
<rect x="244" y="300" width="112" height="196" rx="24" fill="${shade(o.color, 0.3)}" fill-opacity="0.35"/>
<rect x="282" y="224" width="36" height="250" rx="14" fill="#ffffff" fill-opacity="0.35" stroke="${shade(o.color, -0.2)}" stroke-width="2"/>
${Array.from({ length: 11 }, (_, i) => `<line x1="284" y1="${240 + i * 21}" x2="316" y2="${240 + i * 21}" stroke="${shade(o.color, -0.2)}" stroke-opacity="0.5" stroke-width="2"/>`).join('')}
${slice(300, 330)}${slice(300, 392)}
<rect x="232" y="160" width="136" height="62" rx="14" fill="url(#cap)"/>
<path d="M286 160 L292 116 L308 116 L314 160 Z" fill="${shade(o.accent, -0.2)}"/>
<path d="M346 170 Q394 160 384 210" stroke="${shade(o.accent, -0.2)}" stroke-width="8" fill="none"/>
<rect x="246" y="462" width="108" height="26" rx="8" fill="${o.accent}"/>
${text(300, 481, o.title[0] ?? '', { size: 15, color: '#ffffff', weight: 700, spacing: 2 }, 96)}`,
  );
}

/** A hardcover notebook with an elastic band and a ribbon marker. */
export function notebook(o: Look): string {
  const defs = vertical('cover', o.color, 0.14, -0.2);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(316, 500, 170, 16)}
<rect x="188" y="134" width="262" height="358" rx="10" fill="#f3efe4"/>
${Array.from({ length: 6 }, (_, i) => `<line x1="${192 + i}" y1="${144 + i * 2}" x2="${192 + i}" y2="${486 - i}" stroke="#d9d2bf" stroke-width="1"/>`).join('')}
<rect x="170" y="126" width="262" height="360" rx="12" fill="url(#cover)"/>
<rect x="170" y="126" width="20" height="360" rx="8" fill="${shade(o.color, -0.25)}"/>
<rect x="392" y="126" width="14" height="360" fill="${shade(o.color, -0.45)}"/>
<path d="M330 486 L330 540 L342 528 L354 540 L354 486 Z" fill="${o.accent}"/>
${text(292, 250, o.title[0] ?? '', { size: 26, color: o.accent, weight: 700, spacing: 2 }, 180)}
${text(292, 284, o.subtitle ?? '', { size: 16, color: shade(o.accent, 0.3) }, 180)}
<rect x="232" y="380" width="120" height="3" fill="${o.accent}" fill-opacity="0.6"/>`,
  );
}

/** A scented candle in a glass, lit. */
export function candle(o: Look): string {
  const defs =
    `<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.2" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.15"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>` +
    vertical('wax', o.color, 0.15, -0.1) +
    `<radialGradient id="flame" cx="50%" cy="70%" r="60%"><stop offset="0" stop-color="#fff6c2"/><stop offset="0.5" stop-color="#ffc93c"/><stop offset="1" stop-color="#ff7b00" stop-opacity="0.85"/></radialGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffd76a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd76a" stop-opacity="0"/></radialGradient>`;
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 502, 130)}
<circle cx="300" cy="236" r="110" fill="url(#glow)"/>
<rect x="204" y="268" width="192" height="234" rx="26" fill="url(#wax)"/>
<ellipse cx="300" cy="280" rx="90" ry="14" fill="${shade(o.color, 0.25)}"/>
<rect x="198" y="250" width="204" height="254" rx="28" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
<line x1="300" y1="280" x2="300" y2="252" stroke="#3b2f2f" stroke-width="4"/>
<path d="M300 190 Q322 226 312 246 Q300 262 288 246 Q278 226 300 190 Z" fill="url(#flame)"/>
<rect x="222" y="350" width="156" height="108" rx="6" fill="${paper(o)}"/>
${label(o, 300, 350, 140, 20)}`,
  );
}

/** A lipstick with its cap beside it. */
export function lipstick(o: Look): string {
  const defs = metal('case', '#d4af37') + cylinder('bullet', o.color);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 150)}
<rect x="252" y="330" width="96" height="174" rx="8" fill="url(#case)"/>
<rect x="262" y="262" width="76" height="76" rx="4" fill="url(#case)"/>
<path d="M268 266 L268 184 Q272 158 332 138 L332 266 Z" fill="url(#bullet)"/>
<rect x="252" y="384" width="96" height="6" fill="${shade('#d4af37', -0.35)}"/>
<g transform="rotate(-78 430 470)"><rect x="386" y="430" width="92" height="150" rx="8" fill="url(#case)"/></g>
${text(300, 448, o.title[0] ?? '', { size: 13, color: '#5a4300', weight: 700, spacing: 1 }, 84)}`,
  );
}

/** Three handmade soap bars, stacked and tied. */
export function soapBars(o: Look & { colors: [string, string, string] }): string {
  const bar = (y: number, x: number, color: string, i: number) =>
    `<path d="M${x} ${y} L${x + 60} ${y - 34} L${x + 300} ${y - 34} L${x + 240} ${y} Z" fill="${shade(color, 0.25)}"/>
<path d="M${x + 240} ${y} L${x + 300} ${y - 34} L${x + 300} ${y + 36} L${x + 240} ${y + 70} Z" fill="${shade(color, -0.25)}"/>
<rect x="${x}" y="${y}" width="240" height="70" rx="6" fill="${color}"/>
<g id="speck${i}">${Array.from({ length: 14 }, (_, k) => `<circle cx="${x + 14 + ((k * 53) % 220)}" cy="${y + 12 + ((k * 29) % 50)}" r="${1.5 + (k % 3)}" fill="${shade(color, -0.3)}" fill-opacity="0.5"/>`).join('')}</g>`;
  return frame(
    o.backdrop,
    '',
    `${floorShadow(300, 510, 200, 22)}
${bar(430, 140, o.colors[0], 0)}${bar(356, 150, o.colors[1], 1)}${bar(282, 160, o.colors[2], 2)}
<rect x="262" y="212" width="44" height="288" fill="#c8a97e" fill-opacity="0.92"/>
<path d="M284 212 Q250 170 232 196 Q248 214 284 212 Q318 170 336 196 Q320 214 284 212" stroke="#8b6b43" stroke-width="5" fill="none"/>
<rect x="190" y="110" width="220" height="72" rx="10" fill="${paper(o)}" stroke="${o.accent}" stroke-width="2"/>
${labelText(300, 104, 200, { brand: '', title: o.title, subtitle: o.subtitle, color: ink(o), accent: o.accent, titleSize: 22 })}`,
  );
}

/** A reed diffuser: a glass bottle with rattan sticks. */
export function diffuser(o: Look): string {
  const defs = `<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="${shade(o.color, -0.3)}" stop-opacity="0.85"/><stop offset="0.3" stop-color="${shade(o.color, 0.45)}" stop-opacity="0.7"/><stop offset="1" stop-color="${shade(o.color, -0.4)}" stop-opacity="0.9"/></linearGradient>`;
  const sticks = [-70, -42, -18, 8, 30, 56]
    .map((dx, i) => `<line x1="${296 + i * 2}" y1="270" x2="${300 + dx}" y2="${70 + (i % 3) * 18}" stroke="#9c7a4f" stroke-width="5" stroke-linecap="round"/>`)
    .join('');
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 504, 120)}
${sticks}
<path d="M220 504 Q204 380 244 320 Q264 296 276 290 L276 262 L324 262 L324 290 Q336 296 356 320 Q396 380 380 504 Z" fill="url(#glass)"/>
<rect x="270" y="250" width="60" height="20" rx="4" fill="${o.accent}"/>
<rect x="238" y="370" width="124" height="96" rx="6" fill="${paper(o)}"/>
${label(o, 300, 370, 112, 18)}`,
  );
}

/** Services: a laptop on a video call (consulting). */
export function videoCall(o: Look): string {
  const defs = vertical('screen', o.color, 0.35, -0.1) + vertical('base', '#c9ced6', 0.2, -0.25);
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 452, 250, 18)}
<rect x="140" y="140" width="320" height="220" rx="14" fill="#2b2f36"/>
<rect x="154" y="154" width="292" height="192" rx="6" fill="url(#screen)"/>
<circle cx="300" cy="224" r="34" fill="${shade(o.accent, 0.35)}"/>
<path d="M226 346 Q232 276 300 272 Q368 276 374 346 Z" fill="${shade(o.accent, 0.15)}"/>
<rect x="378" y="166" width="56" height="40" rx="6" fill="#ffffff" fill-opacity="0.85"/>
<circle cx="406" cy="184" r="10" fill="${shade(o.accent, 0.4)}"/>
<rect x="170" y="168" width="120" height="26" rx="13" fill="#ffffff" fill-opacity="0.85"/>
${text(230, 186, o.subtitle ?? '', { size: 13, color: '#2b2d33', weight: 700 }, 104)}
<path d="M96 370 L504 370 L540 420 Q540 430 530 430 L70 430 Q60 430 60 420 Z" fill="url(#base)"/>
<rect x="258" y="376" width="84" height="10" rx="5" fill="#aab0b9"/>
<rect x="150" y="470" width="300" height="62" rx="12" fill="#ffffff" fill-opacity="0.9"/>
${text(300, 510, o.title[0] ?? '', { size: 24, color: '#2b2d33', weight: 700 }, 270)}`,
  );
}

/** Services: a flip chart with a rising bar chart (mentoring). */
export function chartBoard(o: Look): string {
  const bars = [60, 100, 140, 190]
    .map((h, i) => `<rect x="${210 + i * 50}" y="${380 - h}" width="34" height="${h}" rx="4" fill="${i === 3 ? o.accent : shade(o.color, -0.1 - i * 0.05)}"/>`)
    .join('');
  return frame(
    o.backdrop,
    '',
    `${floorShadow(300, 520, 170, 16)}
<path d="M210 400 L170 520 M390 400 L430 520 M300 400 L300 520" stroke="#7a5c3e" stroke-width="10" stroke-linecap="round"/>
<rect x="150" y="110" width="300" height="296" rx="10" fill="#ffffff" stroke="#d6d6d6" stroke-width="4"/>
<rect x="150" y="100" width="300" height="22" rx="6" fill="#5f6670"/>
<path d="M190 380 L420 380 M190 380 L190 170" stroke="#9aa0a6" stroke-width="3"/>
${bars}
<path d="M220 300 L270 262 L320 276 L400 186" stroke="${shade(o.accent, -0.2)}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M384 182 L404 182 L404 202" stroke="${shade(o.accent, -0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>
<rect x="150" y="450" width="300" height="58" rx="12" fill="#ffffff" fill-opacity="0.92"/>
${text(300, 487, o.title[0] ?? '', { size: 22, color: '#2b2d33', weight: 700 }, 270)}`,
  );
}

/** Services: a clipboard, an apple and a measuring tape (nutrition). */
export function clipboard(o: Look): string {
  const defs =
    vertical('board', '#b98b5a', 0.15, -0.2) +
    `<radialGradient id="apple" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ff7f73"/><stop offset="1" stop-color="#b3261e"/></radialGradient>`;
  const rows = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="214" y="${214 + i * 52}" width="22" height="22" rx="4" fill="none" stroke="${o.accent}" stroke-width="3"/>${i < 3 ? `<path d="M218 ${226 + i * 52} l6 6 l12 -14" stroke="${o.accent}" stroke-width="4" fill="none"/>` : ''}<rect x="248" y="${218 + i * 52}" width="${130 - i * 12}" height="12" rx="6" fill="#cfd4da"/>`,
    )
    .join('');
  return frame(
    o.backdrop,
    defs,
    `${floorShadow(300, 506, 200, 18)}
<rect x="180" y="130" width="240" height="330" rx="16" fill="url(#board)"/>
<rect x="196" y="160" width="208" height="286" rx="4" fill="#ffffff"/>
<rect x="256" y="116" width="88" height="40" rx="10" fill="#8d949c"/>
${rows}
<circle cx="438" cy="446" r="50" fill="url(#apple)"/>
<path d="M438 400 Q440 380 452 370" stroke="#6b4a2b" stroke-width="6" fill="none"/>
<path d="M446 388 Q476 370 486 392 Q462 404 446 388 Z" fill="#4caf50"/>
<path d="M110 500 Q150 470 210 500 Q260 528 330 500" stroke="#f2c94c" stroke-width="16" fill="none"/>
<rect x="120" y="520" width="360" height="54" rx="12" fill="#ffffff" fill-opacity="0.92"/>
${text(300, 555, o.title[0] ?? '', { size: 22, color: '#2b2d33', weight: 700 }, 330)}`,
  );
}

/**
 * Small helpers the product drawings (drawings.ts) share: colours, gradients that make flat shapes
 * look round, text that fits a label, and the 600 × 600 frame with its backdrop and floor shadow.
 * Only render.ts uses them, once, to make the seed's raster images (docs/operations.md#seeding).
 */

export const SIZE = 600;
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0), amount in -1..1. */
export function shade(color: string, amount: number): string {
  const n = parseInt(color.slice(1), 16);
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A left-to-right gradient that reads as a cylinder lit from the front left. */
export function cylinder(id: string, color: string, strength = 1): string {
  const s = (a: number) => shade(color, a * strength);
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="${s(-0.42)}"/><stop offset="0.14" stop-color="${s(0.1)}"/><stop offset="0.28" stop-color="${s(0.32)}"/>
<stop offset="0.42" stop-color="${color}"/><stop offset="0.8" stop-color="${s(-0.14)}"/><stop offset="1" stop-color="${s(-0.48)}"/></linearGradient>`;
}

/** A top-to-bottom gradient: light from above. */
export function vertical(id: string, color: string, top = 0.22, bottom = -0.28): string {
  return `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(color, top)}"/><stop offset="1" stop-color="${shade(color, bottom)}"/></linearGradient>`;
}

/** Brushed metal (caps, pumps, thermos bodies). */
export function metal(id: string, base = '#b8bec6'): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="${shade(base, -0.45)}"/><stop offset="0.2" stop-color="${shade(base, 0.55)}"/><stop offset="0.35" stop-color="${shade(base, 0.15)}"/>
<stop offset="0.6" stop-color="${shade(base, -0.1)}"/><stop offset="0.78" stop-color="${shade(base, 0.3)}"/><stop offset="1" stop-color="${shade(base, -0.5)}"/></linearGradient>`;
}

export interface TextOpts {
  size: number;
  color: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}

/** One line of text; `width` squeezes it (textLength) only when a long word would not fit. */
export function text(x: number, y: number, content: string, o: TextOpts, width?: number): string {
  const approx = content.length * o.size * 0.56 + (o.spacing ?? 0) * content.length;
  const fit = width !== undefined && approx > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.color}" text-anchor="${o.anchor ?? 'middle'}"${
    o.spacing ? ` letter-spacing="${o.spacing}"` : ''
  }${o.italic ? ' font-style="italic"' : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}${fit}>${escapeXml(content)}</text>`;
}

/** A label block: a small brand line, the title lines and a subtitle, centred on x. */
export function labelText(
  x: number,
  top: number,
  width: number,
  l: { brand?: string; title: string[]; subtitle?: string; color: string; accent: string; titleSize?: number },
): string {
  const size = l.titleSize ?? 26;
  const parts: string[] = [];
  let y = top;
  if (l.brand !== '') {
    y += 16;
    parts.push(text(x, y, l.brand ?? 'CLUBE OFFICE', { size: 12, color: l.accent, weight: 700, spacing: 2.5 }, width));
    y += 10;
  }
  for (const line of l.title) {
    y += size + 4;
    parts.push(text(x, y, line, { size, color: l.color, weight: 700 }, width));
  }
  if (l.subtitle) {
    y += 26;
    parts.push(text(x, y, l.subtitle, { size: 16, color: l.accent, weight: 400 }, width));
  }
  return parts.join('');
}

/** A soft white reflection down a round body. */
export const gloss = (x: number, y: number, w: number, h: number, opacity = 0.32) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" fill-opacity="${opacity}"/>`;

/** The shadow an object casts on the floor. */
export const floorShadow = (cx: number, cy: number, rx: number, ry = 18) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;

/** The whole picture: a studio backdrop in the product's tone, a floor line, the drawing. */
export function frame(backdrop: string, defs: string, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
<radialGradient id="backdrop" cx="50%" cy="36%" r="78%"><stop offset="0" stop-color="${shade(backdrop, 0.82)}"/><stop offset="0.65" stop-color="${shade(backdrop, 0.55)}"/><stop offset="1" stop-color="${shade(backdrop, 0.3)}"/></radialGradient>
<linearGradient id="table" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(backdrop, 0.45)}"/><stop offset="1" stop-color="${shade(backdrop, 0.25)}"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
${defs}
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>
<rect y="470" width="${SIZE}" height="130" fill="url(#table)" opacity="0.55"/>
${art}
</svg>`;
}

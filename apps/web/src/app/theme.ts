import { createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver } from '@mantine/core';
import touch from './touch.module.css';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Touch targets of 44px on a phone, set once here rather than on each screen
  // (docs/phone.md#touch-targets). Plain objects, not Button.extend(...): the theme is on /login,
  // and naming a component here would pull it into that page's download.
  components: {
    Button: { classNames: { root: touch.button } },
    ActionIcon: { classNames: { root: touch.actionIcon } },
    Burger: { classNames: { root: touch.burger } },
    CloseButton: { classNames: { root: touch.closeButton } },
    Input: { classNames: { input: touch.input } },
    SegmentedControl: { classNames: { label: touch.pill } },
  },
});

/** WCAG AA for normal text (what Lighthouse's accessibility audit checks, docs/performance.md "Web"). */
const AA = 4.5;

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** `color` darkened just enough to read on `background`. */
function readableOn(color: string, background: string): string {
  for (let amount = 0; amount <= 0.6; amount += 0.05) {
    const c = amount === 0 ? color : darken(color, amount);
    if (contrast(c, background) >= AA + 0.05) return c;
  }
  return '#000000';
}

/**
 * Mantine's default light colours, made to pass the contrast audit on every screen at once: dimmed
 * text (gray.6 on white, 3.3:1) and links (indigo.6, 4.3:1) a shade darker, the light variant's
 * text (badges, light buttons: color.9 on color.1, 2.7:1 for yellow) darkened until it reads on its
 * background, and the filled variant of the colours whose white label needs it (red, the 'Fatura em
 * aberto' button: red.6 is 3.3:1) the first shade that carries white. Colours are unchanged in hue.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
  };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    const filled = [6, 7, 8, 9].find((s) => contrast('#ffffff', shades[s]!) >= AA);
    // No shade carries white (yellow, lime, green, orange): left to Mantine, whose text there is dark or large.
    if (filled === undefined || filled === 6 || name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${filled})`;
    light[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-${Math.min(filled + 1, 9)})`;
  }
  return { variables: {}, light, dark: {} };
};

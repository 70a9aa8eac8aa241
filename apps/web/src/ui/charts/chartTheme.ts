import '@mantine/charts/styles.css';

/**
 * What every chart of the app shares; imported only by the lazily loaded chart modules, so that
 * Recharts and its styles load only on the pages that draw (docs/charts.md).
 *
 * Bars and lines use shades 7 and above of Mantine's palette: at least 3:1 against the white card,
 * the contrast WCAG asks of graphical objects. Axis text is gray 7.
 */
export const chartDefaults = {
  textColor: 'gray.7',
  gridColor: 'gray.3',
  // The drawing is aria-hidden (ChartFrame gives its figures as a table): no focusable layer inside it.
  accessibilityLayer: false,
} as const;

/** The gain categories' colours (docs/club.md#wallet-and-earnings), one per category. */
export const categoryColors: Record<number, string> = {
  1: 'indigo.7',
  2: 'teal.8',
  3: 'orange.8',
  4: 'grape.7',
  5: 'cyan.9',
  6: 'lime.9',
  12: 'pink.8',
  13: 'yellow.9',
};

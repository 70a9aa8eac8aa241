import { createTheme } from '@mantine/core';
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

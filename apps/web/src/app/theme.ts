import { ActionIcon, Burger, Button, CloseButton, createTheme, Input, SegmentedControl } from '@mantine/core';
import touch from './touch.module.css';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Touch targets of 44px on a phone, set once here rather than on each screen (docs/phone.md#touch-targets).
  components: {
    Button: Button.extend({ classNames: { root: touch.button } }),
    ActionIcon: ActionIcon.extend({ classNames: { root: touch.actionIcon } }),
    Burger: Burger.extend({ classNames: { root: touch.burger } }),
    CloseButton: CloseButton.extend({ classNames: { root: touch.closeButton } }),
    Input: Input.extend({ classNames: { input: touch.input } }),
    SegmentedControl: SegmentedControl.extend({ classNames: { label: touch.pill } }),
  },
});

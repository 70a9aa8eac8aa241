import { useMediaQuery } from '@mantine/hooks';

/**
 * The spec's mobile layout: below 800px of width or 650px of height (the same media query as
 * app/layout/AppShell.module.css and ui/phone.module.css). What changes there: docs/phone.md.
 */
export const PHONE_QUERY = '(max-width: 799px), (max-height: 649px)';

/** Whether the screen is a phone now (for code that runs outside React, as the toasts). */
export const isPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the screen is a phone, read while rendering (not in an effect) so that the first paint
 * is already the phone's layout: a table that turns into cards after painting would jump.
 */
export const usePhone = () => useMediaQuery(PHONE_QUERY, isPhone(), { getInitialValueInEffect: false });

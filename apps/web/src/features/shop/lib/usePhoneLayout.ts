import { useMediaQuery } from '@mantine/hooks';

/** The spec's mobile layout (part 1 section 2): below 800px of width or 650px of height, as app/layout/AppShell.module.css. */
export const PHONE_QUERY = '(max-width: 799px), (max-height: 649px)';

/** True on a phone: read at the first render, so that the page is not drawn twice in two layouts. */
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

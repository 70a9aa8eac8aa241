import { useQuery } from '@tanstack/react-query';
import { VisuallyHidden } from '@mantine/core';
import { firstScreenMessages } from '@clube/contract';
import { publicIntegrationsQueryOptions } from '../api/publicIntegrationsQueryOptions';
import classes from './DemoModeRibbon.module.css';

/**
 * 'Modo demonstração' on every screen while the server runs the offline payment gateway: no
 * payment made here is real money (docs/payments.md).
 */
export function DemoModeRibbon() {
  const demo = useQuery(publicIntegrationsQueryOptions()).data?.DemoMode === true;
  if (!demo) return null;
  return (
    <div
      className={classes.ribbon}
      role="note"
      aria-label={firstScreenMessages.demoModeRibbon}
      title={firstScreenMessages.demoModeRibbonDetail}
      data-testid="demo-mode-ribbon"
    >
      {firstScreenMessages.demoModeRibbon}
      <VisuallyHidden>{firstScreenMessages.demoModeRibbonDetail}</VisuallyHidden>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { NotificationPanel } from '../../features/notifications';
import { isAuthenticated, useAuthData } from '../../lib/auth-storage';
import classes from './AppShell.module.css';
import { MobileTopBar } from './MobileTopBar';
import { SessionEffects } from './SessionEffects';
import { SideBar } from './SideBar';

/** The side bar, mobile top bar and notification panel around a page, for signed-in members off the register pages. */
export function AppShellFrame({ children }: { children: ReactNode }) {
  const auth = useAuthData();
  const { pathname } = useLocation();
  const [panelOpened, panel] = useDisclosure(false);
  const signedIn = isAuthenticated(auth);
  if (!signedIn) return <>{children}</>;
  if (pathname === '/register' || pathname.startsWith('/register/')) {
    return (
      <>
        <SessionEffects />
        {children}
      </>
    );
  }
  return (
    <>
      <SessionEffects />
      <SideBar onToggleNotifications={panel.toggle} />
      <MobileTopBar onToggleNotifications={panel.toggle} />
      <main className={classes.main}>{children}</main>
      <NotificationPanel opened={panelOpened} onClose={panel.close} />
    </>
  );
}

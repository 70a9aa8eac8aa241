import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import classes from './AppShell.module.css';
import { NavMenu } from './NavMenu';
import { ShellLogo } from './ShellLogo';
import { SideBarFooter } from './SideBarFooter';

/** Mobile layout (shown by CSS below 800px wide or 650px high): a top bar whose burger opens the menu. */
export function MobileTopBar({ onToggleNotifications }: { onToggleNotifications: () => void }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.topbar}>
      <ShellLogo />
      <Burger opened={opened} onClick={toggle} aria-label={opened ? 'Fechar menu' : 'Abrir menu'} />
      <Drawer opened={opened} onClose={close} size={260} padding="sm" title="Menu" closeButtonProps={{ 'aria-label': 'Fechar menu' }}>
        <div className={classes.expanded} style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: '70vh' }}>
          <NavMenu onNavigate={close} />
          <SideBarFooter
            onNavigate={close}
            onToggleNotifications={() => {
              close();
              onToggleNotifications();
            }}
          />
        </div>
      </Drawer>
    </header>
  );
}

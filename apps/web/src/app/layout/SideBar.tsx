import classes from './AppShell.module.css';
import { NavMenu } from './NavMenu';
import { ShellLogo } from './ShellLogo';
import { SideBarFooter } from './SideBarFooter';

/** Desktop side bar (hidden by CSS in the mobile layout). */
export function SideBar({ onToggleNotifications }: { onToggleNotifications: () => void }) {
  return (
    <aside className={classes.sidebar} data-testid="side-bar">
      <div className={classes.logo}>
        <ShellLogo />
      </div>
      <NavMenu />
      <SideBarFooter onToggleNotifications={onToggleNotifications} />
    </aside>
  );
}

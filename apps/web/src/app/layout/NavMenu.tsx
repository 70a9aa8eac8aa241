import { NavLink } from 'react-router';
import { hasPermission } from '@clube/contract';
import { useAuthData } from '../../lib/auth-storage';
import { storeOfSession } from '../../lib/store-client';
import classes from './AppShell.module.css';
import { navEntries, storeClientNavEntries } from './nav-entries';

/** The entries the member's roles allow (a store client's own: his home, store and invoices); `onNavigate` closes the mobile menu. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuthData();
  const store = storeOfSession(auth);
  const entries = (store ? storeClientNavEntries(store) : navEntries).filter((e) => hasPermission(auth?.RolesIds, e.permission));
  return (
    <nav className={classes.nav} aria-label="Menu principal">
      {entries.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} onClick={onNavigate} className={({ isActive }) => `${classes.item} ${isActive ? classes.active : ''}`}>
          <span className={classes.icon}>
            <Icon size={22} stroke={1.6} />
          </span>
          <span className={classes.label}>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

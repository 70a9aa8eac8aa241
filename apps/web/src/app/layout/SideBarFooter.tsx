import { Badge } from '@mantine/core';
import { IconBell, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { messages } from '@clube/contract';
import { DpoNotice } from '../../features/configurations';
import { notificationsQueryOptions, unreadCount } from '../../features/notifications';
import classes from './AppShell.module.css';
import { confirmLogout } from './confirmLogout';

/** Profile, notifications (toggles the panel, with the unread count), logout and the club's 'Encarregado de dados'. */
export function SideBarFooter({ onToggleNotifications, onNavigate }: { onToggleNotifications: () => void; onNavigate?: () => void }) {
  const { data } = useQuery({ ...notificationsQueryOptions(), meta: { silent: true } });
  const unread = unreadCount(data);
  return (
    <div className={classes.footer}>
      <NavLink to="/my-profile" onClick={onNavigate} className={({ isActive }) => `${classes.item} ${isActive ? classes.active : ''}`}>
        <span className={classes.icon}>
          <IconUserCircle size={22} stroke={1.6} />
        </span>
        <span className={classes.label}>{messages.myProfile}</span>
      </NavLink>
      <button
        type="button"
        className={classes.item}
        onClick={onToggleNotifications}
        aria-label={unread > 0 ? `${messages.notifications} (${unread} não lidas)` : messages.notifications}
      >
        <span className={classes.icon}>
          <IconBell size={22} stroke={1.6} />
          {unread > 0 && (
            <Badge size="xs" color="red" circle pos="absolute" top={-6} right={-10} data-testid="unread-count">
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </span>
        <span className={classes.label}>{messages.notifications}</span>
      </button>
      <button type="button" className={classes.item} onClick={confirmLogout} aria-label="Sair da conta">
        <span className={classes.icon}>
          <IconLogout size={22} stroke={1.6} />
        </span>
        <span className={classes.label}>{messages.logoutButton}</span>
      </button>
      <DpoNotice />
    </div>
  );
}

import { afterEach, beforeEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';

/** The audit timeline call an edit modal makes (its Target is the record's kind:id). */
export const TIMELINE = '/api/admin/audit/getTimeline';

/** A catalog list's answer: `Data` as one page. */
export const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});

/** Each test of the file runs signed in as an Owner (the catalog's role), with no toast left over. */
export function asOwner() {
  beforeEach(() => {
    notifications.clean();
    setAuthData({
      IsAuth: true,
      RolesIds: STAFF_ROLE_IDS.Owner,
      AccessToken: 'token-owner',
      ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
      Username: 'dono',
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearAuthData();
  });
}

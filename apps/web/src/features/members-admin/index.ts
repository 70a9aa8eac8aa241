/** The console's members and staff sections' cache keys (their pages are reached through the router). */
export { adminMembersKeys, adminStaffKeys } from './api/queryKeys';

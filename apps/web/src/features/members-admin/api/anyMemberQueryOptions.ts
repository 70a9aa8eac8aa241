import { membersQueryOptions, adminMembersRequest } from './membersQueryOptions';

/** The first page of members (type 2) with no other filter: empty only while the club has no member at all. */
export const anyMemberQueryOptions = () => membersQueryOptions(adminMembersRequest({ search: '', status: '', type: '2' }, 1));

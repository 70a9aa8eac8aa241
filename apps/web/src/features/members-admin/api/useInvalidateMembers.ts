import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin';
import { adminMembersKeys } from './queryKeys';

/** After any change to a member: his page, the search pages and the audit timelines (a new row) are stale. */
export function useInvalidateMembers() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: adminMembersKeys.all });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
}

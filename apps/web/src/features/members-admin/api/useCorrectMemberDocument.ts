import { useMutation } from '@tanstack/react-query';
import { adminCorrectMemberDocument, type CorrectMemberDocumentRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** The operator's correction of a CPF/CNPJ, with its reason. */
export function useCorrectMemberDocument() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CorrectMemberDocumentRequest }) => call(adminCorrectMemberDocument, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}

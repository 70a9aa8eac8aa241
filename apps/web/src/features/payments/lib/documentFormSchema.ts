import { z } from 'zod';
import { messages } from '@clube/contract';
import { isValidDocument } from '@clube/contract';

/** Pix/Boleto form (spec section 5): name, document type and number required; CPF or CNPJ by type. */
export const documentFields = {
  Name: z.string().trim().min(1, messages.nameRequired).max(120, messages.textTooLong),
  DocumentType: z.string().min(1, messages.documentTypeRequired),
  DocumentNumber: z.string().trim().min(1, messages.documentNumberRequired),
};

export function checkDocument(v: { DocumentType: string; DocumentNumber: string }, ctx: z.RefinementCtx) {
  if (v.DocumentType && v.DocumentNumber && !isValidDocument(Number(v.DocumentType), v.DocumentNumber)) {
    ctx.addIssue({ code: 'custom', path: ['DocumentNumber'], message: v.DocumentType === '2' ? messages.invalidCnpj : messages.invalidCpf });
  }
}

export const documentFormSchema = z.object(documentFields).superRefine(checkDocument);
export type DocumentFormValues = z.infer<typeof documentFormSchema>;
export const emptyDocumentForm: DocumentFormValues = { Name: '', DocumentType: '', DocumentNumber: '' };

export const documentTypeOptions = [
  { value: '', label: 'Selecione' },
  { value: '1', label: 'CPF' },
  { value: '2', label: 'CNPJ' },
];

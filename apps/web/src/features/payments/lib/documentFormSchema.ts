import { z } from 'zod';
import { isValidDocument, messages, PersonType } from '@clube/contract';
import type { User } from '@clube/contract/entities';
import { applyMask, masks } from '../../../lib/masks';

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

/**
 * The Pix/Boleto payer as the signed-in member: his name and his CPF (or CNPJ), still editable
 * (someone else may pay for him). Empty until his data has loaded.
 */
export function payerOf(user: Pick<User, 'Name' | 'PersonType' | 'RegionalId' | 'CNPJ'> | undefined): DocumentFormValues {
  if (!user) return emptyDocumentForm;
  const company = user.PersonType === PersonType.Company;
  const document = company ? user.CNPJ : user.RegionalId;
  if (!document) return { ...emptyDocumentForm, Name: user.Name };
  return { Name: user.Name, DocumentType: company ? '2' : '1', DocumentNumber: applyMask(company ? masks.cnpj : masks.cpf, document) };
}

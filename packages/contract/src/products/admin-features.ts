import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Feature, FEATURE_NAME_MAX } from './feature';

const featureFields = {
  CategoryId: idField(messages.featureCategoryRequired),
  Name: text({ error: messages.featureNameRequired })
    .trim()
    .min(1, { error: messages.featureNameRequired, abort: true })
    .max(FEATURE_NAME_MAX, messages.textTooLong),
};

export const CreateFeatureRequest = z.object(featureFields).strict();
export type CreateFeatureRequest = z.input<typeof CreateFeatureRequest>;

export const adminCreateFeature = defineEndpoint({
  method: 'POST',
  path: '/api/admin/features/createNewFeature',
  summary: 'Operador: cria um atributo numa categoria de atributos',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  body: CreateFeatureRequest,
  response: envelope(Feature),
});

export const UpdateFeatureRequest = z.object({ Id: idField(messages.featureNotFound), ...featureFields }).strict();
export type UpdateFeatureRequest = z.input<typeof UpdateFeatureRequest>;

export const adminUpdateFeature = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/features/updateFeature',
  summary: 'Operador: atualiza um atributo',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  body: UpdateFeatureRequest,
  response: envelope(Feature),
});

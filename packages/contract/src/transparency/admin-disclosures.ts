import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { DisclosurePeriod, DisclosurePreview, PublishDisclosureRequest, PublishedDisclosure } from './disclosure';

/** The console's preview of a period's income disclosure (docs/transparency.md#publishing). */
export const adminPreviewDisclosure = defineEndpoint({
  method: 'POST',
  path: '/api/admin/transparency/preview',
  summary: 'Console: prévia da divulgação de ganhos de um período',
  tags: ['transparency'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  body: DisclosurePeriod,
  response: envelope(DisclosurePreview),
});

/** Publishes the previewed figures as a frozen snapshot, audited. */
export const adminPublishDisclosure = defineEndpoint({
  method: 'POST',
  path: '/api/admin/transparency/publish',
  summary: 'Console: publica a divulgação de ganhos de um período',
  tags: ['transparency'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  body: PublishDisclosureRequest,
  response: envelope(PublishedDisclosure),
});

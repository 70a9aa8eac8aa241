import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Sponsor } from '../entities';
import { text } from '../common/text';

export const VerifySponsorParams = z
  .object({ username: text({ error: messages.sponsorRequired }).trim().min(1, messages.sponsorRequired).max(100, messages.sponsorNotFound) })
  .strict();

/** The sponsor of a referral link: an existing member (type 2) who is not blocked. */
export const verifySponsorByUsername = defineEndpoint({
  method: 'GET',
  path: '/api/users/verifySponsorByUsername/:username',
  summary: 'Dados do patrocinador do link de cadastro (sócio existente e não bloqueado)',
  tags: ['registration'],
  auth: false,
  params: VerifySponsorParams,
  response: envelope(Sponsor),
});

/** What the rest of the API (registration, the first administrator, the seeds, the console) uses from the network. */
export { joinNetwork, listSecondaryAccounts, networkPositionOf } from './network.service';
export { membersAtLevelSql } from './network-levels';
/** Registration's request to the primary of a CPF/CNPJ, its e-mail, and the console's unlinking on a document correction. */
export { mailLinkRequest, requestAccountLink, unlinkAccount, type LinkRequestMail } from './account-links.service';
/** Restricts a user query to a member's linked accounts ('Minhas Contas'), and the links' status codes. */
export { inLinkedGroup, LinkStatus } from './account-links.repository';

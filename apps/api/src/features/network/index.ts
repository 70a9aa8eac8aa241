/** What the rest of the API (registration, the first administrator, the seeds, the console) uses from the network. */
export { joinNetwork, listSecondaryAccounts, networkPositionOf } from './network.service';
export { membersAtLevelSql } from './network-levels';

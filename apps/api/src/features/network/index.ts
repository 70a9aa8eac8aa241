/** What the rest of the API (registration, the first administrator, the seeds) uses from the network. */
export { joinNetwork } from './network.service';

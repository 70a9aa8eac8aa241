/**
 * What the rest of the API uses from the configurations feature: the unilevel tables (the bonus
 * engine) and the configuration groups as stored, read with their defaults (docs/configuration.md).
 */
export { currentUnilevel, unilevelVersion } from './unilevels.service';
export { readSCGeneral, readSCShops, readSCBonificationCenter } from './configuration-groups.read';
export { writeGroup } from './configuration-groups.service';
export { contractAt, contractHash, currentContract, keepContractVersion } from './contract-versions';

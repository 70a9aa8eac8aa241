export * from './addresses';
export * from './stored-file-url';
export * from './get-system-images';
export * from './get-public-sc-integrations-configs';
export * from './configuration-groups';

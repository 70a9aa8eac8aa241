export * from './addresses';
export * from './messages';
export * from './credential';
export * from './passkeys';

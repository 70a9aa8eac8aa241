export * from './privacy-request';
export * from './get-my-privacy';
export * from './request-data-export';
export * from './set-marketing-consent';
export * from './request-deletion';
export * from './request-other-right';
export * from './admin-requests';
export * from './get-contract-version';

export * from './addresses';
export * from './user-notification';
export * from './get-all-user-notifications';
export * from './update-user-notification';
export * from './admin-notifications';
export * from './push';
export * from './push-texts';

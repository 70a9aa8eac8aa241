export * from './get-all-plans';

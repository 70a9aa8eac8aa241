export * from './get-all-earnings-details';

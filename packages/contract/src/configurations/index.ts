export * from './stored-file-url';
export * from './get-system-images';

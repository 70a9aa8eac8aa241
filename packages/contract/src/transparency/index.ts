export * from './disclosure';
export * from './disclosure-texts';
export * from './admin-disclosures';
export * from './public-disclosures';

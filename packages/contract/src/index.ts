import './common/zod-locale';

export * from './common/endpoint';
export * from './common/envelope';
export * from './common/pagination';
export * from './common/money';
export * from './common/messages';
export * from './common/first-screen-messages';
export * from './common/enums';
export * from './permissions';
export * from './common/documents';
export * from './common/text';
export * from './common/dates';
export * from './common/offer-fields';

/**
 * What the console's sections in other features (withdrawals queue, members, catalog of offers,
 * settings...) use from the console: its shell, its list pieces, the audit timeline, the catalog's
 * shared list and form, and the cache keys. The console's own pages are reached through the router.
 */
export { adminKeys, offersKeys, type OfferSection } from './api/queryKeys';
export { offerListQueryOptions, type OfferListQueryOptions, type OfferListRequest } from './api/offerListQueryOptions';
export { useSaveOffer, useSetOfferStatus } from './api/useOfferMutations';
export { useSaveOfferForm } from './api/useSaveOfferForm';
export { AuditTimeline } from './components/AuditTimeline';
export { BulkActionButton } from './components/BulkActionButton';
export { ConsolePage } from './components/ConsolePage';
export { DetailField } from './components/DetailField';
export { FormActions } from './components/FormActions';
export { NameDescriptionFields } from './components/NameDescriptionFields';
export { NameUsernameCell } from './components/NameUsernameCell';
export { OfferListPage } from './components/OfferListPage';
export { SelectPageCheckbox, selectionColumn } from './components/RowSelection';
export { TextFilter } from './components/TextFilter';
export { downloadFile } from './lib/downloadFile';
export { formNumber, selectedId } from './lib/formFields';
export { pagedTable } from './lib/pagedTable';
export { useRowSelection, type RowSelection } from './lib/useRowSelection';
export { useUrlFilters } from './lib/useUrlFilters';

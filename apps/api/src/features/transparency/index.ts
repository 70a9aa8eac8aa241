export { commissionSharesByMonth } from './compliance.service';

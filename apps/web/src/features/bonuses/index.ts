/** What the rest of the web uses from the bonuses feature, cache keys included (the console's money operations too). */
export { adminMoneyKeys, bonusesKeys } from './api/queryKeys';
export { DayField } from './components/DayField';

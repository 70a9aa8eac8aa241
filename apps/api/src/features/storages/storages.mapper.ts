import { storageTypeLabels, type Storage } from '@clube/contract/storages';
import type { StorageCityRow, StorageRow } from './storages.repository';

export function toStorageDto(r: StorageRow, cities: StorageCityRow[] = []): Storage {
  return {
    Id: r.id,
    Name: r.name,
    Type: r.type,
    TypeFormatted: storageTypeLabels[r.type] ?? String(r.type),
    DistributionCenterId: r.distributionCenterId,
    StorageCities: cities.map((c) => ({ City: c.city, CityCode: c.cityCode, State: c.state })),
  };
}

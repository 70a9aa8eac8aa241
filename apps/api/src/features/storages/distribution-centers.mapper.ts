import type { DistributionCenter } from '@clube/contract/storages';
import type { DistributionCenterRow } from './distribution-centers.repository';

export function toDistributionCenterDto(r: DistributionCenterRow): DistributionCenter {
  return {
    Id: r.id,
    UserId: r.userId,
    Name: r.name,
    ZipCode: r.zipCode,
    Street: r.street,
    Number: r.number,
    District: r.district,
    City: r.city,
    State: r.state,
    Complement: r.complement,
    Phone: r.phone,
  };
}

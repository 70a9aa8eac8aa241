import { userStatusInfo } from '@clube/contract';
import type { CareerPlanRank } from '@clube/contract/entities';
import { storedFileUrl } from '@clube/contract/configurations';
import type { IndicationUser, NetworkTreeUser, NetworkUser, SecondaryAccount } from '@clube/contract/network';
import type { z } from 'zod';
import type { ListedUser, NetworkUserRow } from './network.repository';

const statusOf = (status: number) => userStatusInfo[status] ?? { label: String(status), color: 'gray' };

function rankOf(r: NetworkUserRow): z.infer<typeof CareerPlanRank> | null {
  if (r.rank_name == null) return null;
  return {
    Name: r.rank_name,
    Color: r.rank_color ?? '',
    CareerPlanRankImage:
      r.rank_file_id != null && r.rank_file_name != null ? { StoredFile: { FullUrl: storedFileUrl(Number(r.rank_file_id), r.rank_file_name) } } : null,
  };
}

export function toTreeUser(r: NetworkUserRow): NetworkTreeUser {
  const status = statusOf(r.status);
  return {
    Id: Number(r.id),
    Name: r.name,
    Username: r.username,
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    DirectUsersCount: Number(r.direct_users_count),
    NetworkSize: Number(r.network_size),
    CareerPlanRank: rankOf(r),
  };
}

export function toNetworkUser(r: NetworkUserRow): NetworkUser {
  const status = statusOf(r.status);
  return {
    Id: Number(r.id),
    Name: r.name,
    Username: r.username,
    Phone: r.phone_one,
    Email: r.email,
    DirectUsersCount: Number(r.direct_users_count),
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    CareerPlanRank: rankOf(r),
  };
}

export function toIndicationUser(u: ListedUser): IndicationUser {
  const status = statusOf(u.status);
  return {
    Id: u.id,
    Name: u.name,
    Username: u.username,
    Email: u.email,
    PhoneOne: u.phoneOne,
    Created: new Date(u.createdAt).toISOString(),
    Status: u.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
  };
}

export function toSecondaryAccount(u: ListedUser, primaryId: number | null): SecondaryAccount {
  const status = statusOf(u.status);
  return {
    Id: u.id,
    Name: u.name,
    Username: u.username,
    Email: u.email,
    Created: new Date(u.createdAt).toISOString(),
    Status: u.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    IsPrimary: u.id === primaryId,
  };
}

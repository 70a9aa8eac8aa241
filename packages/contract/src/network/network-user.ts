import { z } from 'zod';
import { CareerPlanRank } from '../entities';

/** Levels are counted from the viewer (1 = direct partners); at most 10 per request (docs/club.md#network). */
export const NETWORK_MAX_LEVELS = 10;
/** Page size of every network list (spec part 2, section 9). */
export const NETWORK_PAGE_SIZE = 50;
/** Children listed per node by getNetwork; the rest come from getNetworkChilds, page by page. */
export const NETWORK_CHILDS_CAP = 50;
/** Nodes in one getNetwork answer at most, breadth first: deeper levels stop growing past it. */
export const NETWORK_TREE_MAX_NODES = 500;

const Id = z.number().int();

/** A member as the tree shows him: avatar, name, username, rank image and his counters. */
export const NetworkTreeUser = z.object({
  Id,
  Name: z.string(),
  Username: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  DirectUsersCount: z.number().int(),
  NetworkSize: z.number().int(),
  CareerPlanRank: CareerPlanRank.nullable(),
});
export type NetworkTreeUser = z.infer<typeof NetworkTreeUser>;

/**
 * Tree node (spec: User and Childs). `ChildsTotal` is how many direct partners he has: when it
 * is larger than `Childs.length` the rest are loaded with getNetworkChilds.
 */
export interface NetworkTreeNode {
  User: NetworkTreeUser;
  ChildsTotal: number;
  Childs: NetworkTreeNode[];
}
// A recursive schema needs a name of its own in the API document: its id becomes the component
// `#/components/schemas/NetworkTreeNode` that Childs points back at (docs/api-wire.md, "The API document").
export const NetworkTreeNode: z.ZodType<NetworkTreeNode> = z
  .object({
    User: NetworkTreeUser,
    ChildsTotal: z.number().int(),
    get Childs() {
      return z.array(NetworkTreeNode);
    },
  })
  .meta({ id: 'NetworkTreeNode' });

/** Network user of the level table (spec part 2, section 3). */
export const NetworkUser = z.object({
  Id,
  Name: z.string(),
  Username: z.string(),
  Phone: z.string().nullable(),
  Email: z.string(),
  DirectUsersCount: z.number().int(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  CareerPlanRank: CareerPlanRank.nullable(),
});
export type NetworkUser = z.infer<typeof NetworkUser>;

import { IconBuildingStore, IconFileInvoice, IconHome, IconListDetails, IconSettings, IconSitemap, IconWallet, type Icon } from '@tabler/icons-react';
import { Permission, type PermissionId } from '@clube/contract';
import { storePath } from '../../lib/store-client';

export interface NavEntry {
  label: string;
  to: string;
  permission: PermissionId;
  icon: Icon;
}

/** The side bar's entries (spec part 1 section 2): Home always, the others by their menu id. */
export const navEntries: NavEntry[] = [
  { label: 'Home', to: '/', permission: Permission.SIDE_HOME, icon: IconHome },
  { label: 'Minha Rede', to: '/network', permission: Permission.SIDE_REDE, icon: IconSitemap },
  { label: 'Financeiro', to: '/financial', permission: Permission.SIDE_FINANCEIRO, icon: IconWallet },
  { label: 'Marketplace', to: '/marketplace', permission: Permission.SIDE_PEDIDOS, icon: IconBuildingStore },
  { label: 'Planos', to: '/plans', permission: Permission.SIDE_PLANOS, icon: IconListDetails },
  /** The admin console (docs/admin.md): the spec names the entry and leaves its content to the club. */
  { label: 'Configurações', to: '/configurations', permission: Permission.SIDE_CONFIGS, icon: IconSettings },
];

/**
 * A store client's side bar (docs/marketplace.md#public-store): his home (his
 * invoices to pay and his orders), the store he buys in and his invoices; never the members'
 * Financeiro, whose wallet he does not have.
 */
export const storeClientNavEntries = (store: string): NavEntry[] => [
  { label: 'Home', to: '/', permission: Permission.SIDE_HOME, icon: IconHome },
  { label: 'Loja', to: storePath(store), permission: Permission.SIDE_HOME, icon: IconBuildingStore },
  { label: 'Faturas', to: '/financial/invoices', permission: Permission.FATURAS, icon: IconFileInvoice },
];

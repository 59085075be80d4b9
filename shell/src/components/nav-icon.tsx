import {
  IconArrowBackUp,
  IconBell,
  IconBooks,
  IconBuildingStore,
  IconCalendar,
  IconCoin,
  IconCreditCard,
  IconEye,
  IconFileInvoice,
  IconFiles,
  IconHistory,
  IconLanguage,
  IconLayoutDashboard,
  IconListSearch,
  IconPackages,
  IconPoint,
  IconReceipt,
  IconRuler,
  IconSettings,
  IconShoppingCart,
  IconStar,
  IconTransform,
  IconTruck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { NAV_ICONS } from '@shop/contracts';

/** The icons a menu entry may name (contracts' NAV_ICONS); an unknown name is drawn as a dot. */
const icons: Record<(typeof NAV_ICONS)[number], Icon> = {
  dashboard: IconLayoutDashboard,
  orders: IconShoppingCart,
  invoice: IconFileInvoice,
  receipt: IconReceipt,
  return: IconArrowBackUp,
  stock: IconPackages,
  history: IconHistory,
  supplier: IconTruck,
  store: IconBuildingStore,
  catalogue: IconBooks,
  unit: IconRuler,
  calendar: IconCalendar,
  users: IconUsers,
  currency: IconCoin,
  payment: IconCreditCard,
  language: IconLanguage,
  translation: IconTransform,
  settings: IconSettings,
  files: IconFiles,
  bell: IconBell,
  audit: IconListSearch,
  visitors: IconEye,
  star: IconStar,
};

export function NavIcon({ name }: { name: string | undefined }) {
  const Drawn = (name && icons[name as keyof typeof icons]) || IconPoint;
  return <Drawn size={18} stroke={1.6} aria-hidden />;
}

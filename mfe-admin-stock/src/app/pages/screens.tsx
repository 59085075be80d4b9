// The kit-built screens, each inside this remote's page root.
import { MyStorePage } from '../../features/my-store/components/my-store-page.tsx';
import { UnitTypesPage } from '../../features/unit-types/components/unit-types-page.tsx';
import { YearsPage } from '../../features/years/components/years-page.tsx';
import { Page } from '../../lib/page.tsx';

export const UnitTypesScreen = () => <Page><UnitTypesPage /></Page>;
export const YearsScreen = () => <Page><YearsPage /></Page>;
export const MyStoreScreen = () => <Page><MyStorePage /></Page>;

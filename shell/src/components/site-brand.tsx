import { useLingui } from '@lingui/react/macro';
import { useRouteLocale } from '@shop/federation';
import { BrandLink } from './brand-link.ts';

export function SiteBrand({ to }: { to?: string }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  return <BrandLink to={to ?? `/${locale}`} name={t`Vehicle Parts Shop`} label={t`Vehicle Parts Shop, home`} />;
}

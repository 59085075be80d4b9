import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPageTitle } from '@shop/ui';

/** Keeps the tab title in the page's language: the page's own title (usePageTitle), then the area and the shop. */
export function DocumentTitle({ area }: { area: 'storefront' | 'admin' }) {
  const { t } = useLingui();
  const page = useCurrentPageTitle();
  const site = t`Vehicle Parts Shop`;
  const areaTitle = area === 'admin' ? `${t`Back-office`} · ${site}` : site;
  const title = page ? `${page} · ${areaTitle}` : areaTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

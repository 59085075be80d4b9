import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Keeps the tab title in the page's language. */
export function DocumentTitle({ area }: { area: 'storefront' | 'admin' }) {
  const { t } = useLingui();
  const site = t`Vehicle Parts Shop`;
  const title = area === 'admin' ? `${t`Back-office`} · ${site}` : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

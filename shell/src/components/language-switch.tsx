import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { switchLocalePath } from '@shop/federation';
import { useRouteLocale } from '@shop/federation';

// Each language is named in its own script, so it is the same in both locales.
const languages = [
  { locale: 'en', label: 'EN', lang: 'en' },
  { locale: 'kh', label: 'ខ្មែរ', lang: 'km' },
] as const;

/**
 * The other language's name is drawn in the system's font: on an English page "ខ្មែរ" would otherwise be the only
 * Khmer text, and fetch the Khmer web font for five letters (phones and desktops ship a Khmer system font).
 */
const SYSTEM_FONT = 'system-ui, sans-serif';

/** Links to the same page in the other language (the path and query are kept). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useRouteLocale();
  const { pathname, search } = useLocation();
  return (
    <Group component="nav" gap={4} aria-label={t`Language`} wrap="nowrap">
      {languages.map(({ locale, label, lang }) => (
        <Button
          key={locale}
          component={Link}
          to={switchLocalePath(pathname, search, locale)}
          size="compact-sm"
          variant={locale === current ? 'filled' : 'subtle'}
          aria-current={locale === current ? 'true' : undefined}
          lang={lang}
          hrefLang={lang}
          ff={locale === current ? undefined : SYSTEM_FONT}
          data-testid={`language-${locale}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

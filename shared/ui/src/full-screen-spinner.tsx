import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Covers the page while something the whole page needs is loading (the session, at start). */
export function FullScreenSpinner() {
  const { t } = useLingui();
  return (
    <Center
      pos="fixed"
      inset={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1000 }}
      data-testid="full-screen-spinner"
    >
      <Loader size="lg" aria-label={t`Loading…`} role="status" />
    </Center>
  );
}

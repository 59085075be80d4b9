// The offline banner and the "new version" prompt: a small root of their own at the foot of the page, fetched only
// when one of them is shown (offline-support.ts). Worded in the page's language (the page's one i18n instance).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { AppProviders } from '@shop/federation';

interface OfflineUiState {
  offline: boolean;
  /** Set while a new version waits: loads it (reloads the page). */
  update?: () => void;
  /** Reload was pressed: the page reloads once the new version has taken over (offline-support.ts). */
  updating?: boolean;
}

const useOfflineUi = create<OfflineUiState>(() => ({ offline: false }));

let mounted = false;
function mount(): void {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  element.id = 'shop-offline-ui';
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      <AppProviders>
        <OfflineUi />
      </AppProviders>
    </StrictMode>,
  );
}

export function showOffline(offline: boolean): void {
  useOfflineUi.setState({ offline });
  if (offline) mount();
}

export function offerNewVersion(update: () => void): void {
  useOfflineUi.setState({ update });
  mount();
}

/** At the foot of the screen, above the page, within a phone's width (style props: no stylesheet chunk of its own). */
const STACK = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 300,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: 8,
  pointerEvents: 'none',
} as const;
const BAR = { pointerEvents: 'auto', width: '100%', maxWidth: 560, padding: '10px 14px' } as const;

function OfflineUi() {
  const { t } = useLingui();
  const { offline, update, updating } = useOfflineUi();
  return (
    <div style={STACK}>
      {offline && (
        <Paper role="status" data-testid="offline-banner" style={BAR} bg="dark.6" c="white" shadow="md">
          <Text size="sm" fw={600}>{t`You are offline`}</Text>
          <Text size="sm">{t`You are seeing the pages this device kept. Items you add to your cart are sent when you are back online.`}</Text>
        </Paper>
      )}
      {update && (
        <Paper role="alert" data-testid="new-version" style={BAR} shadow="md" withBorder>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={600}>{t`A new version is ready`}</Text>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="subtle" onClick={() => useOfflineUi.setState({ update: undefined })}>
                {t`Later`}
              </Button>
              <Button
                size="xs"
                loading={updating}
                onClick={() => {
                  useOfflineUi.setState({ updating: true });
                  update();
                }}
              >
                {t`Reload`}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </div>
  );
}

// The release console (admins): each remote with the version live now and whether its entry loads, the versions
// published before (when, by whom), and a switch to any of them: promote a newer one or roll back to an older one.
// The API switches the remotes manifest the way `pnpm release` does, so the next page load gets it; a version that
// needs a shared export the live shell lacks is refused before anything changes.
import { Alert, Badge, Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { confirmAction, describeApiError } from '@shop/admin';
import { getErrorAnswer } from '@shop/client';
import { ReleaseErrorCode, type ReleaseEvent, type RemoteRelease, type ReleaseVersion } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '@shop/ui';
import { useReleases, useSwitchRelease } from '../api/release-api.ts';

/** The API's 409 RELEASE_REFUSED names the package and export (technical names) in its `problems` fact; shown as details. */
function refusalDetails(error: unknown): string | undefined {
  const answer = getErrorAnswer(error);
  const problems = answer?.code === ReleaseErrorCode.refused ? answer.facts?.problems : undefined;
  return problems === undefined ? undefined : String(problems);
}

function RemoteCard({ remote }: { remote: RemoteRelease }) {
  const { t, i18n } = useLingui();
  const change = useSwitchRelease();
  const [problem, setProblem] = useState<{ text: string; details?: string } | null>(null);
  const liveIndex = remote.versions.findIndex((v) => v.live);
  const last = remote.history[0];
  // Versions published by `npm start` (or a script) carry no person.
  const system = t`system`;
  const lastBy = last?.by ?? system;
  const actionWord = (action: ReleaseEvent['action']) =>
    action === 'publish' ? t`published` : action === 'promote' ? t`promoted` : t`rolled back`;

  const switchTo = (version: ReleaseVersion, index: number) => {
    const rollback = liveIndex >= 0 && index > liveIndex;
    confirmAction({
      title: rollback ? t`Roll back ${remote.package}?` : t`Promote ${remote.package}?`,
      message: t`New page loads will use ${remote.package} ${version.version} at once; open pages keep their version until they reload.`,
      confirmLabel: rollback ? t`Roll back` : t`Promote`,
      danger: rollback,
      onConfirm: async () => {
        setProblem(null);
        try {
          await change.mutateAsync({ remote: remote.package, version: version.version });
        } catch (error) {
          const details = refusalDetails(error);
          setProblem(
            details
              ? {
                  text: t`Refused: this version needs a shared package or export that the live shell does not provide.`,
                  details,
                }
              : { text: i18n._(describeApiError(error).message) },
          );
        }
      },
    });
  };

  return (
    <Card withBorder padding="md" data-testid={`release-${remote.package}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={2} size="h4">
              {remote.package}
            </Title>
            {remote.live ? (
              <Badge variant="light" data-testid="live-version">
                {t`Live: ${remote.live}`}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">{t`Not released`}</Badge>
            )}
          </Group>
          {remote.entryLoads ? (
            <Badge color="green" variant="light" data-testid="entry-status">
              {t`Entry loads`}
            </Badge>
          ) : (
            <Badge color="red" variant="light" data-testid="entry-status">
              {t`Entry does not load`}
            </Badge>
          )}
        </Group>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{problem.text}</Text>
            {problem.details ? (
              <Code block mt="xs">
                {problem.details}
              </Code>
            ) : null}
          </Alert>
        ) : null}
        {remote.versions.length <= 1 ? (
          // `npm start` publishes one version per remote, so there is nothing to switch to: say how to get another.
          <Alert color="blue" variant="light">
            <Text size="sm">
              {remote.versions.length === 0
                ? t`No version published yet. Publish one from the project folder with:`
                : t`Only this version is published, so there is nothing to promote or roll back to yet. Publish another from the project folder with:`}
            </Text>
            <Code block mt="xs">{`pnpm release ${remote.package}`}</Code>
          </Alert>
        ) : null}
        {remote.versions.length === 0 ? null : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Version`}</Table.Th>
                <Table.Th>{t`Published`}</Table.Th>
                <Table.Th>{t`By`}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {remote.versions.map((version, index) => (
                <Table.Tr key={version.version} data-testid="release-version" data-version={version.version}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {version.version}
                    </Text>
                  </Table.Td>
                  <Table.Td>{version.publishedAt ? formatDate(i18n, version.publishedAt, 'date-time') : ''}</Table.Td>
                  <Table.Td data-testid="release-by">{version.publishedBy ?? system}</Table.Td>
                  <Table.Td>
                    {version.live ? (
                      <Badge color="green">{t`Live`}</Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={change.isPending}
                        onClick={() => switchTo(version, index)}
                      >
                        {liveIndex >= 0 && index > liveIndex ? t`Roll back to this` : t`Promote`}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {last ? (
          <Text size="xs" c="dimmed" data-testid="release-last-change">
            {t`Last change: ${last.version} (${actionWord(last.action)}) by ${lastBy}, ${formatDate(i18n, last.at, 'date-time')}`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ReleasesPage() {
  const { t } = useLingui();
  const releases = useReleases();
  let body;
  if (releases.isPending) body = <LoadingBlock />;
  else if (releases.isError) body = <ErrorBlock onRetry={() => void releases.refetch()} />;
  else if (releases.data.length === 0) body = <EmptyBlock title={t`No remotes`} />;
  else body = releases.data.map((remote) => <RemoteCard key={remote.name} remote={remote} />);
  return (
    <Stack gap="md" data-screen="admin-system/release">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t`Releases`}</Title>
        <Button variant="default" size="sm" onClick={() => void releases.refetch()} loading={releases.isFetching}>
          {t`Refresh`}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

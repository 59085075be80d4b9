import { Alert, Paper, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ImportReport, JobView } from '@shop/contracts';
import { useJob } from '../api/get-job.ts';

// A job reports phases, not rows one by one (the import writes in one transaction): each phase is a stretch of the bar.
const SHARE: Record<JobView['phase'], number> = { queued: 5, checking: 35, writing: 70, done: 100 };

/** A large import running as a background job: its progress, then its report (handed to `onDone`). */
export function ImportProgress({ jobId, onDone }: { jobId: string; onDone: (report: ImportReport) => void }) {
  const { t } = useLingui();
  const { data: job } = useJob(jobId);
  const report = job?.state === 'completed' ? (job.result as ImportReport | null) : null;
  useEffect(() => {
    if (report) onDone(report);
  }, [report, onDone]);

  if (job?.state === 'failed')
    return (
      <Alert color="red" role="alert">
        {t`The import did not finish, and nothing of it was written. Try again.`}
      </Alert>
    );
  const phase = job?.phase ?? 'queued';
  const rows = job?.total ?? 0;
  const attempts = job?.attempts ?? 0;
  const label =
    phase === 'checking'
      ? t`Checking ${rows} rows…`
      : phase === 'writing'
        ? t`Writing ${rows} rows…`
        : phase === 'done'
          ? t`Done`
          : t`Waiting to start…`;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text size="sm">{t`A large file is imported in the background: you may leave this page and come back.`}</Text>
        <Progress value={SHARE[phase]} animated={phase !== 'done'} aria-label={label} />
        <Text size="sm" data-testid="import-job-phase">
          {label}
          {attempts > 1 ? ` · ${t`attempt ${attempts}`}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

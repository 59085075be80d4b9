import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CsvExportButton, UploadDropzone } from '@shop/admin';
import { IMPORT_MAX_BYTES, type ImportKind, type ImportReport } from '@shop/contracts';
import { exportHref, useApplyImport, useDryRunImport } from '../api/run-import.ts';
import { fileProblem } from './import-words.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportReportView } from './import-report.tsx';

// Spreadsheets save CSV under several types (Excel on Windows says vnd.ms-excel), so the extension decides too.
const CSV_FILES = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv', '.txt'] };

/**
 * Bulk import of parts, fitments or cross-reference numbers: choose the kind, drop a CSV, read the dry run (what would be added, updated,
 * and each rejected line with its reason), then apply it. The template and the current data download beside.
 */
export function ImportPage() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ImportKind>('parts');
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const dryRun = useDryRunImport();
  const apply = useApplyImport();
  const queryClient = useQueryClient();

  const reset = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
    setJobId(null);
  };
  const imported = useCallback(
    (done: ImportReport) => {
      // A job's rows arrived after the request's answer: every list on screen is read again now.
      if (jobId) void queryClient.invalidateQueries();
      setJobId(null);
      setReport(done);
      showToast({ color: 'green', message: t`Imported: ${done.add} added, ${done.update} updated` });
    },
    [t, jobId, queryClient],
  );
  const check = async (dropped: File[]) => {
    const chosen = dropped[0];
    if (!chosen) return;
    setReport(null);
    setProblem(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    try {
      setReport(await dryRun.mutateAsync({ kind, csv }));
    } catch (error) {
      setProblem(fileProblem(i18n, error));
    }
  };
  const applyFile = async () => {
    if (!file) return;
    try {
      const answer = await apply.mutateAsync({ kind, csv: file.csv });
      if (answer.job) setJobId(answer.job.id);
      else imported(answer.report);
    } catch (error) {
      setProblem(fileProblem(i18n, error));
    }
  };
  const stamp = new Date().toISOString().slice(0, 10);

  return (
    <Stack gap="md">
      <Title order={1}>{t`Import and export`}</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value as ImportKind);
              reset();
            }}
            data={[
              { value: 'parts', label: t`Parts` },
              { value: 'fitments', label: t`Fitment` },
              { value: 'numbers', label: t`Cross-reference numbers` },
            ]}
            data-testid="import-kind"
            w="fit-content"
          />
          <Text size="sm" c="dimmed">
            {kind === 'parts'
              ? t`One row a part, matched by part number: part_number, name, name_kh, maker, category, position, unit, and for each store price:<store>, dealer_price:<store> and stock:<store>. A blank cell keeps the current value.`
              : kind === 'fitments'
                ? t`One row a part and vehicle: part_number, brand, model, year_from, year_to, position, note. Several models (Camry|Corolla) and a span of years (2010-2015) make one fitment for every combination.`
                : t`One row a number of a part: part_number, kind (OEM, AFTERMARKET, REPLACES or REPLACED_BY), number. New numbers are added after the part's others; numbers the file does not name are kept.`}
          </Text>
          <Group gap="xs">
            <CsvExportButton
              href={exportHref(kind, true)}
              fileName={`${kind}-template.csv`}
              label={t`Download the template`}
              testId="import-template"
            />
            <CsvExportButton
              href={exportHref(kind)}
              fileName={`${kind}-${stamp}.csv`}
              label={kind === 'parts' ? t`Export parts` : kind === 'fitments' ? t`Export fitment` : t`Export numbers`}
              testId="import-export"
            />
          </Group>
        </Stack>
      </Paper>
      <UploadDropzone
        onDrop={(dropped) => void check(dropped)}
        loading={dryRun.isPending}
        files={{
          accept: CSV_FILES,
          maxBytes: IMPORT_MAX_BYTES,
          maxFiles: 1,
          hint: t`One CSV file (UTF-8, comma-separated, header first); nothing is written before you apply it`,
          wrongType: (name) => t`${name} is not a CSV file`,
          tooMany: t`One file at a time`,
        }}
      />
      {problem && (
        <Alert color="red" role="alert" data-testid="import-problem">
          {problem}
        </Alert>
      )}
      {jobId && <ImportProgress jobId={jobId} onDone={imported} />}
      {file && report && !jobId && (
        <ImportReportView
          fileName={file.name}
          report={report}
          applying={apply.isPending}
          onApply={() => void applyFile()}
          onReset={reset}
        />
      )}
      {file && !report && !problem && dryRun.isPending && <Text size="sm">{t`Checking ${file.name}…`}</Text>}
      {report?.applied && (
        <Button variant="subtle" onClick={reset} w="fit-content">
          {t`Import another file`}
        </Button>
      )}
    </Stack>
  );
}

import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ImportReport } from '@shop/contracts';
import { rejectionReason } from './import-words.ts';

export interface ImportReportViewProps {
  fileName: string;
  report: ImportReport;
  applying: boolean;
  onApply: () => void;
  onReset: () => void;
}

/** The dry run (or the applied import): counts, then every rejected line with its column, value and reason. */
export function ImportReportView({ fileName, report, applying, onApply, onReset }: ImportReportViewProps) {
  const { t, i18n } = useLingui();
  const rejectedLines = new Set(report.rejected.map((row) => row.line)).size;
  const nothingToDo = report.add + report.update === 0;
  return (
    <Paper withBorder p="md" data-testid="import-report" data-applied={report.applied}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {report.applied ? t`Imported ${fileName}` : t`Dry run of ${fileName}: nothing is written yet`}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">{t`${report.rows} rows read`}</Badge>
          <Badge variant="light" color="green" data-testid="import-add">
            {report.applied ? t`${report.add} added` : t`${report.add} to add`}
          </Badge>
          <Badge variant="light" color="blue">
            {report.applied ? t`${report.update} updated` : t`${report.update} to update`}
          </Badge>
          <Badge variant="light" color="gray">{t`${report.unchanged} unchanged`}</Badge>
          <Badge variant="light" color={rejectedLines > 0 ? 'red' : 'gray'}>
            {t`${rejectedLines} lines rejected`}
          </Badge>
        </Group>
        {report.kind === 'fitments' && (
          <Text
            size="xs"
            c="dimmed"
          >{t`Fitments are counted after each row is expanded to every model and year it names.`}</Text>
        )}
        {report.rejected.length > 0 && (
          <ScrollArea.Autosize mah={420}>
            <Table striped withTableBorder data-testid="import-rejected">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Line`}</Table.Th>
                  <Table.Th>{t`Column`}</Table.Th>
                  <Table.Th>{t`Value`}</Table.Th>
                  <Table.Th>{t`Reason`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.map((row, index) => (
                  <Table.Tr key={`${row.line}-${index}`} data-line={row.line} data-code={row.code}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.column ?? '—'}</Table.Td>
                    <Table.Td>{row.value ?? '—'}</Table.Td>
                    <Table.Td>{rejectionReason(i18n, row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {!report.applied && (
          <Group gap="xs">
            <Button onClick={onApply} loading={applying} disabled={nothingToDo} data-testid="import-apply">
              {rejectedLines > 0 ? t`Apply, leaving out the rejected lines` : t`Apply`}
            </Button>
            <Button variant="default" onClick={onReset}>
              {t`Choose another file`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '@shop/ui';
import { useState } from 'react';
import { http } from '@shop/client';

export interface DownloadButtonProps {
  href: string;
  fileName: string;
  /** The Accept header: the format the API answers with. */
  accept: string;
  label: string;
  testId?: string;
}

/**
 * Downloads what `href` answers as a file. Fetched with the session's bearer token (a plain link would carry
 * none), then handed to the browser as a file.
 */
export function DownloadButton({ href, fileName, accept, label, testId = 'download' }: DownloadButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await http.get(href, { headers: { Accept: accept } }).blob();
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      showToast({ color: 'red', message: t`The export could not be made. Try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      loading={busy}
      onClick={() => void download()}
      data-testid={testId}
      data-href={href}
    >
      {label}
    </Button>
  );
}

/** Downloads the list (or another CSV the API answers) as a file; "Export CSV" unless labelled. */
export function CsvExportButton({
  href,
  fileName,
  label,
  testId = 'csv-export',
}: {
  href: string;
  fileName: string;
  label?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <DownloadButton href={href} fileName={fileName} accept="text/csv" label={label ?? t`Export CSV`} testId={testId} />
  );
}

// Uploads through @mantine/dropzone, with the API's own limits (contracts) checked before sending; the API
// checks them again from the file's content.
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from '@shop/contracts';

export interface UploadDropzoneProps {
  onDrop: (files: File[]) => void;
  loading?: boolean;
}

export function UploadDropzone({ onDrop, loading }: UploadDropzoneProps) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState<string[]>([]);
  const megabytes = UPLOAD_MAX_BYTES / 1024 / 1024;
  const why = (rejection: FileRejection) => {
    const code = rejection.errors[0]?.code;
    if (code === 'file-too-large') return t`${rejection.file.name} is larger than ${megabytes} MB`;
    if (code === 'too-many-files') return t`At most ${UPLOAD_MAX_FILES} files at once`;
    return t`${rejection.file.name} is not an image, a PDF, a Word or an Excel file`;
  };
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={(files) => {
          setRejected([]);
          onDrop(files);
        }}
        onReject={(rejections) => setRejected(rejections.map(why))}
        maxSize={UPLOAD_MAX_BYTES}
        maxFiles={UPLOAD_MAX_FILES}
        accept={[...UPLOAD_TYPES]}
        loading={loading}
        data-testid="upload-dropzone"
      >
        <Group justify="center" mih={90} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Text size="lg">{t`Drop files here or click to choose`}</Text>
            <Text size="sm" c="dimmed">
              {t`Images, PDF, Word or Excel; up to ${UPLOAD_MAX_FILES} files of ${megabytes} MB each`}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejected.map((line) => (
        <Text key={line} size="sm" c="red" role="alert">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

// Uploads through @mantine/dropzone, with the API's own limits (contracts) checked before sending; the API
// checks them again from the file's content.
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps, type FileRejection } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from '@shop/contracts';

export interface UploadDropzoneProps {
  onDrop: (files: File[]) => void;
  loading?: boolean;
  /**
   * Another kind of file than the upload routes take (e.g. a CSV for an import): its types, size and count, what
   * the zone says, and what it says of a file of the wrong type. Unset: the upload routes' own limits and words.
   */
  files?: {
    accept: DropzoneProps['accept'];
    maxBytes: number;
    maxFiles: number;
    hint: string;
    wrongType: (name: string) => string;
    tooMany?: string;
  };
}

export function UploadDropzone({ onDrop, loading, files }: UploadDropzoneProps) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState<string[]>([]);
  const maxFiles = files?.maxFiles ?? UPLOAD_MAX_FILES;
  const megabytes = (files?.maxBytes ?? UPLOAD_MAX_BYTES) / 1024 / 1024;
  const why = (rejection: FileRejection) => {
    const code = rejection.errors[0]?.code;
    if (code === 'file-too-large') return t`${rejection.file.name} is larger than ${megabytes} MB`;
    if (code === 'too-many-files') return files?.tooMany ?? t`At most ${UPLOAD_MAX_FILES} files at once`;
    if (files) return files.wrongType(rejection.file.name);
    return t`${rejection.file.name} is not an image, a PDF, a Word or an Excel file`;
  };
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={(dropped) => {
          setRejected([]);
          onDrop(dropped);
        }}
        onReject={(rejections) => setRejected(rejections.map(why))}
        maxSize={files?.maxBytes ?? UPLOAD_MAX_BYTES}
        maxFiles={maxFiles}
        multiple={maxFiles > 1}
        accept={files?.accept ?? [...UPLOAD_TYPES]}
        loading={loading}
        data-testid="upload-dropzone"
      >
        <Group justify="center" mih={90} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Text size="lg">{t`Drop files here or click to choose`}</Text>
            <Text size="sm" c="dimmed">
              {files?.hint ?? t`Images, PDF, Word or Excel; up to ${UPLOAD_MAX_FILES} files of ${megabytes} MB each`}
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

// A row's "Image" button: a modal with the current image, a drop zone that uploads a new one to the files library
// and hands its file to the record, and a remove button.
import { Button, Image, Modal, Stack, Text } from '@mantine/core';
import { showToast } from '@shop/ui';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { describeApiError, UploadDropzone } from '@shop/admin';
import type { FileView } from '@shop/contracts';
import { useState } from 'react';
import { uploadImage } from './upload-image.ts';

export interface ImageButtonProps {
  title: string;
  image: string | null;
  folder: string;
  /** Saves the uploaded file on the record (null: no image). */
  onChange: (file: FileView | null) => Promise<unknown>;
}

export function ImageButton({ title, image, folder, onChange }: ImageButtonProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setOpen(false);
    } catch (error) {
      showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
        {t`Image`}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack gap="sm">
          {image ? <Image src={image} alt={title} h={140} fit="contain" /> : <Text c="dimmed">{t`No image yet`}</Text>}
          <UploadDropzone
            loading={busy}
            onDrop={(files) => files[0] && void run(async () => onChange(await uploadImage(files[0]!, folder)))}
          />
          {image ? (
            <Button variant="subtle" color="red" onClick={() => void run(() => onChange(null))}>
              {t`Remove image`}
            </Button>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}

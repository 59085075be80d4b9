import { Button, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { showToast } from '@shop/ui';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { confirmAction, describeApiError, ListScreen, UploadDropzone, type ListColumn } from '@shop/admin';
import type { AttachmentView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { ATTACHMENT_PATH, attachmentKeys, TRASH_PATH, useAttachmentMutations } from '../api/attachment-api.ts';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file library: upload, find, trash; and its trash: restore, delete for good, empty. */
export function AttachmentsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'trash' ? 'trash' : 'library';
  const mutations = useAttachmentMutations();
  const failed = (error: unknown) => {
    showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
  };
  const done = (message: string) => {
    showToast({ color: 'green', message });
  };

  const columns: ListColumn<AttachmentView>[] = [
    {
      accessor: 'preview',
      title: t`Preview`,
      toggleable: true,
      render: (row) =>
        row.file.variants.length > 0 ? (
          <Image
            src={row.file.variants.find((v) => v.name === 'thumbnail')?.url ?? row.file.url}
            alt={row.alt ?? ''}
            w={48}
            h={48}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="xs" c="dimmed">
            {row.file.mimeType}
          </Text>
        ),
    },
    { accessor: 'title', title: t`Title`, sortable: true, render: (row) => row.title ?? row.file.name },
    {
      accessor: 'file.name',
      title: t`File`,
      render: (row) => row.file.name,
    },
    { accessor: 'size', title: t`Size`, sortable: true, render: (row) => sizeText(row.file.size) },
    {
      accessor: 'createdAt',
      title: t`Uploaded`,
      sortable: true,
      render: (row) => formatDate(i18n, row.createdAt, 'date-time'),
    },
  ];

  const trash = (rows: AttachmentView[]) =>
    Promise.all(rows.map((row) => mutations.trash.mutateAsync(row.id))).then(() => done(t`Moved to the trash`), failed);
  const restore = (rows: AttachmentView[]) =>
    Promise.all(rows.map((row) => mutations.restore.mutateAsync(row.id))).then(() => done(t`Restored`), failed);

  const library: ListColumn<AttachmentView> = {
    accessor: 'actions',
    title: t`Actions`,
    toggleable: false,
    textAlign: 'right',
    render: (row) => (
      <Button
        size="compact-xs"
        variant="subtle"
        color="orange"
        onClick={() => void trash([row])}
        data-testid={`trash-${row.id}`}
      >
        {t`Move to trash`}
      </Button>
    ),
  };
  const trashed: ListColumn<AttachmentView> = {
    accessor: 'actions',
    title: t`Actions`,
    toggleable: false,
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button size="compact-xs" variant="light" onClick={() => void restore([row])} data-testid={`restore-${row.id}`}>
          {t`Restore`}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          data-testid={`delete-${row.id}`}
          onClick={() =>
            confirmAction({
              title: t`Delete ${row.file.name} for good?`,
              message: t`The file and its sizes are removed. This cannot be undone.`,
              confirmLabel: t`Delete for good`,
              danger: true,
              onConfirm: () => mutations.remove.mutateAsync(row.id).then(() => done(t`Deleted`), failed),
            })
          }
        >
          {t`Delete for good`}
        </Button>
      </Group>
    ),
  };

  return (
    <Tabs value={tab} onChange={(value) => setParams(value === 'trash' ? { tab: 'trash' } : {}, { replace: true })}>
      <Tabs.List mb="md">
        <Tabs.Tab value="library">{t`Library`}</Tabs.Tab>
        <Tabs.Tab value="trash">{t`Trash`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="library">
        {tab === 'library' ? (
          <Stack gap="md">
            <UploadDropzone
              loading={mutations.upload.isPending}
              onDrop={(files) =>
                mutations.upload.mutateAsync(files).then((added) => done(t`${added.length} uploaded`), failed)
              }
            />
            <ListScreen<AttachmentView>
              screen="admin-system/attachment"
              title={t`Attachments`}
              resource={ATTACHMENT_PATH}
              queryKey={attachmentKeys.lists()}
              columns={[...columns, library]}
              searchable
              filters={[
                {
                  name: 'kind',
                  label: t`Kind`,
                  kind: 'select',
                  options: [
                    { value: 'image', label: t`Images` },
                    { value: 'document', label: t`Documents` },
                  ],
                },
              ]}
              bulkActions={[{ label: t`Move to trash`, color: 'orange', run: trash }]}
              empty={{ title: t`No files yet`, hint: t`Drop images or documents above to add them to the library.` }}
            />
          </Stack>
        ) : null}
      </Tabs.Panel>
      <Tabs.Panel value="trash">
        {tab === 'trash' ? (
          <ListScreen<AttachmentView>
            screen="admin-system/attachment-trash"
            title={t`Trash`}
            resource={TRASH_PATH}
            queryKey={[...attachmentKeys.lists(), 'trash']}
            columns={[...columns, trashed]}
            searchable
            bulkActions={[{ label: t`Restore`, run: restore }]}
            actions={
              <Button
                color="red"
                variant="light"
                onClick={() =>
                  confirmAction({
                    title: t`Empty the trash?`,
                    message: t`Every file in the trash is deleted for good. This cannot be undone.`,
                    confirmLabel: t`Empty the trash`,
                    danger: true,
                    onConfirm: () =>
                      mutations.emptyTrash.mutateAsync().then((result) => done(t`${result.deleted} deleted`), failed),
                  })
                }
              >
                {t`Empty the trash`}
              </Button>
            }
            empty={{
              title: t`The trash is empty`,
              hint: t`Files moved to the trash wait here until they are restored or deleted.`,
            }}
          />
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}

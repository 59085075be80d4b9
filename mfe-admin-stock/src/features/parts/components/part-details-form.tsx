import { Alert, Button, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { filledIn, RecordFields, showApiError, useRecordForm } from '@shop/admin';
import { PartPatch, type PartAdminView } from '@shop/contracts';
import { showToast } from '@shop/ui';
import { useState } from 'react';
import { usePartWrites } from '../api/part-api.ts';
import { partBody, partValues, usePartFields, type PartForm } from './part-fields.ts';
import { PartNumberCheck, usePartNumberClash } from './part-number-check.tsx';

/**
 * A part's details on its page: names, maker, category, position. The number is checked as it is typed (another
 * maker's is a warning, the maker's own a refusal), and a refused save names the part that has the number.
 */
export function PartDetailsForm({ part }: { part: PartAdminView }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const fields = usePartFields();
  const writes = usePartWrites(part.id);
  const partNumberClash = usePartNumberClash();
  const form = useRecordForm<PartForm>({
    schema: PartPatch,
    initialValues: partValues(part),
    toBody: partBody,
    // The patch schema lets a cleared field through; the part must keep its number and name.
    rules: { partNumber: filledIn, name: filledIn },
  });
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    try {
      await writes.update.mutateAsync(partBody(values));
      showToast({ color: 'green', message: t`Saved` });
    } catch (error) {
      setProblem(partNumberClash(error) ?? showApiError(form, error, (message) => i18n._(message))?.message);
    }
  });
  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RecordFields form={form} fields={fields} isNew={false} />
        <PartNumberCheck partNumber={values.partNumber} makerId={values.brandItemId} exceptId={part.id} />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={writes.update.isPending}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

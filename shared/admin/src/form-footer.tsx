// The foot of every back-office form: the refusal that has no field of its own, then Cancel and the save button.
import { Alert, Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface FormFooterProps {
  /** The refusal to show, already in the user's language. */
  problem: string | undefined;
  saving: boolean;
  /** No Cancel button without it (a form on the page, not in a modal). */
  onCancel?: () => void;
  /** "Save" by default. */
  submitLabel?: string;
  /** `record-save` by default, the name the end-to-end tests know a form's save by. */
  submitTestId?: string;
  submitDisabled?: boolean;
  /** A form element submits with the button; a form without one (plain state) saves on this click. */
  onSubmit?: () => void;
}

export function FormFooter({
  problem,
  saving,
  onCancel,
  submitLabel,
  submitTestId = 'record-save',
  submitDisabled = false,
  onSubmit,
}: FormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button
          {...(onSubmit ? { onClick: onSubmit } : { type: 'submit' as const })}
          loading={saving}
          disabled={submitDisabled}
          data-testid={submitTestId}
        >
          {submitLabel ?? t`Save`}
        </Button>
      </Group>
    </>
  );
}

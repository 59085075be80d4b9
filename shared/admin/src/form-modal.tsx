import { Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormFooter, type FormFooterProps } from './form-footer.tsx';

export interface FormModalProps extends Omit<FormFooterProps, 'onCancel' | 'onSubmit'> {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's name for the end-to-end tests. */
  testId?: string;
  children: ReactNode;
}

/** A form in a modal: its inputs, then the kit's footer; closing is Cancel. */
export function FormModal({ title, onClose, onSubmit, testId = 'record-form', children, ...footer }: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="sm">
          {children}
          <FormFooter {...footer} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

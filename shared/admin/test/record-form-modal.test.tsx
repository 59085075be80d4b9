import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import Type from 'typebox';
import { describe, expect, it, vi } from 'vitest';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { clearToasts, ShopProviders } from '@shop/ui';
import '../src/i18n.ts';
import { RecordFormModal, type RecordFormModalProps } from '../src/record-form-modal.tsx';

interface Values extends Record<string, unknown> {
  identifier: string;
}

const refused: MessageDescriptor = { id: 'test.refused', message: 'No account has this e-mail.' };

async function renderModal(props: Partial<RecordFormModalProps<Values>>) {
  await activateRouteLocale('en');
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <RecordFormModal<Values>
          title="Add an administrator"
          schema={Type.Object({ identifier: Type.String() })}
          fields={[{ name: 'identifier', label: 'E-mail' }]}
          initialValues={{ identifier: '' }}
          isNew
          onSubmit={async () => {}}
          onClose={onClose}
          {...props}
        />
      </ShopProviders>
    </I18nProvider>,
  );
  return { onClose, save: () => screen.getByTestId(props.submitTestId ?? 'record-save') as HTMLButtonElement };
}

describe('record form modal', () => {
  it('names its save as asked, keeps it off until the values can be sent, and shows a refusal the screen words', async () => {
    const { onClose, save } = await renderModal({
      submitLabel: 'Make admin',
      submitTestId: 'promote-save',
      canSubmit: (values) => values.identifier.trim() !== '',
      describeError: () => refused,
      onSubmit: () => Promise.reject(new Error('not found')),
    });
    expect(save().textContent).toBe('Make admin');
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dara@parts.demo' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('No account has this e-mail.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the body, then closes; Cancel closes without sending', async () => {
    const onSubmit = vi.fn(async () => {});
    const { onClose, save } = await renderModal({
      onSubmit,
      toBody: (values) => ({ identifier: values.identifier.trim() }),
    });
    expect(save().textContent).toBe('Save');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' dara ' } });
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'dara' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says in a toast that a new record was added, and an edited one saved; a refusal says nothing of the kind', async () => {
    const added = await renderModal({});
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dara' } });
    fireEvent.click(added.save());
    expect(await screen.findByText('Added')).toBeTruthy();
    cleanup();
    clearToasts();
    const refusedSave = await renderModal({ isNew: false, onSubmit: () => Promise.reject(new Error('down')) });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dara' } });
    fireEvent.click(refusedSave.save());
    await screen.findByRole('alert');
    expect(screen.queryByText('Saved')).toBeNull();
    cleanup();
    const saved = await renderModal({ isNew: false });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dara' } });
    fireEvent.click(saved.save());
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

// Confirmations through @mantine/modals, with a required reason where the action takes one.
import { Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { showToast } from '@shop/ui';
import { i18n } from '@shop/i18n';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { describeApiError } from './api-errors.ts';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions confirm in red. */
  danger?: boolean;
  /** Asks for a reason (required) and hands it to `onConfirm`. */
  withReason?: boolean;
  onConfirm: (reason?: string) => void | Promise<void>;
}

function ReasonField({ onChange }: { onChange: (value: string) => void }) {
  return (
    <Textarea
      label={i18n._(msg`Reason`)}
      required
      autosize
      minRows={2}
      maxLength={500}
      data-autofocus
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** Opens the confirmation; with a reason, "confirm" does nothing until one is written. */
export function confirmAction({ title, message, confirmLabel, danger, withReason, onConfirm }: ConfirmOptions): void {
  let reason = '';
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {withReason ? <ReasonField onChange={(value) => (reason = value)} /> : null}
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: i18n._(msg`Cancel`) },
    confirmProps: { color: danger ? 'red' : undefined },
    closeOnConfirm: false,
    onConfirm: () => {
      if (withReason && !reason.trim()) return;
      modals.closeAll();
      void onConfirm(withReason ? reason.trim() : undefined);
    },
  });
}

export interface ConfirmWriteOptions extends Omit<ConfirmOptions, 'onConfirm' | 'withReason'> {
  write: () => Promise<unknown>;
  /** The toast once it is written ("Deleted"). */
  done: string;
}

/** A confirmed write from a list's row (delete, switch off): a green toast when written, the API's refusal in red. */
export function confirmWrite({ write, done, ...confirm }: ConfirmWriteOptions): void {
  confirmAction({
    ...confirm,
    onConfirm: async () => {
      try {
        await write();
        showToast({ color: 'green', message: done });
      } catch (error) {
        showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
      }
    },
  });
}

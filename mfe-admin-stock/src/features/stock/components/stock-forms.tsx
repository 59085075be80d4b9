// The stock's own forms, each a kit form modal validated by the contract's schema: prices and threshold, an
// increase, and a counted adjustment with its reason.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RecordFormModal } from '@shop/admin';
import {
  ADJUSTMENT_KINDS,
  StockAdjustmentForm,
  StockIncreaseBody,
  StockPatch,
  type AdjustmentBody,
  type AdjustmentKind,
  type StockView,
} from '@shop/contracts';
import { useAdjustmentKindLabel } from '../../../lib/stock-words.ts';
import { useStockWrites } from '../api/stock-writes.ts';

/** A number field's value as the body wants it: a number, or left out when blank (so "required" shows). */
const wholeNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

interface PriceValues extends Record<string, unknown> {
  price: string;
  dealerPrice: string;
  alertThreshold: number | string;
}

export function StockEditModal({ stock, onClose }: { stock: StockView; onClose: () => void }) {
  const { t } = useLingui();
  const writes = useStockWrites();
  return (
    <RecordFormModal<PriceValues>
      title={t`Prices and alert of ${stock.item.partNumber}`}
      schema={StockPatch}
      isNew={false}
      fields={[
        { name: 'price', label: t`Price (USD)`, description: t`Up to two decimals, e.g. 12.50`, required: true },
        { name: 'dealerPrice', label: t`Dealer price (USD)`, required: true },
        {
          name: 'alertThreshold',
          label: t`Low-stock alert at`,
          kind: 'number',
          description: t`Warn when this many or fewer are left`,
          required: true,
        },
      ]}
      initialValues={{ price: stock.price, dealerPrice: stock.dealerPrice, alertThreshold: stock.alertThreshold }}
      toBody={(values) => ({
        price: values.price.trim(),
        dealerPrice: values.dealerPrice.trim(),
        alertThreshold: wholeNumber(values.alertThreshold),
      })}
      onSubmit={(patch) => writes.update.mutateAsync({ id: stock.id, patch })}
      onClose={onClose}
    />
  );
}

interface IncreaseValues extends Record<string, unknown> {
  quantity: number | string;
  note: string;
}

export function StockIncreaseModal({ stock, onClose }: { stock: StockView; onClose: () => void }) {
  const { t } = useLingui();
  const writes = useStockWrites();
  return (
    <RecordFormModal<IncreaseValues>
      title={t`Increase ${stock.item.partNumber} (${stock.quantity} now)`}
      schema={StockIncreaseBody}
      isNew
      fields={[
        { name: 'quantity', label: t`Units to add`, kind: 'number', required: true },
        { name: 'note', label: t`Note`, description: t`e.g. the delivery note number` },
      ]}
      initialValues={{ quantity: '', note: '' }}
      toBody={(values) => ({
        quantity: wholeNumber(values.quantity),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      })}
      rules={{ quantity: (value) => (Number(value) > 0 ? null : msg`More than zero`) }}
      onSubmit={(body) => writes.increase.mutateAsync({ id: stock.id, body: body as StockIncreaseBody })}
      onClose={onClose}
    />
  );
}

interface AdjustValues extends Record<string, unknown> {
  kind: AdjustmentKind;
  quantity: number | string;
  reason: string;
}

export function StockAdjustModal({ stock, onClose }: { stock: StockView; onClose: () => void }) {
  const { t } = useLingui();
  const writes = useStockWrites();
  const kindLabel = useAdjustmentKindLabel();
  return (
    <RecordFormModal<AdjustValues>
      title={t`Adjust ${stock.item.partNumber} (${stock.quantity} now)`}
      schema={StockAdjustmentForm}
      isNew
      fields={[
        {
          name: 'kind',
          label: t`What happened`,
          kind: 'select',
          options: ADJUSTMENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
          required: true,
        },
        { name: 'quantity', label: t`Units (for a recount: the quantity counted)`, kind: 'number', required: true },
        { name: 'reason', label: t`Reason`, kind: 'textarea', required: true },
      ]}
      initialValues={{ kind: 'RECOUNT', quantity: '', reason: '' }}
      toBody={(values) => ({ kind: values.kind, quantity: wholeNumber(values.quantity), reason: values.reason.trim() })}
      rules={{
        quantity: (value, values) => (values.kind !== 'RECOUNT' && !(Number(value) > 0) ? msg`More than zero` : null),
        reason: (value) => (String(value).trim() ? null : msg`Say why`),
      }}
      onSubmit={(body) =>
        writes.adjust.mutateAsync({ ...(body as Omit<AdjustmentBody, 'stockId'>), stockId: stock.id })
      }
      onClose={onClose}
    />
  );
}

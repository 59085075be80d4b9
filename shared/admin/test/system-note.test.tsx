import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemNoteCode, SystemNoteFacts } from '@shop/contracts';
import { activateRouteLocale, i18n } from '@shop/i18n';
import '../src/i18n.ts';
import { noteText, useSystemNote } from '../src/system-note.ts';

/** A stock-history note as the stock desk shows it: the system's words, then what a person typed. */
function Note({ code, facts, note }: { code: SystemNoteCode; facts: SystemNoteFacts; note: string | null }) {
  const systemNote = useSystemNote();
  return <p data-testid="note">{noteText(systemNote(code, facts), note)}</p>;
}

async function shown(locale: 'en' | 'kh', code: SystemNoteCode, facts: SystemNoteFacts, note: string | null = null) {
  await activateRouteLocale(locale);
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <Note code={code} facts={facts} note={note} />
    </I18nProvider>,
  );
  const text = screen.getByTestId('note').textContent;
  unmount();
  return text;
}

afterEach(() => activateRouteLocale('en'));

describe("stock notes of adjustments and supplier returns, worded in the reader's language", () => {
  it('words an adjustment by its kind, then the reason the person typed', async () => {
    expect(await shown('en', 'ADJUSTMENT_MADE', { kind: 'DAMAGED' }, 'Dropped')).toBe('Damaged: Dropped');
    expect(await shown('kh', 'ADJUSTMENT_MADE', { kind: 'DAMAGED' }, 'Dropped')).toBe('ខូច: Dropped');
    expect(await shown('kh', 'ADJUSTMENT_MADE', { kind: 'FOUND' })).toBe('រកឃើញ');
  });

  it("words the CSV import's quantities", async () => {
    expect(await shown('en', 'CSV_IMPORT', {})).toBe('Catalogue CSV import');
    expect(await shown('kh', 'CSV_IMPORT', {})).toBe('ការនាំចូលកាតាឡុកពីឯកសារ CSV');
  });

  it("words a supplier return's take and give-back with its number", async () => {
    expect(await shown('en', 'SUPPLIER_RETURN', { returnId: 5 })).toBe('Supplier return #5');
    expect(await shown('en', 'SUPPLIER_RETURN_DELETED', { returnId: 5 })).toBe('Supplier return #5 deleted');
    for (const code of ['SUPPLIER_RETURN', 'SUPPLIER_RETURN_DELETED'] as const)
      expect(await shown('kh', code, { returnId: 5 })).not.toMatch(/[A-Za-z]/);
  });
});

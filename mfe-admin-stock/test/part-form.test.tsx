// A part's form on its page (issue 34 §7 and §8), as staff use it: the part's details in labelled fields, a save that
// sends what was typed and says so, every missing field flagged at once, another maker's part of the same number a
// warning as it is typed, and a save the API refuses because the maker has that number (409 DUPLICATE with the
// existing part in its facts) naming that part in the reader's language. The API is the contract-checked stand-in
// (@shop/ui/testing): each answer and each body is checked against @shop/contracts.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CategoryAdminView,
  CategoryListQuery,
  Envelope,
  NamedRef,
  PartAdminView,
  PartNumberCheck,
  PartNumberCheckQuery,
  PartPatch,
  Paged,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, pageOf, refuse, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { PartDetailsForm } from '../src/features/parts/components/part-details-form.tsx';
import { Page } from '../src/lib/page.tsx';

const api = withApiStandIn();

const ref = (id: number, name: string, nameKh: string | null = null) => ({ id, name, nameKh });
const part: PartAdminView = {
  id: 8,
  itemId: 108,
  partNumber: 'DUP-43',
  name: 'Second pad',
  nameKh: null,
  description: null,
  descriptionKh: null,
  maker: ref(1, 'Bosch'),
  category: ref(2, 'Brakes'),
  position: 'Main',
  imageId: null,
  image: null,
  popular: false,
  bestSeller: false,
  shippingWeightGrams: 600,
  createdAt: '2026-12-06T00:00:00.000Z',
  updatedAt: '2026-12-06T00:00:00.000Z',
};
const brakes: CategoryAdminView = {
  ...ref(2, 'Brakes', 'ហ្វ្រាំង'),
  imageId: null,
  image: null,
  sortOrder: 0,
  createdAt: '2026-12-06T00:00:00.000Z',
};
const otherMaker: PartNumberCheck = {
  sameMaker: null,
  otherMakers: [{ id: 21, partNumber: 'DUP 43', name: 'Denso pad', nameKh: 'បន្ទះ ដិនសូ', maker: ref(4, 'Denso') }],
};

/** The form's reads (makers, categories, the number check) and the save, refused as a duplicate when `duplicate`. */
function answerForm({ duplicate = false } = {}) {
  const saved: unknown[] = [];
  const checked: string[] = [];
  api.on('GET /api/backend/brand-item/short', { response: ListOf(NamedRef) }, () => ({
    data: [ref(1, 'Bosch'), ref(4, 'Denso')],
  }));
  api.on('GET /api/backend/category', { response: Paged(CategoryAdminView), query: CategoryListQuery }, () =>
    pageOf([brakes]),
  );
  api.on(
    'GET /api/backend/part/number-check',
    { response: Envelope(PartNumberCheck), query: PartNumberCheckQuery },
    ({ query }) => {
      checked.push(query.toString());
      return { data: query.get('partNumber') === 'DUP-43' ? otherMaker : { sameMaker: null, otherMakers: [] } };
    },
  );
  api.on('PUT /api/backend/part/:id', { response: Envelope(PartAdminView), body: PartPatch }, ({ body }) => {
    if (duplicate)
      return refuse(409, 'DUPLICATE', 'This maker already has part DUP-42.AB-7 (part 5, Original pad)', {
        field: 'partNumber',
        facts: { partId: 5, partNumber: 'DUP-42.AB-7', name: 'Original pad', nameKh: 'បន្ទះដើម' },
      });
    saved.push(body);
    return { data: { ...part, ...(body as Partial<PartAdminView>) } };
  });
  return { saved, checked };
}

async function renderForm(locale: 'en' | 'kh' = 'en') {
  signIn();
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <Page>
        <PartDetailsForm part={part} />
      </Page>
    </AppProviders>,
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** The text of the alert (beside the number's warning, also an alert) that matches. */
async function problem(text: RegExp): Promise<string> {
  let found = '';
  await waitFor(() => {
    found = screen.getAllByRole('alert').find((alert) => text.test(alert.textContent ?? ''))?.textContent ?? '';
    expect(found).not.toBe('');
  });
  return found;
}

describe('the part form', { timeout: 30_000 }, () => {
  it("shows the part's details in labelled fields", async () => {
    answerForm();
    await renderForm();
    await waitFor(() => expect((field(/Part number/) as HTMLInputElement).value).toBe('DUP-43'));
    expect((field(/^Name\s*\*?$/) as HTMLInputElement).value).toBe('Second pad');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Maker/ }) as HTMLInputElement).value).toBe('Bosch'),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Category/ }) as HTMLInputElement).value).toBe('Brakes'),
    );
    expect((screen.getByRole('textbox', { name: /Shipping weight/ }) as HTMLInputElement).value).toBe('600');
  });

  it('saves what was typed and says so', async () => {
    const { saved } = answerForm();
    await renderForm();
    fireEvent.change(field(/Name in Khmer/), { target: { value: 'បន្ទះទីពីរ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ partNumber: 'DUP-43', name: 'Second pad', nameKh: 'បន្ទះទីពីរ', brandItemId: 1 });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('flags every missing field at once and sends nothing', async () => {
    const { saved } = answerForm();
    await renderForm();
    fireEvent.change(field(/Part number/), { target: { value: '' } });
    fireEvent.change(field(/^Name\s*\*?$/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(/Part number/).getAttribute('aria-invalid')).toBe('true'));
    expect(field(/^Name\s*\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(saved).toEqual([]);
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("warns of another maker's part of the number, leaving the part itself out of the check", async () => {
    const { checked } = answerForm();
    await renderForm();
    expect(
      await screen.findByText(
        'Another maker uses this number too: DUP 43 · Denso (Denso pad). You can save; check that it is not the same part.',
      ),
    ).toBeTruthy();
    expect(checked[0]).toBe('partNumber=DUP-43&brandItemId=1&exceptId=8');
  });

  it('names the existing part when the save is refused for the maker having the number', async () => {
    answerForm({ duplicate: true });
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await problem(/already has/)).toBe(
      'This maker already has part DUP-42.AB-7 (Original pad). Use that part, or give this one its own number.',
    );
  });

  it('says both in Khmer on a Khmer page, with the Khmer names', async () => {
    answerForm({ duplicate: true });
    await renderForm('kh');
    expect(await screen.findByText(/បន្ទះ ដិនសូ/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    const refused = await problem(/DUP-42\.AB-7/);
    expect(refused).toContain('បន្ទះដើម');
    expect(refused.replace('DUP-42.AB-7', '')).not.toMatch(/[A-Za-z]/);
  });
});

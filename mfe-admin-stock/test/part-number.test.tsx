// A part number in the part form (issue 34 §7): another maker's part of the same number is a warning as it is typed,
// and a save the API refuses because the maker has that number (409 DUPLICATE with the existing part in its facts)
// names that part in the reader's language. The API is stubbed at the HTTP calls with answers of the contract's shape.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { queryClient } from '@shop/client';
import type { PartAdminView, PartNumberCheck } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { PartDetailsForm } from '../src/features/parts/components/part-details-form.tsx';
import { Page } from '../src/lib/page.tsx';

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

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
const check: PartNumberCheck = {
  sameMaker: null,
  otherMakers: [{ id: 21, partNumber: 'DUP 43', name: 'Denso pad', nameKh: 'បន្ទះ ដិនសូ', maker: ref(4, 'Denso') }],
};
const asked: string[] = [];

/** ky's error for a refused call, as @shop/client's callers receive it (its `data` is the parsed answer). */
const refusal = (status: number, data: object) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: new Response(null, { status }),
    data,
  });

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  getData: async (path: string, options?: { searchParams?: Record<string, unknown> }) => {
    if (path === '/api/backend/part/number-check') {
      asked.push(new URLSearchParams(options?.searchParams as Record<string, string>).toString());
      return check;
    }
    return path === '/api/backend/brand-item/short' ? [ref(1, 'Bosch'), ref(4, 'Denso')] : [];
  },
  getPage: async () => ({
    data: [ref(2, 'Brakes')],
    pagination: { page: 0, pageSize: 100, totalCount: 1, totalPage: 1 },
  }),
  http: {
    put: () => {
      throw refusal(409, {
        statusCode: 409,
        code: 'DUPLICATE',
        field: 'partNumber',
        message: 'This maker already has part DUP-42.AB-7 (part 5, Original pad)',
        facts: { partId: 5, partNumber: 'DUP-42.AB-7', name: 'Original pad', nameKh: 'បន្ទះដើម' },
      });
    },
  },
}));

afterEach(() => {
  queryClient.clear();
  asked.length = 0;
});

async function renderForm(locale: 'en' | 'kh') {
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <Page>
        <PartDetailsForm part={part} />
      </Page>
    </AppProviders>,
  );
}

describe('the part form', () => {
  it("warns of another maker's part of the number, leaving the part itself out of the check", async () => {
    await renderForm('en');
    const warning = await screen.findByTestId('part-number-other-makers');
    expect(warning.textContent).toBe(
      'Another maker uses this number too: DUP 43 · Denso (Denso pad). You can save; check that it is not the same part.',
    );
    expect(asked[0]).toBe('partNumber=DUP-43&brandItemId=1&exceptId=8');
  });

  it('names the existing part when the save is refused for the maker having the number', async () => {
    await renderForm('en');
    fireEvent.click(await screen.findByTestId('part-save'));
    expect((await screen.findByTestId('part-form-problem')).textContent).toBe(
      'This maker already has part DUP-42.AB-7 (Original pad). Use that part, or give this one its own number.',
    );
  });

  it('says both in Khmer on a Khmer page, with the Khmer names', async () => {
    await renderForm('kh');
    const warning = (await screen.findByTestId('part-number-other-makers')).textContent ?? '';
    expect(warning).toContain('បន្ទះ ដិនសូ');
    fireEvent.click(await screen.findByTestId('part-save'));
    const problem = (await screen.findByTestId('part-form-problem')).textContent ?? '';
    expect(problem).toContain('បន្ទះដើម');
    expect(problem.replace('DUP-42.AB-7', '')).not.toMatch(/[A-Za-z]/);
  });
});

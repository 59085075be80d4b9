import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVehicleFilterStore } from '@shop/client';
import { withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

const { requests } = withCatalogApi();

describe('search page', () => {
  it("searches from the query, says how each result matched, and pages with the spec's text and labels", async () => {
    const router = await renderAt('/en/search?q=0446510K1');
    const result = await screen.findByTestId('search-result');
    expect(within(result).getByText('Similar part number')).toBeTruthy();
    expect(requests.find((r) => r.url.includes('search'))?.body).toEqual({ query: '0446510K1', page: 0, size: 20 });
    expect(screen.getAllByTestId('pager-range')[0]!.textContent).toBe('1 / 1 items');
    expect(screen.getAllByLabelText('Page Size')[0]).toBeTruthy();
    expect(screen.getAllByLabelText('Next Page')[0]).toBeTruthy();
    const search = screen.getByRole('search');
    const box = within(search).getByRole('textbox', { name: 'Part number or keyword' }) as HTMLInputElement;
    expect(box.value).toBe('0446510K1');
    // Blank is no search: the page stays where it is.
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=0446510K1');
    fireEvent.change(box, { target: { value: '  brake pad ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake+pad'));
  });
});

describe('search page: what it understood', () => {
  it('shows the vehicle it read as a removable chip, says it does not know the year, and searches without either', async () => {
    const router = await renderAt('/en/search?q=brake+hilux+1960');
    const chips = await screen.findByTestId('understood');
    expect(within(chips).getByText('Toyota Hilux')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'The shop does not know a Toyota Hilux of 1960. The results fit its other years.',
    );
    fireEvent.click(screen.getByLabelText('Remove 1960'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake+hilux'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(await screen.findByLabelText('Remove Toyota Hilux'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake'));
  });

  it('says a model it does not know, names the words it could not use and shows the closest parts (no dead end)', async () => {
    const router = await renderAt('/en/search?q=toyota+supra');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The shop does not know a Toyota "supra". The results fit any Toyota.',
    );
    expect(await screen.findByText('The shop could not use: supra')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other parts for the Toyota' })).toBeTruthy();
    expect(within(screen.getByTestId('no-dead-end')).getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Remove supra'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=toyota'));
  });

  it('shows a span of years as one removable chip', async () => {
    const router = await renderAt('/en/search?q=brake+hilux+2008-2012');
    const chips = await screen.findByTestId('understood');
    expect(within(chips).getByText('2008–2012')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove 2008–2012'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake+hilux'));
  });

  it('shows an engine size it understood as a chip saying every engine is shown, and removes it', async () => {
    const router = await renderAt('/en/search?q=brake+hilux+2.5');
    const chips = await screen.findByTestId('understood');
    expect(within(chips).getByText('2.5 L engine: parts for every engine')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove 2.5 L engine: parts for every engine'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake+hilux'));
  });

  it('says a vehicle brand the shop has no parts for and searches without it', async () => {
    const router = await renderAt('/en/search?q=bmw+oil+filter');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shop has no parts listed for "bmw" vehicles. The results fit any vehicle.',
    );
    fireEvent.click(screen.getByLabelText('Remove bmw'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=oil+filter'));
  });

  it('says the unknown brand in Khmer on a Khmer page', async () => {
    await renderAt('/kh/search?q=bmw+oil+filter');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ហាងមិនទាន់មានគ្រឿងបន្លាស់សម្រាប់រថយន្ត «bmw» ទេ។ លទ្ធផលខាងក្រោមសមនឹងរថយន្តណាមួយ។',
    );
  });

  it('says it in Khmer on a Khmer page', async () => {
    await renderAt('/kh/search?q=toyota+supra');
    expect((await screen.findByRole('alert')).textContent).toContain('ហាងមិនស្គាល់រថយន្ត តូយ៉ូតា «supra» ទេ។');
    expect(await screen.findByText('ហាងមិនអាចប្រើពាក្យទាំងនេះបានទេ៖ supra')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'គ្រឿងបន្លាស់ផ្សេងទៀតសម្រាប់ តូយ៉ូតា' })).toBeTruthy();
  });

  it('offers to keep the model year it understood in My garage, and then says it is there', async () => {
    await renderAt('/en/search?q=brake+hilux+2009');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Toyota Hilux 2009 to My garage' }));
    await waitFor(() => expect(screen.getByText('Toyota Hilux 2009 is in My garage.')).toBeTruthy());
    expect(useVehicleFilterStore.getState().guestGarage).toMatchObject([{ brandId: 1, modelId: 13, yearId: 9 }]);
    useVehicleFilterStore.getState().clearGuestGarage();
  });

  it('says which cross-reference number found a part', async () => {
    await renderAt('/en/search?q=04465-0K240');
    const note = await screen.findByTestId('matched-number');
    expect(note.textContent).toBe('Replaces04465-0K240');
  });
});

describe('accessories page', () => {
  const browseCalls = () =>
    requests.filter((r) => r.url === '/api/frontend/dashboard/accessory/part').map((r) => r.body);

  it('shows every accessory as one grid under category chips with counts, and shows more on request', async () => {
    const router = await renderAt('/en/accessories?show-summary=true');
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(browseCalls()[0]).toEqual({ page: 0, size: 20, showSummary: true });
    const chips = within(screen.getByRole('group', { name: 'Categories' }));
    expect(chips.getAllByRole('radio').map((chip) => (chip as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'All (3)',
      'Dash Cameras (2)',
      'Floor Mats (1)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(browseCalls()[1]).toEqual({ page: 1, size: 20, showSummary: false });
    expect(router.state.location.search).toBe('?show-summary=true&page=1');
  });

  it('narrows to a category by its chip, keeping it in the address', async () => {
    const router = await renderAt('/en/accessories?show-summary=true');
    fireEvent.click(within(await screen.findByRole('group', { name: 'Categories' })).getByLabelText('Floor Mats (1)'));
    await waitFor(() => expect(router.state.location.search).toBe('?show-summary=true&category=7'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Floor Mat Set')).toBeTruthy();
    expect(browseCalls().at(-1)).toEqual({ accessoryCategoryId: 7, page: 0, size: 20, showSummary: true });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount, ShopProviders } from '../src/index.ts';

const show = (element: React.ReactElement) => render(<ShopProviders>{element}</ShopProviders>);

describe('Amount', () => {
  it('writes dollars and riel with leading signs, up to two decimals and grouped riel', () => {
    show(<Amount usd="12.5" khr="51300" testId="price" />);
    expect(screen.getByTestId('price-usd').textContent).toBe('$12.50');
    expect(screen.getByTestId('price-khr').textContent).toBe('៛51,300');
    expect(screen.getByTestId('price').textContent).toBe('$12.50៛51,300');
  });

  it('drops the decimals of a whole amount and keeps it exact', () => {
    show(<Amount usd="90071992547409.10" khr="369295168444377300" testId="total" />);
    expect(screen.getByTestId('total-usd').textContent).toBe('$90,071,992,547,409.10');
    expect(screen.getByTestId('total-khr').textContent).toBe('៛369,295,168,444,377,300');
    show(<Amount usd="25.00" khr="102500" testId="line" />);
    expect(screen.getByTestId('line-usd').textContent).toBe('$25');
  });

  it('leaves the riel out when there is none', () => {
    show(<Amount usd="7" khr={null} testId="amount" />);
    expect(screen.getByTestId('amount').textContent).toBe('$7');
    expect(screen.queryByTestId('amount-khr')).toBeNull();
  });

  it('marks nothing for tests without a testId', () => {
    const { container } = show(<Amount usd="3.75" khr="15400" />);
    expect(container.querySelectorAll('[data-testid]')).toHaveLength(0);
    expect(screen.getByText('$3.75')).toBeTruthy();
    expect(screen.getByText('៛15,400')).toBeTruthy();
  });

  it('makes the dollars bold only when strong', () => {
    show(<Amount usd="1" khr="4100" testId="plain" />);
    show(<Amount usd="1" khr="4100" strong testId="bold" />);
    expect(getComputedStyle(screen.getByTestId('bold-usd')).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByTestId('plain-usd')).fontWeight).toBe('500');
  });

  it('refuses an amount that is not an exact decimal', () => {
    expect(() => show(<Amount usd="1e3" />)).toThrow(RangeError);
  });
});

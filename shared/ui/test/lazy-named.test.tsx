import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../src/index.ts';

describe('lazyNamed', () => {
  it("draws the module's named component, with its props, once the module has loaded", async () => {
    let loads = 0;
    const module = {
      Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
      Farewell: () => <p>Goodbye</p>,
    };
    const Greeting = lazyNamed(() => {
      loads += 1;
      return Promise.resolve(module);
    }, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Dara" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Dara')).toBeTruthy();
    expect(screen.queryByText('Goodbye')).toBeNull();
    expect(loads).toBe(1);
  });
});

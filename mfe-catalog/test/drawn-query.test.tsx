// useDrawnQuery (src/lib/drawn-query.ts): a query's answer reaches the section one render late, in React's deferred
// (interruptible) render, and not in the synchronous render TanStack Query's store update asks for.
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDrawnQuery, type DrawnQuery } from '../src/lib/drawn-query.ts';

interface Drawn {
  /** What TanStack Query said in this render. */
  query: { data: string | undefined; isError: boolean };
  /** What the section was given to draw in the same render. */
  drawn: DrawnQuery<string>;
}

/** A section of one query: each of its renders is noted, so a test can see the render the answer came in. */
function renderSection(queryFn: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const renders: Drawn[] = [];
  function Section() {
    const query = useQuery({ queryKey: ['section'], queryFn });
    const drawn = useDrawnQuery(query);
    renders.push({ query: { data: query.data, isError: query.isError }, drawn });
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Section />
    </QueryClientProvider>,
  );
  return { client, renders };
}

/** A promise the test settles when it likes. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useDrawnQuery', () => {
  it('keeps the skeleton in the render the answer arrives in, and draws the answer in the deferred render after it', async () => {
    const answer = later<string>();
    const { renders } = renderSection(() => answer.promise);
    expect(renders.at(-1)!.drawn).toEqual({ data: undefined, isPending: true, isError: false });

    await act(async () => answer.resolve('parts'));
    await waitFor(() => expect(renders.at(-1)!.drawn.data).toBe('parts'));
    const arrival = renders.findIndex((r) => r.query.data === 'parts');
    // The synchronous render of the arrival draws the section as it was: no data, still pending (its skeleton)...
    expect(renders[arrival]!.drawn).toEqual({ data: undefined, isPending: true, isError: false });
    // ...and the answer comes in a following render, React's deferred one.
    expect(renders.slice(arrival + 1).map((r) => r.drawn)).toContainEqual({
      data: 'parts',
      isPending: false,
      isError: false,
    });
  });

  it('draws a newer answer one render late too, showing the one drawn before meanwhile', async () => {
    const { client, renders } = renderSection(async () => 'old parts');
    await waitFor(() => expect(renders.at(-1)!.drawn.data).toBe('old parts'));

    await act(async () => client.setQueryData(['section'], 'new parts'));
    await waitFor(() => expect(renders.at(-1)!.drawn.data).toBe('new parts'));
    const change = renders.findIndex((r) => r.query.data === 'new parts');
    expect(renders[change]!.drawn).toEqual({ data: 'old parts', isPending: false, isError: false });
    expect(renders.slice(change + 1).map((r) => r.drawn)).toContainEqual({
      data: 'new parts',
      isPending: false,
      isError: false,
    });
  });

  it('passes an error through at once: not pending, so the section says it failed instead of a skeleton', async () => {
    const answer = later<string>();
    const { renders } = renderSection(() => answer.promise);
    await act(async () => answer.reject(new Error('offline')));
    await waitFor(() => expect(renders.at(-1)!.query.isError).toBe(true));
    const failure = renders.findIndex((r) => r.query.isError);
    expect(renders[failure]!.drawn).toEqual({ data: undefined, isPending: false, isError: true });
  });
});

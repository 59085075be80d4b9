// A large import runs as a background job (issue 37 §3): the import screen follows the job GET /api/backend/job/:id
// answers, phase by phase, in the reader's language, and hands its report on once the job completed. The API is the
// contract-checked stand-in (@shop/ui/testing), answering one job state per read.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Envelope, JobView, type ImportReport } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { ImportProgress } from '../src/features/import/components/import-progress.tsx';

const report: ImportReport = {
  kind: 'fitments',
  applied: true,
  rows: 5000,
  add: 5000,
  update: 0,
  unchanged: 0,
  rejected: [],
};
const job = (fields: Partial<JobView>): JobView => ({
  id: '5b1e6a0e-2f4e-4c55-9a57-6f0a3b2d1c00',
  kind: 'catalog-import',
  state: 'active',
  phase: 'checking',
  done: 0,
  total: 5000,
  attempts: 1,
  error: null,
  result: null,
  startedBy: { id: 1, name: 'Admin' },
  createdAt: '2026-12-06T00:00:00.000Z',
  startedAt: '2026-12-06T00:00:01.000Z',
  completedAt: null,
  ...fields,
});
const api = withApiStandIn();
let answers: JobView[] = [];

async function renderProgress(locale: 'en' | 'kh', onDone = vi.fn()) {
  signIn();
  api.on('GET /api/backend/job/:id', { response: Envelope(JobView) }, () => ({
    data: answers.length > 1 ? answers.shift()! : answers[0]!,
  }));
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <ImportProgress jobId={job({}).id} onDone={onDone} />
    </AppProviders>,
  );
  return onDone;
}

describe('import progress', () => {
  it('follows the job to its report', { timeout: 30_000 }, async () => {
    answers = [
      job({ phase: 'checking' }),
      job({ phase: 'writing', done: 5000, attempts: 2 }),
      job({ state: 'completed', phase: 'done', done: 5000, result: report }),
    ];
    const onDone = await renderProgress('en');
    await waitFor(() => expect(screen.getByTestId('import-job-phase').textContent).toBe('Checking 5000 rows…'));
    await waitFor(
      () => expect(screen.getByTestId('import-job-phase').textContent).toBe('Writing 5000 rows… · attempt 2'),
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(report), { timeout: 10_000 });
    expect(api.requests[0]!.url).toBe(`/api/backend/job/${job({}).id}`);
  });

  it('says in Khmer that a failed import wrote nothing', { timeout: 30_000 }, async () => {
    answers = [job({ state: 'failed', error: 'boom' })];
    const onDone = await renderProgress('kh');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/ការនាំចូលមិនបានបញ្ចប់ទេ/);
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(onDone).not.toHaveBeenCalled();
  });
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, http, dataOf } from '@shop/client';
import type { JobView } from '@shop/contracts';

const jobKeys = createQueryKeys('job');

const finished = (job: JobView | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** GET /api/backend/job/:id: a background job's state and progress. */
export const getJob = (id: string) => dataOf<JobView>(http.get(`/api/backend/job/${id}`));

// Read again every second until the job is over (a job answers no events; the screen asks).
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => getJob(id),
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));

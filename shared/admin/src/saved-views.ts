// Saved list views (GET/POST/PUT/DELETE /api/backend/view): a staff member's named filters, sort and columns
// of one list screen, stored by the API per user.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData, http, queryClient, dataOf } from '@shop/client';
import type { SavedView, SavedViewBody } from '@shop/contracts';

export type { SavedView, SavedViewBody };

export const savedViewKeys = createQueryKeys('saved-view');

export const getSavedViews = (screen: string) =>
  getData<SavedView[]>('/api/backend/view', { searchParams: { screen } });

export const savedViewsQueryOptions = (screen: string) =>
  queryOptions({ queryKey: savedViewKeys.list({ screen }), queryFn: () => getSavedViews(screen) });

export const useSavedViews = (screen: string) => useQuery(savedViewsQueryOptions(screen));

export const createSavedView = (body: SavedViewBody) =>
  dataOf<SavedView>(http.post('/api/backend/view', { json: body }));
export const deleteSavedView = (id: number) => http.delete(`/api/backend/view/${id}`);

const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() });

export const useCreateSavedView = () => useMutation({ mutationFn: createSavedView, onSuccess: refresh });
export const useDeleteSavedView = () => useMutation({ mutationFn: deleteSavedView, onSuccess: refresh });

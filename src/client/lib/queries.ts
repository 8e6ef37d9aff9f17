// One queryOptions factory per endpoint.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category } from '../../shared/constants.ts';
import type {
  CountsResponse,
  FilterQuery,
  MapResponse,
  School,
  SearchQuery,
  SearchResponse,
  StatsResponse,
} from '../../shared/schemas.ts';
import { getJson } from './api.ts';

export const countsQuery = () =>
  queryOptions({
    queryKey: ['counts'],
    queryFn: ({ signal }) => getJson<CountsResponse>('/api/counts', undefined, signal),
    staleTime: 60_000,
  });

export const schoolsQuery = (query: Partial<SearchQuery>) =>
  queryOptions({
    queryKey: ['schools', query],
    queryFn: ({ signal }) => getJson<SearchResponse>('/api/schools', query, signal),
    placeholderData: keepPreviousData,
  });

export const schoolQuery = (id: number) =>
  queryOptions({
    queryKey: ['school', id],
    queryFn: ({ signal }) => getJson<School>(`/api/schools/${id}`, undefined, signal),
    enabled: id > 0,
  });

export const mapPointsQuery = (filters: FilterQuery) =>
  queryOptions({
    queryKey: ['map-points', filters],
    queryFn: ({ signal }) => getJson<MapResponse>('/api/map-points', filters, signal),
    placeholderData: keepPreviousData,
  });

export const statsQuery = (schoolCategory: Category | 'all') =>
  queryOptions({
    queryKey: ['stats', schoolCategory],
    queryFn: ({ signal }) => getJson<StatsResponse>('/api/stats', { schoolCategory }, signal),
  });

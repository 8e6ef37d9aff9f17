// One queryOptions factory per endpoint.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category } from '../../shared/constants.ts';
import type { Sort } from '../../shared/constants.ts';
import type { FilterQuery } from '../../shared/filters.ts';
import type { CountsResponse, MapResponse, School, SearchResponse, StatsResponse } from '../../shared/schemas.ts';
import type { AddressResponse } from '../../shared/address-schemas.ts';
import type { NetsAtResponse, P1Net, PlacesResponse } from '../../shared/place-schemas.ts';
import { getJson } from './api.ts';

export const countsQuery = () =>
  queryOptions({
    queryKey: ['counts'],
    queryFn: ({ signal }) => getJson<CountsResponse>('/api/counts', undefined, signal),
    staleTime: 60_000,
  });

/** The place part of a search, as the API takes it. */
export type PlaceQuery = { near?: string; radius?: number };
export type SchoolsQuery = FilterQuery & PlaceQuery & { sort?: Sort; page?: number; limit?: number };

export const schoolsQuery = (query: SchoolsQuery) =>
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

export const mapPointsQuery = (filters: FilterQuery & PlaceQuery) =>
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

/** Every P1 school net with its areas and EDB page: stable for a data version. */
export const netsQuery = () =>
  queryOptions({
    queryKey: ['nets'],
    queryFn: ({ signal }) => getJson<{ nets: P1Net[] }>('/api/nets', undefined, signal),
    staleTime: Infinity,
  });

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => getJson<PlacesResponse>('/api/places', { q }, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** A typed address through the server's Address Lookup Service client; run on demand, never retried. */
export const addressQuery = (q: string) =>
  queryOptions({
    queryKey: ['address', q],
    queryFn: ({ signal }) => getJson<AddressResponse>('/api/address', { q }, signal),
    enabled: false,
    retry: false,
    staleTime: Infinity,
  });

export const netsAtQuery = (near: string) =>
  queryOptions({
    queryKey: ['nets', near],
    queryFn: ({ signal }) => getJson<NetsAtResponse>('/api/nets', { near }, signal),
    staleTime: Infinity,
  });

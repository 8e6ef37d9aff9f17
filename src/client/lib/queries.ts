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
    queryFn: (context) => getJson<CountsResponse>('/api/counts', undefined, context),
    staleTime: 60_000,
  });

/** The place part of a search, as the API takes it. */
export type PlaceQuery = { near?: string; radius?: number };
export type SchoolsQuery = FilterQuery & PlaceQuery & { sort?: Sort; page?: number; limit?: number };

export const schoolsQuery = (query: SchoolsQuery) =>
  queryOptions({
    queryKey: ['schools', query],
    queryFn: (context) => getJson<SearchResponse>('/api/schools', query, context),
    placeholderData: keepPreviousData,
  });

export const schoolQuery = (id: number) =>
  queryOptions({
    queryKey: ['school', id],
    queryFn: (context) => getJson<School>(`/api/schools/${id}`, undefined, context),
    enabled: id > 0,
  });

export const mapPointsQuery = (filters: FilterQuery & PlaceQuery) =>
  queryOptions({
    queryKey: ['map-points', filters],
    queryFn: (context) => getJson<MapResponse>('/api/map-points', filters, context),
    placeholderData: keepPreviousData,
  });

export const statsQuery = (schoolCategory: Category | 'all') =>
  queryOptions({
    queryKey: ['stats', schoolCategory],
    queryFn: (context) => getJson<StatsResponse>('/api/stats', { schoolCategory }, context),
  });

/** Every P1 school net with its areas and EDB page: stable for a data version. */
export const netsQuery = () =>
  queryOptions({
    queryKey: ['nets'],
    queryFn: (context) => getJson<{ nets: P1Net[] }>('/api/nets', undefined, context),
    staleTime: Infinity,
  });

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: ['places', q],
    queryFn: (context) => getJson<PlacesResponse>('/api/places', { q }, context),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** A typed address through the server's Address Lookup Service client; run on demand, never retried. */
export const addressQuery = (q: string) =>
  queryOptions({
    queryKey: ['address', q],
    queryFn: (context) => getJson<AddressResponse>('/api/address', { q }, context),
    enabled: false,
    retry: false,
    staleTime: Infinity,
  });

export const netsAtQuery = (near: string) =>
  queryOptions({
    queryKey: ['nets', near],
    queryFn: (context) => getJson<NetsAtResponse>('/api/nets', { near }, context),
    staleTime: Infinity,
  });

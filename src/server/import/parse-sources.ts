// Parses every loaded file with its parser; row counts per file feed the import report.
import type { LoadedFile, LoadedSources } from './sources.ts';
import { type LocationRow, parseSchoolLocation } from './parse-school-location.ts';
import { type KgProfile, parseKgProfiles } from './parse-kg-profiles.ts';
import { type KgSchemeEntry, parseKgScheme } from './parse-kg-scheme.ts';
import { type KgVacancy, parseKgVacancy } from './parse-kg-vacancy.ts';
import { type PrimaryProfile, parsePrimaryProfiles } from './parse-primary-profiles.ts';
import { type SecondaryProfile, parseSecondaryProfiles } from './parse-secondary-profiles.ts';
import { type DistrictBoundary, parseDistrictBoundaries } from './district-boundaries.ts';
import type { P1Boundary, PoaNet, Station } from '../places/reference-schemas.ts';
import { parsePoaNets } from './parse-poa-nets.ts';
import { parseMtrStations } from './parse-mtr-stations.ts';
import { parseP1Boundaries } from './parse-p1-boundaries.ts';
import {
  type DssFee,
  type SspaNet,
  type ThroughTrainEntry,
  parseDssFees,
  parseSspaNets,
  parseThroughTrain,
} from './parse-small-lists.ts';

export interface Parsed<T> {
  file: string;
  rows: T[];
}

export interface ParsedSources {
  schoolLocation: Parsed<LocationRow>;
  kgProfiles: Parsed<KgProfile>;
  kgScheme: Parsed<KgSchemeEntry>;
  kgVacancy: Parsed<KgVacancy> | null;
  primaryProfiles: Parsed<PrimaryProfile>;
  secondaryProfiles: Parsed<SecondaryProfile> | null;
  dssFees: Parsed<DssFee>;
  throughTrain: Parsed<ThroughTrainEntry>;
  sspaNets: Parsed<SspaNet> | null;
  /** Decides between a row's two positions when they disagree (grid-check.ts). */
  districtBoundaries: Parsed<DistrictBoundary> | null;
  /** Required by loadSources; null only in fixtures that leave the place datasets out (see build-reference.ts). */
  poaNets: Parsed<PoaNet> | null;
  mtrStations: Parsed<Station> | null;
  p1NetBoundaries: Parsed<P1Boundary> | null;
}

function required(loaded: LoadedSources, key: keyof LoadedSources): LoadedFile {
  const file = loaded[key];
  if (!file) throw new Error(`Required dataset ${key} was not loaded`);
  return file;
}

function parse<T>(file: LoadedFile, parser: (text: string, name: string) => T[]): Parsed<T> {
  return { file: file.file, rows: parser(file.text, file.file) };
}

function optional<T>(file: LoadedFile | undefined, parser: (text: string, name: string) => T[]): Parsed<T> | null {
  return file ? parse(file, parser) : null;
}

export function parseSources(loaded: LoadedSources): ParsedSources {
  const location = required(loaded, 'schoolLocation');
  return {
    schoolLocation: { file: location.file, rows: parseSchoolLocation(location.text, location.file, location.format) },
    kgProfiles: parse(required(loaded, 'kgProfiles'), parseKgProfiles),
    kgScheme: parse(required(loaded, 'kgScheme'), parseKgScheme),
    kgVacancy: optional(loaded.kgVacancy, parseKgVacancy),
    primaryProfiles: parse(required(loaded, 'primaryProfiles'), parsePrimaryProfiles),
    secondaryProfiles: optional(loaded.secondaryProfiles, parseSecondaryProfiles),
    dssFees: parse(required(loaded, 'dssFees'), parseDssFees),
    throughTrain: parse(required(loaded, 'throughTrain'), parseThroughTrain),
    sspaNets: optional(loaded.sspaNets, parseSspaNets),
    districtBoundaries: optional(loaded.districtBoundaries, parseDistrictBoundaries),
    poaNets: optional(loaded.poaNets, parsePoaNets),
    mtrStations: optional(loaded.mtrStations, parseMtrStations),
    p1NetBoundaries: optional(loaded.p1NetBoundaries, parseP1Boundaries),
  };
}

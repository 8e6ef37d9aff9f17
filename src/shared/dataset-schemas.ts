// GET /api/datasets (the 關於資料 page) and the date of the data the footer shows.
import { z } from 'zod';

/** A file's own date, and where it comes from: the file itself, the server's Last-Modified, or the dataset list. */
export const fileDateSchema = z.object({
  date: z.iso.date(),
  from: z.enum(['file', 'last-modified', 'dataset list']),
});
export type FileDateInfo = z.infer<typeof fileDateSchema>;

const datasetYearSchema = z.object({
  /** Null when the publisher states none. */
  schoolYear: z.string().nullable(),
  /** The file the last import that read this year read (else the first file the dataset list names). */
  file: z.string(),
  /** The official address; null for a file read from the data folder only (an earlier year's copy, third-party data). */
  url: z.string().nullable(),
  fileDate: fileDateSchema.nullable(),
  /** Data rows of the file when it was last imported; null when never imported. */
  rowsRead: z.number().int().nullable(),
  /** The list of schools: the schools (school × site × level) of that year. */
  schools: z.number().int().nullable(),
  /** A profile or list joined to the schools: records matched and the names of those not matched (last import). */
  matched: z.number().int().nullable(),
  unmatched: z.array(z.string()).nullable(),
  /** ISO time of the last successful import that read this file. */
  lastImported: z.string().nullable(),
  /** The automatic refresh's last check of the address (decision 011); null when never checked. */
  lastChecked: z
    .object({ at: z.string(), outcome: z.enum(['unchanged', 'imported', 'failed']), message: z.string().nullable() })
    .nullable(),
});

const datasetInfoSchema = z.object({
  key: z.string(),
  publisher: z.enum(['EDB', 'CHSC', 'HAD', 'third party']),
  title: z.object({ zh: z.string(), en: z.string() }),
  role: z.enum(['schools', 'facts', 'places']),
  required: z.boolean(),
  /** Newest first; only the list of schools has several. */
  years: z.array(datasetYearSchema),
});

export const datasetsResponseSchema = z.object({
  /** The date of the data: the newest list of schools' file date. */
  dataDate: fileDateSchema.nullable(),
  datasets: z.array(datasetInfoSchema),
});
export type DatasetsResponse = z.infer<typeof datasetsResponseSchema>;

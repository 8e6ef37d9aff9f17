// Preloaded into the server by `npm run soak` (node --import, through NODE_OPTIONS), never by the server itself:
// writes the process's memory figures (process.memoryUsage() and V8's heap spaces) as JSON to MEMORY_PROBE_FILE
// every second, where soak.ts reads them. The file is replaced whole (written aside, then renamed).
import { renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

export interface MemoryFigures {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** V8's spaces: bytes reserved (size) and used, by space (new_space, old_space, code_space, large_object_space…). */
  spaces: Record<string, { size: number; used: number }>;
}

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const write = () => {
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]));
    const figures: MemoryFigures = { at: Date.now(), ...process.memoryUsage(), spaces };
    writeFileSync(`${file}.part`, JSON.stringify(figures));
    renameSync(`${file}.part`, file);
  };
  write();
  setInterval(write, 1000).unref();
}

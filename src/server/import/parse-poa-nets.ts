// EDB's Primary One Admission school nets (POA_SchoolNet_TC.csv): net number, its areas (separated by 、), its page.
import type { PoaNet } from '../places/reference-schemas.ts';
import { cell } from './clean.ts';
import { parseCsvTable } from './csv-table.ts';

/** 36 nets today; a file far from that is truncated or another file. */
const MIN_NETS = 32;
const MAX_NETS = 40;

export function parsePoaNets(text: string, file: string): PoaNet[] {
  const records = parseCsvTable(text, { file, delimiter: ',', required: ['SCHOOLNET', 'AREA', 'WEBPAGE'] });
  const nets = records.map((r, index) => {
    const net = (r['SCHOOLNET'] ?? '').trim();
    if (!/^\d{2}$/.test(net)) throw new Error(`${file}: record ${index + 1} has net "${net}", expected two digits`);
    const areas = (r['AREA'] ?? '').split('、').map((area) => area.trim()).filter(Boolean);
    if (areas.length === 0) throw new Error(`${file}: net ${net} lists no areas`);
    const webpage = cell(r['WEBPAGE']);
    if (webpage !== null && !/^https?:\/\/\S+$/.test(webpage)) throw new Error(`${file}: net ${net} has webpage "${webpage}"`);
    return { net, areas, webpage };
  });
  const seen = new Set<string>();
  for (const { net } of nets) {
    if (seen.has(net)) throw new Error(`${file}: net ${net} is listed twice`);
    seen.add(net);
  }
  if (nets.length < MIN_NETS || nets.length > MAX_NETS) {
    throw new Error(`${file}: ${nets.length} nets, expected about 36 (${MIN_NETS}-${MAX_NETS}); refusing a wrong or truncated file`);
  }
  return nets;
}

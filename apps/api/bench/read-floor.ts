/**
 * The read floor of the bulk-load benchmark: exceljs's streaming reader over a workbook file, every cell of every
 * row touched, nothing else. Prints {ms, rows, cells, base, peak} (resident bytes before reading, and at the peak).
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';

const file = process.argv[2];
const memory = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};
writeFileSync('/proc/self/clear_refs', '5');
const base = memory().rss;
const t0 = performance.now();
const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
});
let rows = 0;
let cells = 0;
for await (const sheet of reader)
  for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
    rows++;
    for (const v of (row.values as unknown[]) ?? []) if (v !== undefined && v !== null) cells++;
  }
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ms, rows, cells, base, peak: memory().peak })}\n`);

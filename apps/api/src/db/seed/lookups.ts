import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { titleCase } from '@tu360/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities, departments } from '../schema.ts';

const CSV = path.join(path.dirname(fileURLToPath(import.meta.url)), 'colombia-divipola.csv');

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export interface DivipolaRow {
  departmentCode: string;
  departmentName: string;
  municipalityCode: string;
  municipalityName: string;
  latitude: number;
  longitude: number;
}

export function readDivipola(): DivipolaRow[] {
  const lines = readFileSync(CSV, 'utf8').split(/\r?\n/).filter(Boolean).slice(1);
  return lines.map((line) => {
    const [dc, dn, mc, mn, lat, lon] = parseCsvLine(line);
    return {
      departmentCode: dc,
      departmentName: titleCase(dn),
      municipalityCode: mc,
      municipalityName: titleCase(mn),
      latitude: Number(lat),
      longitude: Number(lon),
    };
  });
}

/** Departments and municipalities of Colombia (DANE DIVIPOLA), inserted once. */
export async function seedLookups(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(departments);
  if (count > 0) return;
  const rows = readDivipola();
  await db.transaction(async (tx) => {
    const deps = new Map<string, string>();
    for (const r of rows) if (!deps.has(r.departmentCode)) deps.set(r.departmentCode, r.departmentName);
    const inserted = await tx
      .insert(departments)
      .values([...deps].map(([code, name]) => ({ code, name })))
      .returning({ id: departments.id, code: departments.code });
    const idByCode = new Map(inserted.map((d) => [d.code, d.id]));
    for (let i = 0; i < rows.length; i += 250) {
      await tx.insert(cities).values(
        rows.slice(i, i + 250).map((r) => ({
          code: r.municipalityCode,
          name: r.municipalityName,
          departmentId: idByCode.get(r.departmentCode) as string,
          latitude: r.latitude,
          longitude: r.longitude,
        })),
      );
    }
  });
}

import type { Database } from '../src/db/client.ts';

/**
 * Adds `count` properties spread over the demo projects, in batches, straight in SQL. Prices, categories,
 * statuses, cities and dates vary so that filters and sorting have real work to do. Each is named after its
 * category and a Colombian address ('Apartaestudio Diagonal 17 # 3-08'): 5 kinds of street and 80 numbers, so
 * that a search for one street (BENCH_KEYWORD in scenarios.ts) matches 1 name in 400 and has a real table to
 * search.
 */
export async function seedBenchProperties(database: Database, count: number, log: (s: string) => void) {
  const sellers = (await database.raw(
    `select s.id, s.constructor_id, s.department_id, s.city_id, c.real_state
       from sellers s join constructors c on c.id = s.constructor_id order by s.name`,
    [],
  )) as { id: string; constructor_id: string; department_id: string; city_id: string; real_state: boolean }[];
  const arr = (values: (string | boolean)[], type: string) =>
    `array[${values.map((v) => (typeof v === 'boolean' ? v : `'${v}'`)).join(',')}]::${type}[]`;
  const k = sellers.length;
  const batch = 100_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    const t0 = performance.now();
    await database.raw(
      `insert into properties (ref_id, constructor_id, seller_id, is_real_state, name, description, list_price, cost_price,
         vtex_category_id, vtex_department_id, department_id, city_id, status, progress, step, progress_status, created_at, updated_at)
       select 'BENCH-' || g,
              (${arr(
                sellers.map((s) => s.constructor_id),
                'uuid',
              )})[1 + g % ${k}],
              (${arr(
                sellers.map((s) => s.id),
                'uuid',
              )})[1 + g % ${k}],
              (${arr(
                sellers.map((s) => s.real_state),
                'boolean',
              )})[1 + g % ${k}],
              (array['Apartamento','Casa','Apartaestudio'])[1 + g % 3] || ' '
                || (array['Calle','Carrera','Avenida','Diagonal','Transversal'])[1 + g % 5] || ' '
                || (1 + (g / 5) % 80) || ' # ' || (1 + (g / 400) % 120) || '-' || lpad((g % 97)::text, 2, '0'),
              'Inmueble generado para medir el listado.',
              (60 + (g::bigint * 7919) % 940) * 1000000::bigint,
              (60 + (g::bigint * 7919) % 940) * 1000000::bigint,
              (array[4,5,6])[1 + g % 3], (array[4,5,6])[1 + g % 3],
              (${arr(
                sellers.map((s) => s.department_id),
                'uuid',
              )})[1 + g % ${k}],
              (${arr(
                sellers.map((s) => s.city_id),
                'uuid',
              )})[1 + g % ${k}],
              (array['Published','OnApprobation','Incomplete','Rejected','Hidden','Approved'])[1 + (g / 7) % 6],
              (array['Full','Medium','Incomplete'])[1 + g % 3],
              5, 1,
              now() - make_interval(mins => g), now() - make_interval(mins => (g * 13) % 500000)
         from generate_series(${start}, ${end}) g`,
      [],
    );
    log(
      `  ${end.toLocaleString('es-CO')} inmuebles (${((performance.now() - t0) / 1000).toFixed(1)} s el lote)`,
    );
  }
  // What autovacuum does on a live server: statistics and the visibility map (index-only counts).
  await database.raw('vacuum analyze properties', []);
}

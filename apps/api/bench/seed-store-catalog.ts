import type { Database } from '../src/db/client.ts';

/**
 * The store catalog's benchmark data (issue 15), straight in SQL with generate_series (no row-by-row inserts):
 * `builders` builders (one in twelve inactive), `projects` projects (three in four published, the rest spread over
 * the other statuses) in cities taken with a skew (a third of them in ten big cities, the rest over every
 * municipality), and `count` properties over those projects: about 60% published (Published and a few Loaded),
 * the rest In approval, Incomplete, Hidden, Inactive, Rejected and Approved; prices from 60 to 1,000 million,
 * the three categories, 1 to 6 rooms (properties.rooms; the Habitaciones detail and a main image row for one in
 * ten). Then `vacuum analyze`, what autovacuum does on a live server.
 */
export async function seedStoreCatalog(
  database: Database,
  opts: { count: number; builders?: number; projects?: number },
  log: (s: string) => void,
) {
  const builders = opts.builders ?? 60;
  const projects = opts.projects ?? 2_400;
  const t0 = performance.now();
  await database.raw(
    `insert into constructors (name, nit, state, real_state)
     select 'Constructora de prueba ' || g, '900' || lpad(g::text, 6, '0') || '-1', g % 12 <> 0, g % 10 = 0
       from generate_series(1, ${builders}) g`,
    [],
  );
  // Ten big cities first (by code: Bogotá, Medellín, Cali…), then every municipality.
  await database.raw(
    `create temporary table bench_cities as
       select row_number() over (order by (c.code in ('11001','05001','76001','08001','13001','68001','54001','66001','73001','17001')) desc, c.code) as n,
              c.id, c.department_id
         from cities c`,
    [],
  );
  const [{ n: cityCount }] = (await database.raw('select count(*)::int as n from bench_cities', [])) as {
    n: number;
  }[];
  await database.raw(
    `insert into sellers (constructor_id, name, business_name, email, address, department_id, city_id, phone,
       whatsapp_phone, status, status_detail, created_at, updated_at)
     select b.id, 'Proyecto de prueba ' || g, 'Proyecto ' || g || ' S.A.S.', 'proyecto' || g || '@bench.test',
            'Calle ' || g || ' # 10-20', c.department_id, c.id, '6015550' || lpad((g % 1000)::text, 3, '0'),
            '+57300555' || lpad((g % 10000)::text, 4, '0'),
            case when g % 4 <> 0 then 'Synchronized'
                 else (array['OnApprobation','Rejected','Hide','Incomplete'])[1 + (g / 4) % 4] end,
            case when g % 4 = 0 then 'motivo interno' end,
            now() - make_interval(days => g % 700), now() - make_interval(hours => g % 5000)
       from generate_series(1, ${projects}) g
       join lateral (select id from constructors where name = 'Constructora de prueba ' || (1 + g % ${builders})) b on true
       join bench_cities c on c.n = case when g % 3 = 0 then 1 + g % 10 else 1 + (g * 7) % ${cityCount} end`,
    [],
  );
  await database.raw(
    `create temporary table bench_projects as
       select row_number() over (order by s.name) as n, s.id, s.constructor_id, s.department_id, s.city_id, c.real_state
         from sellers s join constructors c on c.id = s.constructor_id where s.name like 'Proyecto de prueba %'`,
    [],
  );
  log(
    `  ${builders} constructoras y ${projects} proyectos (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  // Statuses: 55% Published, 5% Loaded ("Publicado" both), then the others.
  const status = `case when r < 55 then 'Published' when r < 60 then 'Loaded' when r < 70 then 'OnApprobation'
    when r < 80 then 'Incomplete' when r < 88 then 'Hidden' when r < 90 then 'Inactive' when r < 95 then 'Rejected'
    else 'Approved' end`;
  const batch = 250_000;
  for (let start = 1; start <= opts.count; start += batch) {
    const end = Math.min(opts.count, start + batch - 1);
    const t1 = performance.now();
    await database.raw(
      `insert into properties (ref_id, constructor_id, seller_id, is_real_state, name, description, list_price, cost_price,
         vtex_category_id, vtex_department_id, department_id, city_id, status, status_detail, progress, step,
         progress_status, rooms, created_by, created_at, updated_at)
       select 'BENCH-' || g, p.constructor_id, p.id, p.real_state, 'Inmueble de prueba ' || g,
              'Inmueble generado para medir el catálogo de la tienda.',
              (60 + (g::bigint * 7919) % 941) * 1000000::bigint, (50 + (g::bigint * 7919) % 941) * 1000000::bigint,
              (array[4,5,6])[1 + (g / 3) % 3], (array[4,5,6])[1 + (g / 3) % 3],
              p.department_id, p.city_id, ${status}, case when r >= 60 then 'nota interna' end, 'Full', 5, 1,
              1 + (g::bigint * 31) % 6, null,
              now() - make_interval(mins => g), now() - make_interval(mins => (g * 13) % 500000)
         from (select g, (g::bigint * 37) % 100 as r, 1 + (g::bigint * 104729) % ${projects} as pn from generate_series(${start}, ${end}) g) x
         join bench_projects p on p.n = x.pn`,
      [],
    );
    log(
      `  ${end.toLocaleString('es-CO')} inmuebles (${((performance.now() - t1) / 1000).toFixed(1)} s el lote)`,
    );
  }
  const t2 = performance.now();
  // The Habitaciones detail as the wizard writes it, and a main image, for one property in ten (the lists read
  // neither: properties.rooms already holds the rooms, set above as the trigger of migration 0010 would, so the
  // trigger is off for this bulk copy only; a detail reads them by the property's id). All of them took 6 minutes.
  await database.raw('alter table property_details disable trigger property_details_rooms', []);
  await database.raw(
    `insert into property_details (property_id, constructor_id, key, value)
     select id, constructor_id, 'Habitaciones', rooms::text from properties
      where ref_id like 'BENCH-%' and product_id % 10 = 0 order by id`,
    [],
  );
  await database.raw('alter table property_details enable trigger property_details_rooms', []);
  await database.raw(
    `insert into property_images (property_id, constructor_id, file_id, sort_order, is_main)
     select id, constructor_id, gen_random_uuid(), 0, true from properties where ref_id like 'BENCH-%' and product_id % 10 = 0`,
    [],
  );
  log(`  habitaciones e imágenes (${((performance.now() - t2) / 1000).toFixed(1)} s)`);
  const t3 = performance.now();
  await database.raw('vacuum analyze', []);
  log(`  vacuum analyze (${((performance.now() - t3) / 1000).toFixed(1)} s)`);
}

// New single-year fitments of demo parts on vehicles the shop knows, as fitment CSV text: `count` rows, none of
// which the catalogue has yet.
import type pg from 'pg';

export async function newFitmentsCsv(db: pg.Client, count: number): Promise<string> {
  const perPart = 4;
  const rows = (
    await db.query(
      `select p.part_number, b.name as brand, m.name as model, y.value as year
       from (select id, part_number from part order by id limit $1) p
       cross join lateral (select my.model_id, my.year_id from vehicle_model_year my
                           where not exists (select 1 from part_fit f where f.part_id = p.id and f.model_id = my.model_id and f.year_id = my.year_id)
                           order by hashint4(p.id + my.model_id * 100 + my.year_id) limit ${perPart}) v
       join vehicle_model m on m.id = v.model_id join brand b on b.id = m.brand_id join year y on y.id = v.year_id
       limit $2`,
      [Math.ceil(count / perPart), count],
    )
  ).rows as { part_number: string; brand: string; model: string; year: number }[];
  if (rows.length !== count) throw new Error(`the demo catalogue gave ${rows.length} new fitments, not ${count}`);
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [
    'part_number,brand,model,year_from,year_to,position,note',
    ...rows.map((row) => [row.part_number, row.brand, row.model, String(row.year), '', '', ''].map(quote).join(',')),
  ].join('\r\n');
}

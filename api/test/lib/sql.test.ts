import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { genericPlan, joinSql, queryPool, rawSql, sql, statementName, toNumbered } from '../../src/lib/sql.ts';
import { createTestDatabase, dropTestDatabase } from '../support/database.ts';

describe('sql tagged template', () => {
  it('turns values into parameters and splices nested fragments in order', () => {
    const filter = sql`b = ${"x'; drop table part; --"}`;
    const statement = sql`select * from ${rawSql('part')} where a = ${1} and ${filter} and c in (${joinSql([sql`${2}`, sql`${3}`], ', ')})`;
    expect(statement.text).toBe('select * from part where a = ? and b = ? and c in (?, ?)');
    expect(statement.params).toEqual([1, "x'; drop table part; --", 2, 3]);
    expect(toNumbered(statement)).toEqual({
      text: 'select * from part where a = $1 and b = $2 and c in ($3, $4)',
      values: statement.params,
    });
  });

  it('refuses an undefined value instead of sending it', () => {
    expect(() => sql`select ${undefined}`).toThrow(/undefined/);
  });

  it('names a statement by its text only', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^q_[0-9a-f]{20}$/);
  });
});

describe('prepared statements on a pool', () => {
  it("runs a statement marked generic with its generic plan, and leaves the connection's other statements alone", async () => {
    const url = await createTestDatabase();
    // One connection: every statement below runs on it.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const custom = sql`select current_setting('plan_cache_mode') as mode, ${1}::int as n where true`;
      const generic = genericPlan(sql`select current_setting('plan_cache_mode') as mode, ${2}::int as n`);
      const plans = async (statement: typeof custom) =>
        (
          await pool.query(
            'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = $1',
            [statementName(toNumbered(statement).text)],
          )
        ).rows[0];
      for (let run = 0; run < 3; run += 1) {
        expect(await queryPool(pool, generic)).toEqual([{ mode: 'force_generic_plan', n: 2 }]);
        expect(await queryPool(pool, custom)).toEqual([{ mode: 'auto', n: 1 }]);
      }
      expect(await plans(generic)).toEqual({ generic: 3, custom: 0 });
      expect(await plans(custom)).toEqual({ generic: 0, custom: 3 });
      expect((await pool.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
    } finally {
      await pool.end();
      await dropTestDatabase(url);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { joinSql, rawSql, sql, statementName, toNumbered } from '../../src/lib/sql.ts';

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

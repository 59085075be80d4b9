// A part's cross-reference numbers (issue 36 §3) against real PostgreSQL on the demo catalogue: the demo data's OEM
// numbers and superseded parts, staff reading and admins replacing the list (audited; a bad entry answers 400 naming
// it and changes nothing), search finding a part by any of its numbers however typed and saying which one matched,
// and the part page listing them with the replacement of a superseded part.
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, withDatabase } from '../../support/catalog.ts';
import { staffDesk } from '../../support/staff-desk.ts';

const { desk, call } = staffDesk();
const rows = <T>(text: string, params: unknown[] = []) =>
  withDatabase(desk.t.databaseUrl, async (db) => (await db.query(text, params)).rows as T[]);
const search = (query: string, size = 50) =>
  postJson(desk.t.app, '/api/frontend/dashboard/search/part-or-keyword', { query, size });
type Hit = { id: number; partNumber: string; match: string; matchedNumber?: { kind: string; number: string } };

describe('the demo catalogue', () => {
  it("lists Toyota and Honda OEM numbers in their makers' formats, shared by the equivalent parts", async () => {
    const oem = await rows<{ number: string; parts: number }>(
      `select number, count(*)::int as parts from part_number where kind = 'OEM' group by number order by 2 desc, 1`,
    );
    expect(oem.length).toBeGreaterThan(50);
    expect(oem.some((n) => /^04465-\d[A-Z]\d{3}$/.test(n.number))).toBe(true);
    expect(oem.some((n) => /^45022-[A-Z]{3}-[A-Z]\d{2}$/.test(n.number))).toBe(true);
    // Interchangeable parts: one OEM number is listed by several parts.
    expect(oem[0]!.parts).toBeGreaterThan(1);
    const replaces = await rows(`select 1 from part_number where kind = 'REPLACES'`);
    expect(replaces.length).toBeGreaterThan(20);
  });

  it("points a superseded part to the shop's part that replaced it, which lists the number it replaces", async () => {
    const [pair] = await rows<{ older: number; newer: number; older_number: string; newer_number: string }>(
      `select o.id as older, n.id as newer, o.part_number as older_number, n.part_number as newer_number
       from part_number r join part o on o.id = r.part_id join part n on n.part_number_key = r.number_key
       where r.kind = 'REPLACED_BY' order by o.id limit 1`,
    );
    expect(pair).toBeDefined();
    const page = await call('GET', `/api/frontend/part/${pair!.older}`, undefined, null);
    expect(page.status).toBe(200);
    expect(page.body.data.numbers).toContainEqual({
      kind: 'REPLACED_BY',
      number: pair!.newer_number,
      part: expect.objectContaining({ id: pair!.newer }),
    });
    const newer = await call('GET', `/api/frontend/part/${pair!.newer}`, undefined, null);
    expect(newer.body.data.numbers).toContainEqual({
      kind: 'REPLACES',
      number: pair!.older_number,
      part: expect.objectContaining({ id: pair!.older }),
    });
  });
});

describe('GET|PUT /api/backend/part/:id/numbers', () => {
  let partId: number;
  let own: string;
  beforeAll(async () => {
    const [first] = await rows<{ id: number; part_number: string }>(
      `select id, part_number from part p where not exists (select 1 from part_number n where n.part_id = p.id)
       order by id limit 1`,
    );
    ({ id: partId, part_number: own } = first!);
  });

  it('lets staff read and only admins write', async () => {
    expect((await call('GET', `/api/backend/part/${partId}/numbers`, undefined, desk.supplier.token)).status).toBe(200);
    expect((await call('GET', `/api/backend/part/${partId}/numbers`, undefined, desk.customer.token)).status).toBe(403);
    expect((await call('GET', `/api/backend/part/${partId}/numbers`, undefined, null)).status).toBe(401);
    const put = await call('PUT', `/api/backend/part/${partId}/numbers`, { numbers: [] }, desk.supplier.token);
    expect(put.status).toBe(403);
    expect((await call('GET', '/api/backend/part/999999999/numbers')).status).toBe(404);
    expect((await call('PUT', '/api/backend/part/999999999/numbers', { numbers: [] })).status).toBe(404);
  });

  it('replaces the list in the given order, audits the change, and search finds the part by each number', async () => {
    const numbers = [
      { kind: 'OEM', number: ' 04465-0K990 ' },
      { kind: 'AFTERMARKET', number: 'ZX 77.31/09' },
      { kind: 'REPLACES', number: '04465-0K980' },
      { kind: 'REPLACED_BY', number: 'ZX-9931-NEW' },
    ];
    const put = await call('PUT', `/api/backend/part/${partId}/numbers`, { numbers });
    expect(put.status).toBe(200);
    const expected = numbers.map((n) => ({ kind: n.kind, number: n.number.trim(), part: null }));
    expect(put.body.data).toEqual({ partId, numbers: expected });
    expect(
      (await call('GET', `/api/backend/part/${partId}/numbers`, undefined, desk.supplier.token)).body.data,
    ).toEqual({
      partId,
      numbers: expected,
    });
    const audit = await rows<{ changes: unknown; actor_id: number }>(
      `select changes, actor_id from audit_entry where entity = 'part' and entity_id = $1 order by id`,
      [partId],
    );
    expect(audit).toEqual([
      {
        actor_id: desk.admin.id,
        changes: [{ field: 'numbers', from: [], to: expected.map((n) => `${n.kind} ${n.number}`) }],
      },
    ]);

    // However it is typed: case, spaces, dashes, dots and slashes do not count.
    for (const [query, kind, number] of [
      ['044650k990', 'OEM', '04465-0K990'],
      ['zx7731 09', 'AFTERMARKET', 'ZX 77.31/09'],
      ['04465 0K980', 'REPLACES', '04465-0K980'],
      ['zx.9931.new', 'REPLACED_BY', 'ZX-9931-NEW'],
    ] as const) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      const hit = (body.data as Hit[]).find((p) => p.id === partId);
      expect(hit, query).toMatchObject({ match: 'exact', matchedNumber: { kind, number } });
    }
    // By the beginning of a number, as part numbers are.
    const prefix = (await search('04465-0K98')).body.data as Hit[];
    expect(prefix.find((p) => p.id === partId)).toMatchObject({ match: 'prefix', matchedNumber: { kind: 'REPLACES' } });
    // Found by its own number, a part does not say it was found by another.
    const byOwn = (await search(own)).body.data as Hit[];
    expect(byOwn[0]).toMatchObject({ id: partId, match: 'exact' });
    expect(byOwn[0]!.matchedNumber).toBeUndefined();
  });

  it('answers 400 naming the first bad entry, and changes nothing', async () => {
    const before = (await call('GET', `/api/backend/part/${partId}/numbers`)).body.data;
    const audited = async () =>
      (await rows(`select 1 from audit_entry where entity = 'part' and entity_id = $1`, [partId])).length;
    const auditBefore = await audited();
    const good = { kind: 'OEM', number: '90915-YZZE1' };
    for (const [bad, says] of [
      [{ kind: 'OEM', number: '90915 yzze1' }, /listed twice/],
      [{ kind: 'AFTERMARKET', number: own.toLowerCase() }, /own number/],
      [{ kind: 'OEM', number: '---' }, /letters, digits/],
      [{ kind: 'OEM', number: '   ' }, /1 to 64/],
      [{ kind: 'OEM', number: '12345<script>' }, /letters, digits/],
    ] as const) {
      const { status, body } = await call('PUT', `/api/backend/part/${partId}/numbers`, { numbers: [good, bad] });
      expect(status, bad.number).toBe(400);
      expect(body.message).toMatch(/body\/numbers\/1/);
      expect(body.message).toMatch(says);
    }
    const twoReplacements = await call('PUT', `/api/backend/part/${partId}/numbers`, {
      numbers: [
        { kind: 'REPLACED_BY', number: 'A1' },
        { kind: 'REPLACED_BY', number: 'A2' },
      ],
    });
    expect(twoReplacements.status).toBe(400);
    expect(twoReplacements.body.message).toMatch(/body\/numbers\/1: a part is replaced by one number only/);
    const unknownKind = await call('PUT', `/api/backend/part/${partId}/numbers`, {
      numbers: [{ kind: 'OLD', number: 'A1' }],
    });
    expect(unknownKind.status).toBe(400);
    expect((await call('GET', `/api/backend/part/${partId}/numbers`)).body.data).toEqual(before);
    expect(await audited()).toBe(auditBefore);
  });

  it("names the shop's part sold under a number, so a superseded part points to its replacement", async () => {
    const [other] = await rows<{ id: number; part_number: string; name: string }>(
      `select id, part_number, name from part where id <> $1 order by id desc limit 1`,
      [partId],
    );
    const put = await call('PUT', `/api/backend/part/${partId}/numbers`, {
      numbers: [{ kind: 'REPLACED_BY', number: other!.part_number.toLowerCase() }],
    });
    expect(put.body.data.numbers).toEqual([
      {
        kind: 'REPLACED_BY',
        number: other!.part_number.toLowerCase(),
        part: expect.objectContaining({ id: other!.id, name: other!.name }),
      },
    ]);
    const page = await call('GET', `/api/frontend/part/${partId}`, undefined, null);
    expect(page.body.data.numbers[0].part.id).toBe(other!.id);
    // An empty list clears them.
    expect((await call('PUT', `/api/backend/part/${partId}/numbers`, { numbers: [] })).body.data.numbers).toEqual([]);
  });
});

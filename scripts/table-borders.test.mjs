// The data border is a lint rule (eslint-rules/table-borders.mjs, wired in eslint.config.mjs as
// tableBordersOfModules); this proves it bites: SQL in a module's file that names another owner's
// table fails lint however it is written, SQL on the module's own tables and prose that mentions a
// table-like word pass, and tests and migrations are out of its scope. The probes are linted at a
// path inside the module (no file is written).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { declarationFiles, tableOwners } from '../eslint-rules/table-borders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'table-borders/no-foreign-tables';

async function borderMessages(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const COURSES = 'backend/src/modules/courses/repositories/table-probe.repository.ts';
const runs = (sql) => `export const probe = (tx: { query(sql: string): unknown }) => tx.query(${sql});\n`;

const message = (table, owner) =>
  `courses runs SQL on ${table}, which ${owner} owns: read it through ${owner}'s exported service`;

// [what crosses, the probe's source in a file of courses, the table it names, that table's owner]
const crossings = [
  [
    'a plain string selecting from another module’s table',
    runs(`'SELECT id FROM products WHERE id = 1'`),
    'products',
    'commerce',
  ],
  [
    'a template literal joining another module’s table',
    runs('`SELECT e.id FROM course_enrolments e JOIN users u ON u.id = e.user_id WHERE e.id = ${1}`'),
    'users',
    'auth',
  ],
  ['a quoted, schema-qualified table', runs(`'DELETE FROM "public"."orders" WHERE id = $1'`), 'orders', 'commerce'],
  ['an UPDATE of another module’s table', runs(`'UPDATE order_items SET refund_id = NULL'`), 'order_items', 'commerce'],
  ['an INSERT into another module’s table', runs(`'INSERT INTO bookings (id) VALUES (1)'`), 'bookings', 'bookings'],
  ['a second table of a FROM list', runs(`'SELECT 1 FROM course_lessons l, products p'`), 'products', 'commerce'],
  ['lower-case SQL', runs(`'select u.email from users u'`), 'users', 'auth'],
  [
    'a query builder’s table argument',
    "export const probe = (qb: { from(t: string, a: string): unknown }) => qb.from('users', 'u');\n",
    'users',
    'auth',
  ],
  ['a core platform table', runs(`'INSERT INTO mail_outbox (kind) VALUES ($1)'`), 'mail_outbox', 'core'],
];

for (const [what, source, table, owner] of crossings) {
  test(`${what} fails lint`, async () => {
    assert.deepEqual(await borderMessages(COURSES, source), [message(table, owner)], source);
  });
}

// [what passes, the file, its source]
const allowed = [
  [
    'SQL on the module’s own tables',
    COURSES,
    runs(
      '`SELECT l.id FROM course_lessons l JOIN course_modules m ON m.id = l.module_id WHERE l.product_id = ANY($1::int[])`',
    ),
  ],
  [
    'the owner’s SQL on its own table',
    'backend/src/modules/commerce/probe.repository.ts',
    runs(`'SELECT id FROM products'`),
  ],
  [
    'prose that mentions table-like words',
    COURSES,
    "export const probe = 'Your orders from the shop and the products you bought, for users of the site';\n",
  ],
  ['a read-cache tag list naming tables as data', COURSES, "export const tags = ['products', 'orders', 'users'];\n"],
  ['a table behind a template literal’s expression', COURSES, runs('`SELECT count(*) FROM ${"users"}`')],
  [
    'a column that follows FROM in extract()',
    COURSES,
    runs(`'SELECT extract(epoch FROM b.orders) FROM course_lessons b'`),
  ],
  ['a unit spec beside the code', 'backend/src/modules/courses/probe.spec.ts', runs(`'SELECT id FROM products'`)],
  ['an integration test', 'backend/test/courses/probe.e2e.ts', runs(`'SELECT id FROM products'`)],
  ['a migration (core)', 'backend/src/core/database/migrations/probe.ts', runs(`'SELECT id FROM products'`)],
];

for (const [what, file, source] of allowed) {
  test(`${what} passes`, async () => {
    assert.deepEqual(await borderMessages(file, source), [], source);
  });
}

// the rule's owners come from every module's declaration and core's (backend/test/core/table-owners.e2e.ts
// proves those declarations cover the migrated database)
test('the owners are read from each module’s <module>.tables.ts and core’s', () => {
  const modules = readdirSync(path.join(root, 'backend/src/modules'), { withFileTypes: true }).filter((e) =>
    e.isDirectory(),
  );
  assert.deepEqual(
    declarationFiles(root).map(([owner]) => owner),
    ['core', ...modules.map((e) => e.name)],
  );
  const owners = tableOwners(root);
  assert.equal(owners.users, 'auth');
  assert.equal(owners.course_enrolments, 'courses');
  assert.equal(owners.mail_outbox, 'core');
});

// The data border, a local ESLint plugin: a module runs SQL only on the tables it owns, and reads
// another module's data through that module's exported service. Each module declares its tables in
// backend/src/modules/<name>/<name>.tables.ts (core its platform tables in backend/src/core/core.tables.ts);
// tableOwners() reads the declarations when the lint configuration loads, so a new module is covered
// as it lands. The rule reports SQL in a string or template literal, or a query builder's table
// argument, that names a table another owner declared. backend/test/core/table-owners.e2e.ts proves
// every table of the migrated database is declared once; scripts/table-borders.test.mjs that the rule bites.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DECLARATION = /export const TABLES = \[([^\]]*)\] as const;/;

// the owners' declaration files: [owner, file] for each module that has one, and core's
export function declarationFiles(root) {
  const modules = path.join(root, 'backend/src/modules');
  const ofModules = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, path.join(modules, entry.name, `${entry.name}.tables.ts`)]);
  return [['core', path.join(root, 'backend/src/core/core.tables.ts')], ...ofModules].filter(([, file]) =>
    existsSync(file),
  );
}

// { table: owner } from the declarations; a declaration the parser cannot read, or a table declared
// twice, stops the lint run with a line that says where
export function tableOwners(root) {
  const owners = {};
  for (const [owner, file] of declarationFiles(root)) {
    const declared = DECLARATION.exec(readFileSync(file, 'utf8'));
    if (!declared) throw new Error(`${file}: declare the tables as \`export const TABLES = ['…'] as const;\``);
    for (const [, table] of declared[1].matchAll(/'([^']+)'/g)) {
      if (owners[table]) throw new Error(`${table} is declared by both ${owners[table]} and ${owner}`);
      owners[table] = owner;
    }
  }
  return owners;
}

// a table reference, optionally double-quoted and qualified by the one schema the site uses
// (`public.users`, `"public"."users"`); `b.orders` is a column of the alias b, not a table
const NAME = String.raw`"?[A-Za-z_][\w$]*"?`;
const REFERENCE = String.raw`(?:"?public"?\s*\.\s*)?(${NAME})`;
// the words a table follows (DELETE FROM and LOCK TABLE among them), then the next tables of a
// FROM list (`FROM orders o, users u`)
const BEFORE_TABLE = String.raw`\b(?:FROM|JOIN|INTO|UPDATE|TABLE|USING|TRUNCATE|COPY|REFERENCES)\s+(?:ONLY\s+)?`;
const LISTED = new RegExp(String.raw`^(?:\s+(?:AS\s+)?[A-Za-z_]\w*)?\s*,\s*${REFERENCE}`, 'i');
// lower-case keywords count only in a string that starts as a statement, so prose ("mails from
// users") is not SQL; upper-case ones count anywhere (a fragment of a query)
const STATEMENT = /^[\s(]*(?:SELECT|INSERT|UPDATE|DELETE|WITH|TRUNCATE|COPY|ALTER|CREATE|LOCK)\b/i;
const unquoted = (name) => name.replace(/"/g, '');

// the tables a piece of SQL names
export function tablesNamed(sql) {
  const keywords = new RegExp(BEFORE_TABLE + REFERENCE, STATEMENT.test(sql) ? 'gi' : 'g');
  const named = [];
  for (const match of sql.matchAll(keywords)) {
    named.push(unquoted(match[1]));
    let rest = sql.slice(match.index + match[0].length);
    for (let next = LISTED.exec(rest); next; next = LISTED.exec(rest)) {
      named.push(unquoted(next[1]));
      rest = rest.slice(next[0].length);
    }
  }
  return named;
}

// TypeORM's query builder methods whose first argument may be a table's name
const BUILDER_TABLE_ARGUMENT = new Set([
  'from',
  'into',
  'update',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
]);
// an expression in a template literal stands for something unknown: no table is read from it
const HOLE = ' \u0000 ';

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: 'A module runs SQL only on the tables it owns (its <module>.tables.ts).' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign: "{{module}} runs SQL on {{table}}, which {{owner}} owns: read it through {{owner}}'s exported service",
    },
  },
  create(context) {
    const { owners } = context.options[0];
    const module = /[\\/]backend[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(context.filename)?.[1];
    if (!module) return {};
    const check = (node, tables) => {
      for (const table of new Set(tables)) {
        const owner = Object.hasOwn(owners, table) ? owners[table] : undefined;
        if (owner && owner !== module) context.report({ node, messageId: 'foreign', data: { module, table, owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, tablesNamed(node.value));
      },
      TemplateLiteral(node) {
        check(node, tablesNamed(node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE)));
      },
      CallExpression(node) {
        const [first] = node.arguments;
        const method = node.callee.type === 'MemberExpression' ? node.callee.property.name : undefined;
        if (!BUILDER_TABLE_ARGUMENT.has(method) || first?.type !== 'Literal' || typeof first.value !== 'string') return;
        // a bare name ('users', 'public.users'); SQL in the argument is the Literal visitor's
        const bare = new RegExp(`^\\s*${REFERENCE}\\s*$`).exec(first.value);
        if (bare) check(first, [unquoted(bare[1])]);
      },
    };
  },
};

export default { meta: { name: 'table-borders' }, rules: { 'no-foreign-tables': noForeignTables } };

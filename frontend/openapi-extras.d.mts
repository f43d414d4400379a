// The types of openapi-extras.mjs, for generated.test.ts.
export const SCHEMA_FILE: string;
export const OUTPUT_FILE: string;
export function generateExtras(schemaFile?: string): Promise<string>;

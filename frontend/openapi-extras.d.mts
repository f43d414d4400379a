// The types of openapi-extras.mjs, for generated.test.ts.
export const SCHEMA_FILE: string;
export interface ExtrasClient {
  outputFile: string;
  generated: string;
  generatedApi: string;
  contractApi: string;
  admin: boolean;
}
export const CLIENTS: ExtrasClient[];
export function generateExtras(client: ExtrasClient, schemaFile?: string): Promise<string>;

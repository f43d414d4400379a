import type { INestApplication, Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createPreviewApp } from '../../src/cli/openapi-document';
import { buildOpenApiDocument } from '../../src/core/http/swagger';
import { Handler, handlersOf, multipartFilesOf, requestDtosOf, validatedFields } from '../support/api-handlers';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  format?: string;
  nullable?: boolean;
  maxItems?: number;
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

// The OpenAPI document (and so the SPA's generated client) says what the code enforces: a field
// the validators require is required in the document, and an upload names the fields multer reads.
describe('the OpenAPI document matches what the code enforces', () => {
  let app: INestApplication;
  let doc: OpenAPIObject;
  let handlers: Handler[];
  const operations = new Map<string, Operation>();

  beforeAll(async () => {
    app = await createPreviewApp();
    doc = buildOpenApiDocument(app);
    handlers = handlersOf(app);
    for (const pathItem of Object.values(doc.paths))
      for (const op of Object.values(pathItem) as (Operation & { operationId?: string })[])
        if (op.operationId) operations.set(op.operationId, op);
  });
  afterAll(() => app.close());

  const resolve = (schema: Schema): Schema => {
    let s = schema;
    while (s.$ref || s.allOf) s = s.$ref ? (doc.components!.schemas![s.$ref.split('/').pop()!] as Schema) : s.allOf![0];
    return s;
  };

  // Differences between a DTO's validated fields and its schema, nested DTOs included.
  function schemaProblems(dto: Type, schema: Schema, where: string): string[] {
    const fields = validatedFields(dto);
    const properties = schema.properties ?? {};
    const problems = [...Object.keys(properties)]
      .filter((name) => !fields.has(name))
      .map((name) => `${where}.${name} is documented but refused by the whitelist`);
    for (const [name, field] of fields) {
      const property = properties[name];
      if (!property) {
        problems.push(`${where}.${name} is validated but not documented`);
        continue;
      }
      const listed = schema.required?.includes(name) ?? false;
      if (listed !== field.required)
        problems.push(`${where}.${name}: required is ${listed}, validators say ${field.required}`);
      if (field.nested) {
        const inner = resolve(property.type === 'array' ? property.items! : property);
        problems.push(...schemaProblems(field.nested, inner, `${where}.${name}`));
      }
    }
    return problems;
  }

  // a request DTO and the DTOs nested in it
  const classNames = (dto: Type): string[] => [
    dto.name,
    ...[...validatedFields(dto).values()].flatMap((f) => (f.nested ? classNames(f.nested) : [])),
  ];

  function queryProblems(dto: Type, op: Operation, where: string): string[] {
    const params = (op.parameters ?? []).filter((p) => p.in === 'query');
    const fields = validatedFields(dto);
    const problems = params.filter((p) => !fields.has(p.name)).map((p) => `${where}?${p.name} is not validated`);
    for (const [name, field] of fields) {
      const param = params.find((p) => p.name === name);
      if (!param) problems.push(`${where}?${name} is validated but not documented`);
      else if (!!param.required !== field.required)
        problems.push(`${where}?${name}: required is ${!!param.required}, validators say ${field.required}`);
    }
    return problems;
  }

  // a JSON body, or the form fields of an upload without its files (multer's, checked below)
  function requestBody(op: Operation): Schema | undefined {
    const json = op.requestBody?.content['application/json']?.schema;
    const form = op.requestBody?.content['multipart/form-data']?.schema;
    if (json || !form) return json;
    const fields = Object.entries(form.properties ?? {}).filter(
      ([, p]) => p.format !== 'binary' && p.items?.format !== 'binary',
    );
    const names = fields.map(([name]) => name);
    return {
      ...form,
      properties: Object.fromEntries(fields),
      required: form.required?.filter((n) => names.includes(n)),
    };
  }

  it('marks exactly the fields the validators require as required, in every request body and query', () => {
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const handler of handlers) {
      for (const { in: where, dto } of requestDtosOf(handler)) {
        const op = operations.get(handler.operationId);
        if (!op) {
          problems.push(`${handler.operationId} is not in the document`);
          continue;
        }
        checked.add(handler.operationId);
        const label = `${handler.operationId} ${dto.name}`;
        const body = requestBody(op);
        if (where === 'query') problems.push(...queryProblems(dto, op, label));
        else if (!body) problems.push(`${label}: no request body documented`);
        else problems.push(...schemaProblems(dto, resolve(body), label));
      }
    }
    for (const [operationId, op] of operations)
      if (op.requestBody?.content['application/json'] && !checked.has(operationId))
        problems.push(`${operationId}: a JSON body no DTO validates`);
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(15);
  });

  it('lists every response field that may be null as required: it is sent as null, never left out', () => {
    const requestSchemas = new Set(handlers.flatMap((h) => requestDtosOf(h).flatMap((r) => classNames(r.dto))));
    const problems = Object.entries(doc.components!.schemas as Record<string, Schema>)
      .filter(([name]) => !requestSchemas.has(name))
      .flatMap(([name, schema]) =>
        Object.entries(schema.properties ?? {})
          .filter(([field, property]) => property.nullable && !schema.required?.includes(field))
          .map(([field]) => `${name}.${field}`),
      );
    expect(problems).toEqual([]);
  });

  it('documents each upload as multipart, with the file fields multer reads, required and binary', async () => {
    const problems: string[] = [];
    const uploads = new Set<string>();
    for (const handler of handlers) {
      const files = await multipartFilesOf(handler);
      if (files.length === 0) continue;
      uploads.add(handler.operationId);
      const schema = operations.get(handler.operationId)?.requestBody?.content['multipart/form-data']?.schema;
      if (!schema) {
        problems.push(`${handler.operationId}: no multipart/form-data body documented`);
        continue;
      }
      for (const { field, maxCount } of files) {
        const property = schema.properties?.[field];
        const file = maxCount === undefined ? property : property?.items;
        if (file?.type !== 'string' || file.format !== 'binary')
          problems.push(`${handler.operationId}.${field} is not binary`);
        if (maxCount !== undefined && property?.maxItems !== maxCount)
          problems.push(`${handler.operationId}.${field}: maxItems ${property?.maxItems}, multer takes ${maxCount}`);
        if (!schema.required?.includes(field)) problems.push(`${handler.operationId}.${field} is not required`);
      }
    }
    const documented = [...operations].filter(([, op]) => op.requestBody?.content['multipart/form-data']);
    for (const [operationId] of documented)
      if (!uploads.has(operationId)) problems.push(`${operationId} is documented as multipart but reads no file`);
    expect(problems).toEqual([]);
    expect([...uploads].sort()).toEqual([
      'importExport',
      'uploadDigitalFile',
      'uploadImage',
      'uploadLessonAttachment',
      'uploadLessonVideo',
      'uploadProductImages',
      'uploadSiteImage',
    ]);
  });
});

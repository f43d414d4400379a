import type { INestApplication, Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { of } from 'rxjs';

// where @ApiBody and @ApiParam keep their options (@nestjs/swagger's DECORATORS.API_PARAMETERS)
const API_PARAMETERS = 'swagger/apiParameters';

// What the code says about each route, read from Nest's and class-validator's own metadata, so
// that a test can hold the OpenAPI document to it.

export interface Handler {
  // the method name, which is also the operation id (core/http/swagger.ts)
  operationId: string;
  controller: Type;
  method: string;
}

export function handlersOf(app: INestApplication): Handler[] {
  const handlers: Handler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const fn: unknown = controller.prototype[method];
        if (typeof fn === 'function' && Reflect.hasMetadata(PATH_METADATA, fn))
          handlers.push({ operationId: method, controller, method });
      }
    }
  }
  return handlers;
}

// The classes a handler validates its whole body or query string as (not `@Query('token')`), and
// a body class named by @ApiBody where a guard validates the body instead (sign-in).
export function requestDtosOf(handler: Handler): { in: 'body' | 'query'; dto: Type }[] {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, handler.controller, handler.method) ?? {};
  const types: Type[] = Reflect.getMetadata('design:paramtypes', handler.controller.prototype, handler.method) ?? [];
  const bound = Object.entries(args).flatMap(([key, arg]) => {
    const kind = Number(key.split(':')[0]);
    const where = kind === RouteParamtypes.BODY ? 'body' : kind === RouteParamtypes.QUERY ? 'query' : null;
    return where && arg.data === undefined ? [{ in: where as 'body' | 'query', dto: types[arg.index] }] : [];
  });
  const documented: { in: string; type?: unknown }[] =
    Reflect.getMetadata(API_PARAMETERS, handler.controller.prototype[handler.method]) ?? [];
  const named = documented
    .flatMap((p) => (p.in === 'body' && typeof p.type === 'function' ? [p.type as Type] : []))
    // a class with validators (a multipart body's schema comes with the placeholder type String)
    .filter((dto) => validatedFields(dto).size > 0 && !bound.some((b) => b.dto === dto))
    .map((dto) => ({ in: 'body' as const, dto }));
  return [...bound, ...named];
}

export interface ValidatedField {
  // no @IsOptional (nor @ValidateIf): the validation pipe refuses the request without it
  required: boolean;
  // @ValidateNested: the class its value (or each item) is validated as
  nested?: Type;
}

// The fields class-validator checks on a DTO; with forbidNonWhitelisted, the only ones accepted.
export function validatedFields(dto: Type): Map<string, ValidatedField> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
  const fields = new Map<string, ValidatedField>();
  for (const m of metadata) {
    const field = fields.get(m.propertyName) ?? { required: true };
    if (m.type === ValidationTypes.CONDITIONAL_VALIDATION) field.required = false;
    if (m.type === ValidationTypes.NESTED_VALIDATION) field.nested = nestedClass(dto, m.propertyName);
    fields.set(m.propertyName, field);
  }
  return fields;
}

// What class-transformer makes of a nested value, as the validation pipe does before validating.
function nestedClass(dto: Type, property: string): Type {
  const isList = Reflect.getMetadata('design:type', dto.prototype, property) === Array;
  const made = plainToInstance(dto, { [property]: isList ? [{}] : {} }) as Record<string, unknown>;
  const value = made[property];
  return (Array.isArray(value) ? value[0] : value).constructor as Type;
}

export interface MultipartFile {
  field: string;
  // FilesInterceptor's maxCount; undefined for a single file
  maxCount?: number;
}

// The file fields multer reads for a handler: each multer interceptor is run against a stand-in
// multer that records which field (and how many files) the route asks it for.
export async function multipartFilesOf(handler: Handler): Promise<MultipartFile[]> {
  const interceptors: Type[] =
    Reflect.getMetadata(INTERCEPTORS_METADATA, handler.controller.prototype[handler.method]) ?? [];
  const files: MultipartFile[] = [];
  const skip = (_req: unknown, _res: unknown, done: () => void) => done();
  const multer = {
    single: (field: string) => (files.push({ field }), skip),
    array: (field: string, maxCount: number) => (files.push({ field, maxCount }), skip),
  };
  const http = { getRequest: () => ({}), getResponse: () => ({}) };
  // multer's FileInterceptor, or a class extending it (courses' lesson uploads set its limit from the config)
  const readsMultipart = (interceptor: Type) => {
    for (
      let c: unknown = interceptor;
      typeof c === 'function' && c !== Function.prototype;
      c = Object.getPrototypeOf(c)
    )
      if (String(c).includes('this.multer')) return true;
    return false;
  };
  for (const interceptor of interceptors.filter(readsMultipart)) {
    const instance = Object.assign(Object.create(interceptor.prototype as object) as object, { multer }) as unknown as {
      intercept(context: unknown, next: unknown): Promise<unknown>;
    };
    await instance.intercept({ switchToHttp: () => http }, { handle: () => of(null) });
  }
  return files;
}

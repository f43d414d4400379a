import { SPEC_PRODUCT_TYPES } from '@coach/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

// The spec's product types, in its order (@coach/shared's: the SPA knows them too): the contract's
// enum (the OpenAPI document lists these four, and the SPA's generated client with it). Which
// modules bring them is the registry's business (commerce registers digital and physical; courses
// and bookings the other two). Here with the rest of the vocabulary, for the DTOs that name them.
export { SPEC_PRODUCT_TYPES };

// The types this process accepts in a request: the spec's, and any other a module registered
// (ProductTypeRegistry.register adds it; the database holds the same list in product_types, which
// products.type references). Validation decorators cannot reach Nest's providers, hence a set of
// the process; a registration taken out again (a module that stops) leaves it.
const accepted = new Set<string>(SPEC_PRODUCT_TYPES);

export const acceptedProductTypes = (): string[] => [...accepted];

export function acceptProductType(type: string): () => void {
  if (accepted.has(type)) return () => undefined;
  accepted.add(type);
  return () => accepted.delete(type);
}

// a request's product type: one the process accepts; `message` is given their list (", "-joined)
export const IsProductType = (message: (types: string) => string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isProductType',
      validator: {
        validate: (value) => typeof value === 'string' && accepted.has(value),
        defaultMessage: () => message(acceptedProductTypes().join(', ')),
      },
    },
    options,
  );

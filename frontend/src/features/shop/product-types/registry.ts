import { use } from 'react';
import type { ProductType, ProductTypeDefinition, ProductTypeScreens } from './product-type';
import { readable } from './readable';

// the types the shop sells, in the order they were registered: the order of the shop's filters,
// of the product manager's Type select and of the orders' filter
const registered = new Map<ProductType, ProductTypeDefinition>();

// Adds a type, or replaces the one of the same key (a module evaluated again in development).
// Answers how to take it out again (a test's own type, shared modules between test files).
export function registerProductType(definition: ProductTypeDefinition): () => void {
  registered.set(definition.type, definition);
  return () => {
    if (registered.get(definition.type) === definition) registered.delete(definition.type);
  };
}

export const productTypes = (): ProductTypeDefinition[] => [...registered.values()];

// undefined for a type nobody registered: the shop shows such a product plainly (Buy Now, no figure)
export const productType = (type: ProductType): ProductTypeDefinition | undefined => registered.get(type);

// each definition's screens, loaded once
const screens = new WeakMap<ProductTypeDefinition, Promise<ProductTypeScreens> & { value?: ProductTypeScreens }>();
function screensOf(definition: ProductTypeDefinition) {
  let loading = screens.get(definition);
  if (!loading) {
    loading = readable(definition.screens?.() ?? Promise.resolve({}));
    screens.set(definition, loading);
  }
  return loading;
}

// Suspends until the screens of these types (every registered one: the product manager, the
// account page) are loaded: all are asked for first, then waited for one by one, each with its own
// promise on every render, as `use` requires.
export function useProductTypeScreens(types: ProductType[] = [...registered.keys()]): void {
  const definitions = types.flatMap((type) => productType(type) ?? []);
  for (const definition of definitions) void screensOf(definition);
  for (const definition of definitions) use(screensOf(definition));
}

// A type's screens, once useProductTypeScreens has answered (nothing before, or for a type nobody registered).
export function loadedScreens(type: ProductType): ProductTypeScreens {
  const definition = productType(type);
  return (definition && screensOf(definition).value) || {};
}

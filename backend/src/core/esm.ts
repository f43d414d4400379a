// A real dynamic import from this CommonJS build: swc turns `import()` into require(), which cannot
// load an ES module such as the SPA's server bundle.
const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export const importEsm = <Module>(specifier: string) => dynamicImport(specifier) as Promise<Module>;

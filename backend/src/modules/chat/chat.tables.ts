// chat owns no table: it reads and changes other modules' data through their exported services.
export const TABLES = [] as const;

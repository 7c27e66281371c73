/** The part of the Workers D1 binding (`D1Database`) the edge and the report use. */
export interface VitalsDatabase {
  prepare(sql: string): Statement;
}

export interface Statement {
  bind(...values: unknown[]): Statement;
  run(): Promise<unknown>;
  all<T>(): Promise<{ results: T[] }>;
}

import {
  type CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { ReadPool } from './read-pool';

/** A connection that hands each query to the pool: reads only, no transactions. */
class PooledReadConnection implements DatabaseConnection {
  constructor(private readonly pool: ReadPool) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.all(query.sql, query.parameters)) as R[] };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 500): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('the read pool streams select queries only');
    for await (const rows of this.pool.stream(query.sql, query.parameters, chunkSize)) yield { rows: rows as R[] };
  }
}

class PooledReadDriver implements Driver {
  private readonly connection: PooledReadConnection;
  constructor(pool: ReadPool) {
    this.connection = new PooledReadConnection(pool);
  }
  async init() {}
  // Every query is its own unit of work on some worker, so the one connection object is shared.
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the read pool has no transactions: write through the main connection');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/**
 * Kysely over the read pool: the same query builder, SQL and results as the main SQLite
 * connection, answered by a worker thread (read-pool.ts). `.stream(n)` reads n rows at a time.
 */
export class PooledReadDialect implements Dialect {
  constructor(private readonly pool: ReadPool) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new PooledReadDriver(this.pool);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

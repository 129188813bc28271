// One PostgreSQL cluster for the whole unit run: the repository suites run against it and SQLite.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../support/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

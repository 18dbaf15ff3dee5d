import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template-db.ts';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await ensurePostgresTemplate(serverUrl);
    project.provide('pgliteTemplate', '');
  } else {
    project.provide('pgliteTemplate', await ensurePgliteTemplate());
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

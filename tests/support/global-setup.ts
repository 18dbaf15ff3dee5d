import type { TestProject } from 'vitest/node';
import {
  dropPostgresDatabase,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  postgresTemplateName,
} from './template-db.ts';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = postgresTemplateName(process.pid);
    await ensurePostgresTemplate(serverUrl, template);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template);
    return () => dropPostgresDatabase(serverUrl, template);
  }
  project.provide('pgliteTemplate', await ensurePgliteTemplate());
  project.provide('postgresTemplate', '');
  return undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

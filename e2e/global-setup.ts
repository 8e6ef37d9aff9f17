// Starts the production server once for all browser tests and hands its address to them.
import type { TestProject } from 'vitest/node';
import { startServer, type StartedServer } from './server.ts';

let server: StartedServer | undefined;

export default async function setup(project: TestProject) {
  server = await startServer({ port: Number(process.env.E2E_PORT ?? 5200), dataDir: '.tmp/e2e-data' });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// A concurrency test's burst: many requests started in the same tick, so the server sees them race
// rather than queue behind each other's answers.
import type { FastifyInstance } from 'fastify';

/** Starts `count` calls at once (call i is given its index); every answer, in the order started. */
export function burst<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/** The app that serves call i of a burst: the apps in turn, so each takes its share. */
export const appFor = (apps: readonly FastifyInstance[], i: number): FastifyInstance =>
  apps[i % apps.length]!;

export * from './auth.ts';
export * from './roles.ts';
export * from './profiles.ts';
export * from './discovery.ts';
export * from './connections.ts';
export * from './cms.ts';
export * from './rate-limits.ts';
export * from './realtime.ts';

export { createCastModule } from './cast.module.ts';
export { createCastGate, type CastGate } from './castGate.ts';

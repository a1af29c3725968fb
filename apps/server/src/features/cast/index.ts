export { createCastModule, type CastGate } from './cast.module.ts';

export * from './codes.ts';
export * from './envelope.ts';
export * from './socketMessage.ts';

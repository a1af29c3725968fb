// The answer schemas the client checks before saving tokens. They pull in zod, so they are loaded
// through loadAnswerSchemas.ts only when an answer arrives (first load ≤150 KB gzipped, ARCHITECTURE).
export { createGuestAnswerSchema, tokenAnswerSchema } from '@limelight/protocol';

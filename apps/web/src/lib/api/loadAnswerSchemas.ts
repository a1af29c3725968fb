/** Loads the answer schemas (and zod) on first use, outside the first page load. */
export const loadAnswerSchemas = () => import('./answerSchemas.ts');

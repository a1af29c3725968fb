export { AppLink } from './AppLink.tsx';
export { AppNavigate } from './AppNavigate.tsx';
export { withPersistentQuery } from './persistentQuery.ts';
export { useAppNavigate } from './useAppNavigate.ts';
